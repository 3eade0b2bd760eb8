import { describe, expect, it } from "vitest";
import { checkRequestOrigin, isStateChanging, type OriginPolicy } from "./origin-check";

const APP = "http://127.0.0.1:3300";
const derived: OriginPolicy = { publicOrigins: [], allowCookieWithoutOrigin: false };
const COOKIE = "muster_owner=abc.def";

function request(headers: Record<string, string>, url = `${APP}/api/share/t/copy`) {
  return { url, headers: new Headers(headers) };
}

type Case = { name: string; headers: Record<string, string>; allowed: boolean; policy?: OriginPolicy; url?: string };

const cases: Case[] = [
  { name: "same origin", headers: { origin: APP, host: "127.0.0.1:3300", cookie: COOKIE }, allowed: true },
  { name: "same origin, Host in other case", headers: { origin: "http://muster.example", host: "Muster.Example" }, allowed: true },
  { name: "other origin", headers: { origin: "https://evil.example", host: "127.0.0.1:3300", cookie: COOKIE }, allowed: false },
  { name: "other origin without cookie", headers: { origin: "https://evil.example", host: "127.0.0.1:3300" }, allowed: false },
  { name: "other port of the same host", headers: { origin: "http://127.0.0.1:3305", host: "127.0.0.1:3300", cookie: COOKIE }, allowed: false },
  { name: "subdomain of the host", headers: { origin: "http://a.muster.example", host: "muster.example" }, allowed: false },
  { name: "Origin null", headers: { origin: "null", host: "127.0.0.1:3300", cookie: COOKIE }, allowed: false },
  { name: "Origin not a URL", headers: { origin: "garbage", host: "127.0.0.1:3300" }, allowed: false },
  { name: "Origin with another scheme", headers: { origin: "file://127.0.0.1:3300", host: "127.0.0.1:3300" }, allowed: false },
  { name: "Origin wins over Sec-Fetch-Site", headers: { origin: "http://127.0.0.1:3305", "sec-fetch-site": "same-origin", host: "127.0.0.1:3300" }, allowed: false },
  { name: "default port written out in Host", headers: { origin: "https://muster.example", host: "muster.example:443" }, allowed: true },
  { name: "behind a proxy: X-Forwarded-Host", headers: { origin: "https://muster.example", host: "10.0.0.5:3000", "x-forwarded-host": "muster.example" }, allowed: true },
  { name: "behind a proxy: Host alone is not the public name", headers: { origin: "https://muster.example", "x-forwarded-host": "other.example", host: "muster.example" }, allowed: false },
  { name: "missing Origin, Sec-Fetch-Site same-origin", headers: { "sec-fetch-site": "same-origin", cookie: COOKIE }, allowed: true },
  { name: "missing Origin, Sec-Fetch-Site none", headers: { "sec-fetch-site": "none", cookie: COOKIE }, allowed: true },
  { name: "missing Origin, Sec-Fetch-Site cross-site", headers: { "sec-fetch-site": "cross-site", cookie: COOKIE }, allowed: false },
  { name: "missing Origin, Sec-Fetch-Site cross-site without cookie", headers: { "sec-fetch-site": "cross-site" }, allowed: false },
  { name: "missing Origin, Sec-Fetch-Site same-site", headers: { "sec-fetch-site": "same-site", cookie: COOKIE }, allowed: false },
  { name: "missing both, no cookie (curl, the CLI)", headers: {}, allowed: true },
  { name: "missing both, empty Cookie header", headers: { cookie: " " }, allowed: true },
  { name: "missing both, with a cookie", headers: { cookie: COOKIE }, allowed: false },
  {
    name: "missing both, with a cookie, allowed by MUSTER_ALLOW_NO_ORIGIN",
    headers: { cookie: COOKIE },
    allowed: true,
    policy: { publicOrigins: [], allowCookieWithoutOrigin: true },
  },
  {
    name: "MUSTER_ALLOW_NO_ORIGIN does not let other origins in",
    headers: { origin: "https://evil.example", cookie: COOKIE },
    allowed: false,
    policy: { publicOrigins: [], allowCookieWithoutOrigin: true },
  },
  {
    name: "configured origin",
    headers: { origin: "https://muster.example", host: "10.0.0.5:3000" },
    allowed: true,
    policy: { publicOrigins: ["https://muster.example"], allowCookieWithoutOrigin: false },
  },
  {
    name: "configured origin pins the scheme",
    headers: { origin: "http://muster.example", host: "muster.example" },
    allowed: false,
    policy: { publicOrigins: ["https://muster.example"], allowCookieWithoutOrigin: false },
  },
  {
    name: "configured origin replaces the Host-derived one",
    headers: { origin: APP, host: "127.0.0.1:3300" },
    allowed: false,
    policy: { publicOrigins: ["https://muster.example"], allowCookieWithoutOrigin: false },
  },
  {
    name: "one of several configured origins",
    headers: { origin: "http://localhost:3000" },
    allowed: true,
    policy: { publicOrigins: ["https://muster.example", "http://localhost:3000"], allowCookieWithoutOrigin: false },
  },
];

describe("checkRequestOrigin", () => {
  it.each(cases)("$name: allowed=$allowed", ({ headers, allowed, policy, url }) => {
    const verdict = checkRequestOrigin(request(headers, url), policy ?? derived);
    expect(verdict.allowed).toBe(allowed);
    if (!verdict.allowed) expect(verdict.reason.length).toBeGreaterThan(0);
  });

  it("takes the host from the request URL when there is no Host header", () => {
    expect(checkRequestOrigin(request({ origin: APP }), derived).allowed).toBe(true);
    expect(checkRequestOrigin(request({ origin: "http://127.0.0.1:3305" }), derived).allowed).toBe(false);
  });
});

describe("isStateChanging", () => {
  it.each([
    ["POST", true],
    ["put", true],
    ["PATCH", true],
    ["DELETE", true],
    ["GET", false],
    ["HEAD", false],
    ["OPTIONS", false],
  ])("%s: %s", (method, expected) => {
    expect(isStateChanging(method)).toBe(expected);
  });
});

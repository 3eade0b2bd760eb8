/** route(): the origin and body checks run before any handler, for every state-changing method. */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ErrorBody } from "@/lib/errors/muster-error";
import { route } from "./route";

const APP = "http://127.0.0.1:3300";

function setUp() {
  const handler = vi.fn(async () => new Response("handled", { status: 201 }));
  const call = (method: string, headers: Record<string, string>, body?: string) =>
    route(handler)(new Request(`${APP}/api/rosters`, { method, headers, ...(body !== undefined ? { body } : {}) }), { params: Promise.resolve({}) });
  return { handler, call };
}

afterEach(() => vi.restoreAllMocks());

describe("route() refuses foreign writes before the handler runs", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])("%s from another origin: 403 with a JSON error, logged once without the cookie", async (method) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { handler, call } = setUp();
    const response = await call(method, { origin: "http://127.0.0.1:3305", cookie: "muster_owner=secret-value.sig" });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("FORBIDDEN");
    expect(body.error.message.length).toBeGreaterThan(20);
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]![0]);
    expect(line).toContain(`403 refused cross-origin write: ${method} /api/rosters`);
    expect(line).toContain("http://127.0.0.1:3305");
    expect(line).not.toContain("secret-value");
    expect(line).not.toContain("\n");
  });

  it("does not show share tokens in the log line", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    await route(async () => new Response())(new Request(`${APP}/api/share/${token}/copy`, { method: "POST", headers: { origin: "https://evil.example" } }), { params: Promise.resolve({}) });
    expect(String(warn.mock.calls[0]![0])).toContain("POST /api/share/:id/copy");
    expect(String(warn.mock.calls[0]![0])).not.toContain(token);
  });

  it.each([
    ["text/plain", "{}"],
    ["application/x-www-form-urlencoded", "a=1"],
    ["multipart/form-data; boundary=x", "--x--"],
  ])("same-origin %s body: 415, handler not called", async (contentType, body) => {
    const { handler, call } = setUp();
    const response = await call("POST", { origin: APP, "content-type": contentType }, body);
    expect(response.status).toBe(415);
    expect(((await response.json()) as ErrorBody).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(handler).not.toHaveBeenCalled();
  });

  it("lets same-origin JSON and bodiless writes through, and reads from anywhere", async () => {
    const { handler, call } = setUp();
    expect((await call("POST", { origin: APP, "content-type": "application/json" }, "{}")).status).toBe(201);
    expect((await call("DELETE", { origin: APP })).status).toBe(201);
    expect((await call("GET", { origin: "https://evil.example", cookie: "muster_owner=x" })).status).toBe(201);
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it("refuses a cross-origin form even when its body type would also be refused: 403 comes first", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { call } = setUp();
    expect((await call("POST", { origin: "https://evil.example", "content-type": "text/plain" }, "x")).status).toBe(403);
  });
});

describe("route() for an address proxy.ts does not run for (unproxied)", () => {
  const upload = (headers: Record<string, string>) =>
    route(async () => new Response("{}", { status: 201 }), { body: "multipart", unproxied: true })(new Request(`${APP}/api/game-data`, { method: "POST", headers: { origin: APP, "content-type": "multipart/form-data; boundary=x", ...headers }, body: "--x--" }), {
      params: Promise.resolve({}),
    });

  it("refuses a declared body over the route's limit with 413 saying it, closing the connection, with the security headers", async () => {
    const response = await upload({ "content-length": String(80 * 1024 * 1024 + 1), "accept-language": "de" });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("TOO_LARGE");
    expect(body.error.message).toContain("80 MB");
  });

  it("puts the security headers on every other answer, refusals included", async () => {
    const ok = await upload({});
    expect(ok.status).toBe(201);
    expect(ok.headers.get("x-frame-options")).toBe("DENY");
    expect(ok.headers.get("connection")).toBeNull();
    const foreign = await upload({ origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

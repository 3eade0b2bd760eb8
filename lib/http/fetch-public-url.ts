/**
 * Fetches a URL a user gave (a BattleScribe data index and its files): http(s) only, never to a
 * private, loopback or link-local address (checked on the address actually connected to, so a
 * name that re-resolves cannot slip through) unless MUSTER_ALLOW_PRIVATE_URLS=1, with a size
 * limit, a time limit and at most 5 redirects, each checked again.
 */
import "server-only";
import http from "node:http";
import https from "node:https";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import net from "node:net";
import { MusterError } from "@/lib/errors/muster-error";
import type { MessageKey } from "@/lib/i18n/en";
import type { MessageParams } from "@/lib/i18n/translate";

export type FetchLimits = { maxBytes: number; timeoutMs: number };

const MAX_REDIRECTS = 5;

function ipv4Private(address: string): boolean {
  const [a = 0, b = 0] = address.split(".").map(Number);
  return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 198 && (b === 18 || b === 19)) || a >= 224;
}

/** Loopback, private, link-local, unique-local, multicast and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) return ipv4Private(address);
  const lower = address.toLowerCase();
  if (lower === "::" || lower === "::1") return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return ipv4Private(mapped[1]);
  return /^(fc|fd|fe[89ab]|ff)/.test(lower);
}

export function privateAddressesAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MUSTER_ALLOW_PRIVATE_URLS === "1";
}

function refuse(key: MessageKey, params?: MessageParams): MusterError {
  return new MusterError("INVALID_INPUT", key, params ? { params } : {});
}

function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => isPrivateAddress(a.address));
      if (bad && !allowPrivate) {
        return callback(Object.assign(new Error(`${hostname} is a private or local address`), { code: "EPRIVATE" }), "");
      }
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, list);
      const first = list[0];
      return first ? callback(null, first.address, first.family) : callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }), "");
    });
  };
}

function getOnce(url: URL, limits: FetchLimits, allowPrivate: boolean): Promise<{ status: number; location?: string; body: Uint8Array }> {
  return new Promise((resolve, reject) => {
    if (net.isIP(url.hostname.replace(/^\[|\]$/g, "")) && isPrivateAddress(url.hostname.replace(/^\[|\]$/g, "")) && !allowPrivate) {
      reject(refuse("error.fetch.private", { host: url.hostname }));
      return;
    }
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(url, { lookup: checkedLookup(allowPrivate) as never, timeout: limits.timeoutMs, headers: { "user-agent": "Muster (BattleScribe data)" } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        response.resume();
        resolve({ status, location: response.headers.location, body: new Uint8Array() });
        return;
      }
      const declared = Number(response.headers["content-length"]);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        response.destroy();
        reject(refuse("error.fetch.tooLarge", { url: url.href, mb: Math.round(limits.maxBytes / 1_000_000) }));
        return;
      }
      const chunks: Buffer[] = [];
      let total = 0;
      response.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (total > limits.maxBytes) {
          response.destroy();
          reject(refuse("error.fetch.tooLarge", { url: url.href, mb: Math.round(limits.maxBytes / 1_000_000) }));
          return;
        }
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ status, body: new Uint8Array(Buffer.concat(chunks)) }));
      response.on("error", reject);
    });
    const deadline = setTimeout(() => request.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })), limits.timeoutMs);
    request.on("close", () => clearTimeout(deadline));
    request.on("timeout", () => request.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })));
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPRIVATE") reject(refuse("error.fetch.private", { host: url.hostname }));
      else if (error.code === "ETIMEDOUT") reject(refuse("error.fetch.timeout", { url: url.href, seconds: limits.timeoutMs / 1000 }));
      else reject(refuse("error.fetch.failed", { url: url.href, reason: error.code ?? error.message }));
    });
  });
}

export async function fetchPublicUrl(raw: string, limits: FetchLimits, env: NodeJS.ProcessEnv = process.env): Promise<Uint8Array> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse("error.fetch.notAddress", { address: raw.slice(0, 200) });
  }
  const allowPrivate = privateAddressesAllowed(env);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse("error.fetch.protocol", { protocol: url.protocol });
    if (url.username || url.password) throw refuse("error.fetch.credentials");
    const answer = await getOnce(url, limits, allowPrivate);
    if (answer.location) {
      url = new URL(answer.location, url);
      continue;
    }
    if (answer.status !== 200) throw refuse("error.fetch.status", { url: url.href, status: String(answer.status) });
    return answer.body;
  }
  throw refuse("error.fetch.redirects", { address: raw.slice(0, 200), max: MAX_REDIRECTS });
}

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
import { hostIsAddress, isPrivateAddress } from "./address-policy";
import { MusterError } from "@/lib/errors/muster-error";
import type { MessageKey } from "@/lib/i18n/en";
import type { MessageParams } from "@/lib/i18n/translate";

export type FetchLimits = { maxBytes: number; timeoutMs: number };

const MAX_REDIRECTS = 5;

export { isPrivateAddress } from "./address-policy";

/** How names are resolved: node's getaddrinfo, or a stand-in (tests make a name "rebind"). */
export type Resolve = (hostname: string, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

type Blocked = (address: string) => boolean;

const systemResolve: Resolve = (hostname, callback) => dnsLookup(hostname, { all: true }, callback);

export function privateAddressesAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MUSTER_ALLOW_PRIVATE_URLS === "1";
}

function refuse(key: MessageKey, params?: MessageParams): MusterError {
  return new MusterError("INVALID_INPUT", key, params ? { params } : {});
}

function privateError(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${hostname} is a private or local address`), { code: "EPRIVATE" });
}

/**
 * The `lookup` the socket connects with: the addresses it returns are the ones connected to, so
 * judging them here (and not in a separate look-up before) leaves no gap for a name that
 * answers a public address first and a private one at connect time (DNS rebinding).
 */
function checkedLookup(resolve: Resolve, blocked: Blocked) {
  return (hostname: string, options: { all?: boolean }, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    resolve(hostname, (error, list) => {
      if (error) return callback(error, "");
      if (list.some((a) => blocked(a.address))) return callback(privateError(hostname), "");
      if (options.all) return callback(null, list);
      const first = list[0];
      return first ? callback(null, first.address, first.family) : callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }), "");
    });
  };
}

function getOnce(url: URL, limits: FetchLimits, blocked: Blocked, resolve: Resolve): Promise<{ status: number; location?: string; body: Uint8Array }> {
  return new Promise((resolvePromise, reject) => {
    // An address written in the URL is connected to without a look-up: judged here, in its normal form.
    if (hostIsAddress(url.hostname) && blocked(url.hostname)) {
      reject(refuse("error.fetch.private", { host: url.hostname }));
      return;
    }
    const client = url.protocol === "https:" ? https : http;
    // No shared agent: every connection goes through the checked look-up, none is reused.
    const request = client.get(url, { agent: false, lookup: checkedLookup(resolve, blocked) as never, timeout: limits.timeoutMs, headers: { "user-agent": "Muster (BattleScribe data)" } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        response.resume();
        resolvePromise({ status, location: response.headers.location, body: new Uint8Array() });
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
      response.on("end", () => resolvePromise({ status, body: new Uint8Array(Buffer.concat(chunks)) }));
      response.on("error", reject);
    });
    // Last line of defence: whatever way the socket found its peer, the peer must be public.
    request.on("socket", (socket) => {
      socket.once("connect", () => {
        const peer = socket.remoteAddress;
        if (!peer || blocked(peer)) request.destroy(privateError(url.hostname));
      });
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

/** Where the fetch may connect: tests give a resolver and allow their own server's exact address. */
export type FetchOptions = { env?: NodeJS.ProcessEnv; resolve?: Resolve; allowAddress?: (address: string) => boolean };

export async function fetchPublicUrl(raw: string, limits: FetchLimits, options: FetchOptions = {}): Promise<Uint8Array> {
  const { env = process.env, resolve = systemResolve, allowAddress = () => false } = options;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse("error.fetch.notAddress", { address: raw.slice(0, 200) });
  }
  const allowPrivate = privateAddressesAllowed(env);
  const blocked: Blocked = (address) => !allowPrivate && isPrivateAddress(address) && !allowAddress(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse("error.fetch.protocol", { protocol: url.protocol });
    if (url.username || url.password) throw refuse("error.fetch.credentials");
    const answer = await getOnce(url, limits, blocked, resolve);
    if (answer.location) {
      try {
        url = new URL(answer.location, url);
      } catch {
        throw refuse("error.fetch.notAddress", { address: answer.location.slice(0, 200) });
      }
      continue;
    }
    if (answer.status !== 200) throw refuse("error.fetch.status", { url: url.href, status: String(answer.status) });
    return answer.body;
  }
  throw refuse("error.fetch.redirects", { address: raw.slice(0, 200), max: MAX_REDIRECTS });
}

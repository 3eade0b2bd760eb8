/**
 * Which network addresses a URL a user gave may reach: public unicast only. Every spelling of an
 * address is brought to one form first (ipaddr.js parses decimal, hex and octal IPv4 and `0`),
 * and an IPv6 address that carries an IPv4 address (IPv4-mapped and -compatible, SIIT, NAT64,
 * 6to4) is judged by the IPv4 address it carries. Pure: fetch-public-url.ts applies it to the
 * address it is about to connect to.
 */
import ipaddr from "ipaddr.js";

/** Why an address is refused; null for a public one. */
export type AddressVerdict = { allowed: true; address: string } | { allowed: false; address: string; range: string };

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

function ipv4FromParts(high: number, low: number): IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The IPv4 address an IPv6 address carries, by the prefix that says it carries one. */
function embeddedIPv4(address: IPv6): { ipv4: IPv4; via: string } | null {
  const p = address.parts;
  const range = address.range();
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (SIIT), 64:ff9b::a.b.c.d and 64:ff9b:1::/48 (NAT64).
  if (range === "ipv4Mapped" || range === "rfc6145" || range === "rfc6052") return { ipv4: ipv4FromParts(p[6]!, p[7]!), via: range };
  // 2002:AABB:CCDD::/48 is the 6to4 network of AA.BB.CC.DD.
  if (range === "6to4") return { ipv4: ipv4FromParts(p[1]!, p[2]!), via: range };
  // ::a.b.c.d, the deprecated IPv4-compatible form (but not :: and ::1 themselves).
  if (p.slice(0, 6).every((part) => part === 0) && (p[6] !== 0 || p[7]! > 1)) return { ipv4: ipv4FromParts(p[6]!, p[7]!), via: "ipv4Compatible" };
  return null;
}

function judgeIPv4(address: IPv4, shown: string): AddressVerdict {
  const range = address.range();
  return range === "unicast" ? { allowed: true, address: shown } : { allowed: false, address: shown, range };
}

/**
 * The verdict on one IP address in any spelling (with or without [brackets]); a string that is
 * not an IP address is refused (range "notAnAddress"): names are resolved before they are judged.
 */
export function judgeAddress(raw: string): AddressVerdict {
  const text = raw.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(text)) return { allowed: false, address: raw, range: "notAnAddress" };
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === "ipv4") return judgeIPv4(parsed as IPv4, parsed.toString());
  const v6 = parsed as IPv6;
  if (v6.zoneId) return { allowed: false, address: raw, range: "zoned" };
  const embedded = embeddedIPv4(v6);
  if (embedded) {
    const inner = judgeIPv4(embedded.ipv4, embedded.ipv4.toString());
    return inner.allowed ? { allowed: true, address: v6.toString() } : { allowed: false, address: v6.toString(), range: `${embedded.via}:${inner.range}` };
  }
  const range = v6.range();
  // Teredo tunnels reach whatever relay and client the address names: never needed for data files.
  return range === "unicast" ? { allowed: true, address: v6.toString() } : { allowed: false, address: v6.toString(), range };
}

/** Loopback, private, link-local, shared, reserved, multicast, unspecified, or carrying one of those. */
export function isPrivateAddress(address: string): boolean {
  return !judgeAddress(address).allowed;
}

/** Whether a URL's host is written as an IP address (so no name is resolved for it). */
export function hostIsAddress(hostname: string): boolean {
  return ipaddr.isValid(hostname.replace(/^\[|\]$/g, ""));
}

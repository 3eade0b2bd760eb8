import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MusterError } from "@/lib/errors/muster-error";
import { judgeAddress } from "./address-policy";
import { fetchPublicUrl, isPrivateAddress, type Resolve } from "./fetch-public-url";

describe("judgeAddress: every spelling of an address, judged by where it leads", () => {
  it.each([
    // IPv4, dotted and in the other forms getaddrinfo and URL parsers accept.
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["2130706433", "loopback"],
    ["0x7f000001", "loopback"],
    ["0x7f.0.0.1", "loopback"],
    ["0177.0.0.1", "loopback"],
    ["017700000001", "loopback"],
    ["127.1", "loopback"],
    ["0", "unspecified"],
    ["0.0.0.0", "unspecified"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["198.18.0.1", "reserved"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    // IPv6 and the IPv6 forms that carry an IPv4 address.
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["[::1]", "loopback"],
    ["fe80::1", "linkLocal"],
    ["fd00::1", "uniqueLocal"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "ipv4Mapped:loopback"],
    ["::ffff:7f00:1", "ipv4Mapped:loopback"],
    ["[::ffff:7f00:1]", "ipv4Mapped:loopback"],
    ["0:0:0:0:0:ffff:127.0.0.1", "ipv4Mapped:loopback"],
    ["::ffff:a9fe:a9fe", "ipv4Mapped:linkLocal"],
    ["::ffff:0:7f00:1", "rfc6145:loopback"],
    // ipaddr.js reads a dotted tail after "::" as IPv4-mapped; either way it is loopback.
    ["::127.0.0.1", "ipv4Mapped:loopback"],
    ["::7f00:1", "ipv4Compatible:loopback"],
    ["::a00:1", "ipv4Compatible:private"],
    ["64:ff9b::127.0.0.1", "rfc6052:loopback"],
    ["64:ff9b::a9fe:a9fe", "rfc6052:linkLocal"],
    ["64:ff9b:1::a00:1", "rfc6052:private"],
    ["2002:7f00:1::", "6to4:loopback"],
    ["2002:c0a8:101::1", "6to4:private"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "teredo"],
    ["fe80::1%eth0", "zoned"],
    ["localhost", "notAnAddress"],
  ])("%s is refused (%s)", (address, range) => {
    expect(judgeAddress(address)).toMatchObject({ allowed: false, range });
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ["8.8.8.8", "8.8.8.8"],
    ["140.82.112.3", "140.82.112.3"],
    ["172.32.0.1", "172.32.0.1"],
    ["0x08080808", "8.8.8.8"],
    ["::ffff:8.8.8.8", "::ffff:808:808"],
    ["64:ff9b::8.8.8.8", "64:ff9b::808:808"],
    ["2002:808:808::1", "2002:808:808::1"],
    ["2606:4700::1111", "2606:4700::1111"],
  ])("%s is public (%s)", (address, normal) => {
    expect(judgeAddress(address)).toEqual({ allowed: true, address: normal });
  });
});

describe("fetchPublicUrl: the address connected to", () => {
  let server: http.Server;
  let port = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits.push(request.url ?? "");
      if (request.url === "/hop") {
        response.writeHead(302, { location: `http://[::ffff:7f00:1]:${port}/secret` });
        response.end();
        return;
      }
      if (request.url === "/named-hop") {
        response.writeHead(302, { location: `http://rebind.example:${port}/secret` });
        response.end();
        return;
      }
      response.end("secret");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const limits = { maxBytes: 1000, timeoutMs: 5000 };
  const noEnv = {} as NodeJS.ProcessEnv;

  async function refusal(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MusterError);
    return (error as MusterError).text.key;
  }

  it.each([`http://[::ffff:127.0.0.1]:PORT/x`, `http://[::ffff:7f00:1]:PORT/x`, `http://[0:0:0:0:0:ffff:127.0.0.1]:PORT/x`, `http://[::127.0.0.1]:PORT/x`, `http://2130706433:PORT/x`, `http://0x7f.1:PORT/x`, `http://0:PORT/x`, `http://[64:ff9b::7f00:1]:PORT/x`])("refuses %s without connecting", async (template) => {
    const before = hits.length;
    expect(await refusal(fetchPublicUrl(template.replace("PORT", String(port)), limits, { env: noEnv }))).toBe("error.fetch.private");
    expect(hits.length).toBe(before);
  });

  it("judges the addresses a name resolves to when the socket connects (a rebinding name gets nothing)", async () => {
    // A name that answers a public address to a first look-up and loopback to the next one: the
    // only look-up made is the one the socket connects with, and that one is judged.
    let lookups = 0;
    const rebinding: Resolve = (_host, callback) => callback(null, [{ address: lookups++ === 0 ? "127.0.0.1" : "8.8.8.8", family: 4 }]);
    const before = hits.length;
    expect(await refusal(fetchPublicUrl(`http://rebind.example:${port}/x`, limits, { env: noEnv, resolve: rebinding }))).toBe("error.fetch.private");
    expect(lookups).toBe(1);
    expect(hits.length).toBe(before);
    // One private address among public ones is enough to refuse the name.
    const mixed: Resolve = (_host, callback) => callback(null, [{ address: "8.8.8.8", family: 4 }, { address: "::ffff:7f00:1", family: 6 }]);
    expect(await refusal(fetchPublicUrl(`http://mixed.example:${port}/x`, limits, { env: noEnv, resolve: mixed }))).toBe("error.fetch.private");
  });

  it("checks every redirect hop", async () => {
    // The test server's own address (exactly "127.0.0.1") is let through, so that what the hop
    // redirects to is what is judged: the same loopback spelled as IPv4-mapped IPv6, and a name
    // resolving to loopback.
    const exact = { env: noEnv, allowAddress: (address: string) => address === "127.0.0.1" };
    expect(new TextDecoder().decode(await fetchPublicUrl(`http://127.0.0.1:${port}/plain`, limits, exact))).toBe("secret");
    const before = hits.length;
    expect(await refusal(fetchPublicUrl(`http://127.0.0.1:${port}/hop`, limits, exact))).toBe("error.fetch.private");
    const toLoopback: Resolve = (_host, callback) => callback(null, [{ address: "127.0.0.2", family: 4 }]);
    expect(await refusal(fetchPublicUrl(`http://127.0.0.1:${port}/named-hop`, limits, { ...exact, resolve: toLoopback }))).toBe("error.fetch.private");
    // Only the two first hops reached the server; the private targets were never asked.
    expect(hits.slice(before)).toEqual(["/hop", "/named-hop"]);
  });
});

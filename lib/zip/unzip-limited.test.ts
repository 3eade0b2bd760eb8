import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { lyingZip } from "./lying-zip";
import { unzipLimited, ZipLimitError } from "./unzip-limited";

const limits = { maxEntries: 10, maxEntryBytes: 1_000_000, maxTotalBytes: 1_500_000 };

describe("unzipLimited", () => {
  it("inflates the entries asked for", () => {
    const zip = zipSync({ "a.ros": strToU8("<roster/>"), "b.txt": strToU8("skip me"), "c.ros": strToU8("x".repeat(50_000)) });
    const entries = unzipLimited(zip, (e) => e.name.endsWith(".ros"), limits);
    expect(entries.map((e) => [e.name, e.bytes.length])).toEqual([
      ["a.ros", 9],
      ["c.ros", 50_000],
    ]);
  });

  it("stops an entry that understates its size at the limit, as the bytes come", () => {
    // Claims 4 KiB, inflates to 40 MB: refused once 1 MB has come out, long before the rest.
    const zip = lyingZip("big.ros", 40 * 1024 * 1024, 4096);
    expect(zip.length).toBeLessThan(100_000);
    const error = (() => {
      try {
        unzipLimited(zip, () => true, limits);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ZipLimitError);
    expect(error).toMatchObject({ reason: "entry", entry: "big.ros", limit: 1_000_000 });
    expect((error as ZipLimitError).count).toBeLessThan(1_000_000 + 17 * 1024 * 1024);
  });

  it("counts all entries against the total", () => {
    const zip = zipSync({ "a.cat": new Uint8Array(900_000), "b.cat": new Uint8Array(900_000) });
    expect(() => unzipLimited(zip, () => true, limits)).toThrow(expect.objectContaining({ reason: "total" }));
  });

  it("refuses too many entries, and what cannot be read", () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}.txt`, strToU8("x")])));
    expect(() => unzipLimited(many, () => false, limits)).toThrow(expect.objectContaining({ reason: "entries" }));
    const zip = zipSync({ "a.ros": strToU8("x".repeat(10_000)) });
    expect(() => unzipLimited(zip.subarray(0, 60), () => true, limits)).toThrow(expect.objectContaining({ reason: "unreadable" }));
    expect(() => unzipLimited(strToU8("PK\u0003\u0004 not really a zip"), () => true, limits)).toThrow(expect.objectContaining({ reason: "unreadable" }));
    expect(() => unzipLimited(zip.subarray(0, zip.length - 10), () => true, limits)).toThrow(expect.objectContaining({ reason: "unreadable" }));
  });

  it("passes on the error `want` throws for a declared size", () => {
    const zip = zipSync({ "a.ros": new Uint8Array(5000) });
    expect(() =>
      unzipLimited(zip, (e) => {
        if ((e.declaredSize ?? 0) > 100) throw new RangeError("declared too large");
        return true;
      }, limits),
    ).toThrow(RangeError);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff-to-sfnt";

const woffFile = path.join(process.cwd(), "node_modules/@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff");

/** The OpenType table checksum: the sum of the table's big-endian 32-bit words. */
function checksum(data: Buffer): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe("woffToSfnt", () => {
  const woff = readFileSync(woffFile);
  const sfnt = woffToSfnt(woff);

  it("writes an sfnt of the WOFF's flavour with every table, sorted and aligned", () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const count = sfnt.readUInt16BE(4);
    expect(count).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // the WOFF header's totalSfntSize
    const tags: number[] = [];
    for (let i = 0; i < count; i++) {
      const record = 12 + i * 16;
      tags.push(sfnt.readUInt32BE(record));
      expect(sfnt.readUInt32BE(record + 8) % 4).toBe(0);
    }
    expect([...tags].sort((a, b) => a - b)).toEqual(tags);
  });

  it("unpacks each table to the bytes the WOFF compressed, matching its checksum", () => {
    const count = sfnt.readUInt16BE(4);
    for (let i = 0; i < count; i++) {
      const record = 12 + i * 16;
      const tag = sfnt.subarray(record, record + 4).toString("latin1");
      const offset = sfnt.readUInt32BE(record + 8);
      const length = sfnt.readUInt32BE(record + 12);
      const table = sfnt.subarray(offset, offset + length);
      // 'head' carries the whole-font checksum adjustment, which its own checksum leaves out.
      if (tag !== "head") expect(checksum(table), tag).toBe(sfnt.readUInt32BE(record + 4));
    }
    const entry = 44;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const stored = woff.subarray(offset, offset + compLength);
    const first = compLength < woff.readUInt32BE(entry + 12) ? inflateSync(stored) : stored;
    expect(sfnt.includes(first)).toBe(true);
  });

  it("refuses what is not a WOFF font", () => {
    expect(() => woffToSfnt(Buffer.from("not a font at all, just some words in a buffer"))).toThrow("not a WOFF 1.0 font");
  });
});

/**
 * Unpacks a WOFF 1.0 font into the plain TrueType/OpenType (sfnt) it wraps. fontkit reads WOFF
 * directly, but it inflates a table again (in JavaScript) every time the table is read, and
 * subsetting for the PDF reads the glyph table once per glyph; an unpacked font renders about
 * five times faster. Server only (node:zlib).
 */
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

type Table = { tag: number; checksum: number; data: Buffer };

const align4 = (n: number) => (n + 3) & ~3;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = HEADER + i * WOFF_ENTRY;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength) throw new Error("WOFF table has the wrong length after inflating");
    tables.push({ tag, checksum, data });
  }
  // The sfnt table directory must be sorted by tag.
  tables.sort((a, b) => a.tag - b.tag);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerSize = 12 + numTables * SFNT_ENTRY;
  const total = tables.reduce((n, t) => n + align4(t.data.length), headerSize);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += align4(table.data.length);
  });
  return out;
}

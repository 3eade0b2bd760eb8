import { zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import { DataFileError, type DataFileErrorCode } from "./data-file-error";
import { readDataFile, type ReadDataFileOptions } from "./read-data-file";

const enc = (text: string) => new TextEncoder().encode(text);
const catalogue = `<?xml version="1.0" encoding="UTF-8"?>\n<catalogue id="zipped" name="Zipped Faction" revision="7"><sharedRules><rule id="r" name="R"/></sharedRules></catalogue>`;

function expectError(bytes: Uint8Array, code: DataFileErrorCode, options?: ReadDataFileOptions, file = "bomb.catz"): DataFileError {
  let caught: unknown;
  try {
    readDataFile(file, bytes, options);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DataFileError);
  const error = caught as DataFileError;
  expect(error.code).toBe(code);
  expect(error.params.file).toBe(file);
  return error;
}

/** Rewrites the unpacked size the zip's local headers and central directory declare for every entry. */
function lieAboutSizes(zip: Uint8Array, declared: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, declared, true);
    if (view.getUint32(i, true) === 0x04034b50) view.setUint32(i + 22, declared, true);
  }
  return out;
}

describe("readDataFile: zipped data files", () => {
  it("reads the first .gst/.cat entry of a .catz", () => {
    const zip = zipSync({ "readme.txt": enc("not data"), "Faction.cat": enc(catalogue), "Other.cat": enc(`<catalogue id="other" name="O"/>`) });
    const result = readDataFile("Faction.catz", zip);
    expect(result.kind).toBe("catalogue");
    expect(result.data).toMatchObject({ id: "zipped", name: "Zipped Faction", revision: 7, sharedRules: [{ id: "r", name: "R" }] });
  });

  it("recognises a zip by its signature, whatever the file is called", () => {
    const zip = zipSync({ "System.gst": enc(`<gameSystem id="g" name="G"/>`) }, { level: 0 });
    expect(readDataFile("renamed.gst", zip).kind).toBe("gameSystem");
  });

  it("refuses a .catz that is not a zip, a broken zip and a zip without data", () => {
    expectError(enc(catalogue), "bad-zip", undefined, "plain.catz");
    const zip = zipSync({ "Faction.cat": enc(catalogue) });
    expectError(zip.slice(0, zip.length - 30), "bad-zip");
    expectError(zipSync({ "notes.txt": enc("hello") }), "zip-no-data-file");
  });

  it("refuses a zip with too many entries before unpacking any", () => {
    const files: Zippable = {};
    for (let i = 0; i < 5; i++) files[`f${i}.txt`] = enc("x");
    files["Faction.cat"] = enc(catalogue);
    expect(readDataFile("many.catz", zipSync(files), { limits: { maxZipEntries: 6 } }).data.id).toBe("zipped");
    expectError(zipSync(files), "zip-too-many-entries", { limits: { maxZipEntries: 5 } });
  });

  it("refuses a zip whose entries add up to too much", () => {
    const zip = zipSync({ "a.txt": new Uint8Array(3000), "Faction.cat": enc(catalogue) });
    expectError(zip, "zip-total-too-large", { limits: { maxZipTotalBytes: 3000 } });
  });

  // A zip bomb: 40 MB of zeros (under the 50 MB XML limit) pack into about 40 KB. The default limits refuse it on the
  // compression ratio, a lowered XML limit on the declared size; neither inflates anything.
  const zeros = new Uint8Array(40 * 1024 * 1024);
  zeros.set(enc(`<catalogue id="bomb" name="`));
  const bomb = zipSync({ "Bomb.cat": zeros }, { level: 9 });

  it("refuses a zip bomb by its compression ratio", () => {
    expect(bomb.length).toBeLessThan(zeros.length / 500);
    const error = expectError(bomb, "zip-ratio-too-high");
    expect(Number(error.params.ratio)).toBeGreaterThan(500);
  });

  it("refuses an entry that would unpack past the XML limit", () => {
    const error = expectError(bomb, "zip-entry-too-large", { limits: { maxXmlBytes: 16 * 1024 * 1024, maxCompressionRatio: 1e9 } });
    expect(error.params).toMatchObject({ entry: "Bomb.cat", size: zeros.length });
  });

  it("stops inflating at the limit when the headers understate the size (issue 35)", () => {
    // The headers claim 1 KB, which passes every check of declared sizes; the bytes that come
    // out are counted as they come, and inflating stops past the 16 MB limit, not at 40 MB.
    const liar = lieAboutSizes(bomb, 1024);
    const error = expectError(liar, "zip-entry-too-large", { limits: { maxXmlBytes: 16 * 1024 * 1024 } });
    expect(Number(error.params.size)).toBeGreaterThan(16 * 1024 * 1024);
    expect(Number(error.params.size)).toBeLessThan(zeros.length);
  });
});

import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { collectDataFiles } from "./collect-data-files";
import { DataSetError } from "./data-set-error";

const bytes = (text: string) => new TextEncoder().encode(text);
const archive = (files: Record<string, string | undefined>) => ({ fileName: "repo.zip", content: zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, bytes(text ?? "")]))) });
const names = (files: { fileName: string }[]) => files.map((f) => f.fileName);

describe("collecting data files from what was uploaded", () => {
  it.each([
    { title: "XML only: the .gst and .cat", files: { "repo/Game.gst": "<gameSystem/>", "repo/Army.cat": "<catalogue/>", "repo/README.md": "#" }, expected: ["Army.cat", "Game.gst"] },
    { title: "XML and New Recruit's JSON of the same data: the XML", files: { "repo/Game.gst": "<gameSystem/>", "repo/Game.json": "{}", "repo/Army.cat": "<catalogue/>", "repo/Army.json": "{}" }, expected: ["Army.cat", "Game.gst"] },
    { title: "JSON only (a repository New Recruit's editor writes): the JSON, not the tooling's", files: { "repo/Game.json": "{}", "repo/Army.json": "{}", "repo/package.json": "{}", "repo/tsconfig.json": "{}" }, expected: ["Army.json", "Game.json"] },
  ])("$title", ({ files, expected }) => {
    expect(names(collectDataFiles([archive(files)]))).toEqual(expected);
  });

  it("passes single files on as they are", () => {
    const file = { fileName: "Army.json", content: bytes("{}") };
    expect(collectDataFiles([file])).toEqual([file]);
  });

  it("refuses a broken archive", () => {
    const broken = { fileName: "repo.zip", content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) };
    expect(() => collectDataFiles([broken])).toThrow(DataSetError);
  });
});

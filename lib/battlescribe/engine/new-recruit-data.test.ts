import { describe, expect, it } from "vitest";
import type { SelectionEntry } from "../data-types";
import { readDataSet } from "../xml/read-data-files";
import { corpusDir, readCorpusFiles } from "../../../tests/support/bs-corpus";
import { buildDataIndex } from "./data-index";
import { isWrittenForNewRecruit } from "./new-recruit-data";

const withEntry = (entry: SelectionEntry) => buildDataIndex({ gameSystem: { id: "gs", name: "G" }, catalogues: [{ id: "c", name: "C", sharedSelectionEntries: [entry] }] });
const plain: SelectionEntry = { id: "e", name: "E", type: "unit", modifiers: [{ type: "set", field: "hidden", value: "true" }] };

describe("telling data written for New Recruit from BattleScribe's", () => {
  it.each([
    { title: "plain BattleScribe modifiers", entry: plain, expected: false },
    { title: "a modifier with affects", entry: { ...plain, modifiers: [{ type: "increment", field: "ct", value: "1", affects: "profiles.Unit" }] }, expected: true },
    { title: "a sortIndex", entry: { ...plain, sortIndex: 2 }, expected: true },
    { title: "a data error message", entry: { ...plain, modifiers: [{ type: "add", field: "error", value: "No" }] }, expected: true },
    { title: "an automatic constraint", entry: { ...plain, constraints: [{ id: "c1", type: "max" as const, value: 1, automatic: true }] }, expected: true },
  ])("$title: $expected", ({ entry, expected }) => {
    expect(isWrittenForNewRecruit(withEntry(entry))).toBe(expected);
  });

  it.skipIf(!corpusDir())("the corpus: 40k 10th edition and The Old World are, 40k 9th edition and Age of Sigmar are not", () => {
    const written = (folder: string) => isWrittenForNewRecruit(buildDataIndex(readDataSet(readCorpusFiles(folder), { strictLinks: false })));
    expect(written("bsdata/wh40k-10e")).toBe(true);
    expect(written("bsdata/old-world")).toBe(true);
    expect(written("bsdata/wh40k-9e")).toBe(false);
    expect(written("bsdata/aos3")).toBe(false);
  });
});

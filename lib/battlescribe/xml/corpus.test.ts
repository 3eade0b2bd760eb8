/**
 * Every real data file of the third-party corpus (../shared/corpus, outside the repository)
 * reads without error, and nothing is lost on the way: the entries, links and profiles in the
 * result are as many as the start tags in the raw XML.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCorpus } from "../../../tests/support/corpus-path";
import { readDataFile } from "./read-data-file";

const corpus = findCorpus();

function dataFiles(folder: string): string[] {
  const found: string[] = [];
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return found;
  }
  for (const name of names) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) found.push(...dataFiles(full));
    else if (/\.(gst|cat)$/.test(name)) found.push(full);
  }
  return found.sort();
}

const files = corpus ? [...dataFiles(path.join(corpus, "bsdata")), ...dataFiles(path.join(corpus, "rosters/squigs-data"))] : [];

/** Which array properties of the model hold which element. */
const holders: Record<string, string> = {
  selectionEntries: "selectionEntry",
  sharedSelectionEntries: "selectionEntry",
  entryLinks: "entryLink",
  profiles: "profile",
  sharedProfiles: "profile",
  infoLinks: "infoLink",
  categoryLinks: "categoryLink",
};
const counted = ["selectionEntry", "entryLink", "profile", "infoLink", "categoryLink"];

function countInModel(value: unknown, counts: Map<string, number>): void {
  if (Array.isArray(value)) {
    for (const item of value) countInModel(item, counts);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    const element = holders[key];
    if (element && Array.isArray(child)) counts.set(element, (counts.get(element) ?? 0) + child.length);
    countInModel(child, counts);
  }
}

/** Start tags `<name ` / `<name>` / `<name/>` (and a line break after the name) in the raw text. */
function countStartTags(xml: string, name: string): number {
  const open = `<${name}`;
  let count = 0;
  for (let at = xml.indexOf(open); at !== -1; at = xml.indexOf(open, at + open.length)) {
    const next = xml[at + open.length];
    if (next === " " || next === ">" || next === "/" || next === "\n" || next === "\r" || next === "\t") count++;
  }
  return count;
}

describe.skipIf(!corpus)(`BattleScribe corpus${corpus ? "" : " (skipped: no ../shared/corpus next to the repository; set MUSTER_CORPUS)"}`, () => {
  it("has files to read", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [path.relative(corpus ?? "", file), file]))("%s", (_name, file) => {
    const bytes = readFileSync(file as string);
    const result = readDataFile(path.basename(file as string), bytes);
    expect(result.kind).toBe((file as string).endsWith(".gst") ? "gameSystem" : "catalogue");
    const inModel = new Map<string, number>();
    countInModel(result.data, inModel);
    const xml = bytes.toString("utf8");
    for (const element of counted) {
      expect({ element, count: inModel.get(element) ?? 0 }).toEqual({ element, count: countStartTags(xml, element) });
    }
    expect(result.warnings.filter((w) => w.code === "unknown-element")).toEqual([]);
  });
});

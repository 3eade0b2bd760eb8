/**
 * New Recruit's JSON form of game data reads into the same model as the XML: a hand-written
 * catalogue in the shape the Horus Heresy 3rd edition repository writes, the 40k 10th edition
 * corpus files turned into that form, and bad JSON refused with the path of the problem.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCorpus } from "../../../tests/support/corpus-path";
import { DataFileError } from "./data-file-error";
import { readDataFile } from "./read-data-file";

const catalogueJson = {
  catalogue: {
    name: "Knights",
    id: "cat-knights",
    battleScribeVersion: 2.03,
    gameSystemId: "gs",
    gameSystemRevision: 48,
    library: false,
    revision: 2,
    type: "catalogue",
    xmlns: "http://www.battlescribe.net/schema/catalogueSchema",
    sharedSelectionEntries: [
      {
        name: "Garro",
        id: "se-garro",
        page: 142,
        type: "unit",
        sortIndex: 3,
        costs: [{ name: "Point(s)", typeId: "pts", value: 160 }],
        profiles: [
          { name: "Garro", id: "p-garro", hidden: false, typeId: "pt-unit", typeName: "Unit", characteristics: [{ name: "M", typeId: "ct-m", $text: 7 }, { name: "Note", typeId: "ct-n" }] },
        ],
        // One modifier written without its list, a boolean value where XML writes "true".
        modifiers: { field: "hidden", type: "set", value: true, conditions: [{ childId: "se-x", field: "selections", scope: "roster", shared: true, type: "atLeast", value: 1 }] },
        rules: [{ name: "Stubborn", id: "r-stubborn", description: "Never flees.", alias: "Steadfast" }],
      },
    ],
  },
};

function read(json: unknown, name = "Knights.json") {
  return readDataFile(name, new TextEncoder().encode(JSON.stringify(json)));
}

function failure(json: unknown | string): DataFileError {
  try {
    if (typeof json === "string") readDataFile("Bad.json", json);
    else read(json, "Bad.json");
  } catch (error) {
    if (error instanceof DataFileError) return error;
    throw error;
  }
  throw new Error("expected a DataFileError");
}

describe("New Recruit's JSON game data", () => {
  it("reads attributes, containers, $text and single items into the XML reader's model", () => {
    const result = read(catalogueJson);
    expect(result.kind).toBe("catalogue");
    expect(result.warnings).toEqual([]);
    expect(result.data).toMatchObject({ id: "cat-knights", revision: 2, battleScribeVersion: "2.03", library: false, gameSystemRevision: 48 });
    const garro = result.data.sharedSelectionEntries![0]!;
    expect(garro).toMatchObject({ id: "se-garro", page: "142", sortIndex: 3, costs: [{ name: "Point(s)", typeId: "pts", value: 160 }] });
    expect(garro.profiles![0]!.characteristics).toEqual([
      { name: "M", typeId: "ct-m", value: "7" },
      { name: "Note", typeId: "ct-n", value: "" },
    ]);
    expect(garro.modifiers).toEqual([{ field: "hidden", type: "set", value: "true", conditions: [{ childId: "se-x", field: "selections", scope: "roster", shared: true, type: "atLeast", value: 1 }] }]);
    expect(garro.rules).toEqual([{ name: "Stubborn", id: "r-stubborn", description: "Never flees.", alias: ["Steadfast"] }]);
  });

  it("reports what neither format defines as warnings naming file and path", () => {
    const json = structuredClone(catalogueJson) as typeof catalogueJson & { catalogue: Record<string, unknown> };
    (json.catalogue.sharedSelectionEntries[0] as Record<string, unknown>).glow = "bright";
    (json.catalogue.sharedSelectionEntries[0] as Record<string, unknown>).sparkles = [{ id: "s" }];
    const result = read(json);
    expect(result.warnings.map((w) => [w.code, w.file, w.path, w.message])).toEqual([
      ["unknown-attribute", "Knights.json", "catalogue/sharedSelectionEntries/selectionEntry[@id=se-garro]", "The attribute glow on <selectionEntry> is not understood and was ignored (1×)."],
      ["unknown-element", "Knights.json", "catalogue/sharedSelectionEntries/selectionEntry[@id=se-garro]/sparkles", "<sparkles> is not part of the BattleScribe data format and was ignored (1×)."],
    ]);
  });

  it.each([
    { title: "not JSON", input: '{"catalogue": {', code: "malformed-json", message: /Bad\.json is not well-formed JSON/ },
    { title: "neither gameSystem nor catalogue", input: { roster: {} }, code: "bad-root", message: /its root element is <roster>/ },
    { title: "a list where one object belongs", input: { catalogue: { id: "c", name: "C", sharedSelectionEntries: ["Garro"] } }, code: "bad-json-shape", message: /catalogue\/sharedSelectionEntries\[0\] should be an object, not text/ },
    { title: "an entry without an id", input: { catalogue: { id: "c", name: "C", sharedSelectionEntries: [{ name: "Garro" }] } }, code: "missing-id", message: /<selectionEntry> at catalogue\/sharedSelectionEntries\/selectionEntry has no id\.$/ },
    { title: "a number that is not one", input: { catalogue: { id: "c", name: "C", revision: "two" } }, code: "bad-number", message: /revision="two" at catalogue is not a number\.$/ },
  ])("refuses $title", ({ input, code, message }) => {
    const error = failure(input);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(/\{|undefined|line 0/);
  });
});

/** The model in New Recruit's JSON form: the same tree, a characteristic's value under "$text". */
function toNewRecruitJson(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => toNewRecruitJson(item, key));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (key === "characteristics" && k === "value") out.$text = v;
    else out[k] = toNewRecruitJson(v, k);
  }
  return out;
}

const corpus = findCorpus();
describe.skipIf(!corpus)("the 40k 10th edition corpus in New Recruit's JSON form", () => {
  it.each(["Warhammer 40,000.gst", "Imperium - Space Marines.cat"])("%s reads to the same model as its XML", (file) => {
    const xml = readDataFile(file, readFileSync(path.join(corpus as string, "bsdata/wh40k-10e", file)));
    const json = readDataFile(file.replace(/\.(gst|cat)$/, ".json"), JSON.stringify({ [xml.kind]: toNewRecruitJson(xml.data) }));
    expect(json.kind).toBe(xml.kind);
    expect(json.data).toEqual(xml.data);
    expect(json.warnings.map((w) => w.code)).toEqual(xml.warnings.map((w) => w.code));
  });
});

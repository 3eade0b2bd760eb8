import { describe, expect, it } from "vitest";
import type { DataSet } from "../battlescribe/data-types";
import { loadGameData } from "../gamedata/load-dir";
import { describeRosterChange } from "../exchange/roster-diff";
import { en } from "../i18n/english";
import { exampleRoster } from "../../tests/support/example-roster";
import { battlescribeFormat, exportRosterDocumentJson, isRosterFormatId, musterFormat, rosterFormats } from "./index";
import { newBsDocument, renameRosterXml } from "./battlescribe";

const data: DataSet = {
  gameSystem: { id: "gs", name: "Skirmish", costTypes: [{ id: "pts", name: "pts" }], forceEntries: [{ id: "fe", name: "Warband" }] },
  catalogues: [
    {
      id: "cat",
      name: "Company",
      selectionEntries: [
        {
          id: "se-squad",
          name: "Squad",
          type: "unit",
          costs: [{ name: "pts", typeId: "pts", value: 10 }],
          constraints: [{ id: "max-squad", type: "max", value: 2, field: "selections", scope: "roster", shared: true }],
          selectionEntries: [{ id: "se-trooper", name: "Trooper", type: "model", costs: [{ name: "pts", typeId: "pts", value: 5 }] }],
        },
      ],
    },
  ],
};

const trooper = (id: string, number: number) => `<selection id="${id}" name="Trooper" entryId="se-squad::se-trooper" number="${number}" type="model"/>`;
const squad = (id: string, troopers: number) => `<selection id="${id}" name="Squad" entryId="se-squad" number="1" type="unit"><selections>${trooper(`${id}-t`, troopers)}</selections></selection>`;
const ros = (name: string, selections: string[], catalogueId = "cat") =>
  `<?xml version="1.0" encoding="UTF-8"?><roster id="r" name="${name}" battleScribeVersion="2.03" gameSystemId="gs" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces><force id="f" name="Warband" entryId="fe" catalogueId="${catalogueId}"><selections>${selections.join("")}</selections></force></forces></roster>`;
const unknown = `<selection id="x" name="Lost Hero" entryId="se-gone" number="1" type="unit"/>`;

describe("battlescribe format: evaluate", () => {
  it.each([
    { case: "empty roster", xml: ros("Empty", []), valid: true, totals: {}, models: 0, missing: [] as string[] },
    { case: "one squad of three", xml: ros("One", [squad("a", 3)]), valid: true, totals: { pts: 25 }, models: 3, missing: [] },
    { case: "two squads", xml: ros("Two", [squad("a", 1), squad("b", 2)]), valid: true, totals: { pts: 35 }, models: 3, missing: [] },
    { case: "three squads break the roster limit of two", xml: ros("Three", [squad("a", 1), squad("b", 1), squad("c", 1)]), valid: false, totals: { pts: 45 }, models: 3, missing: [] },
    { case: "an entry the data no longer offers", xml: ros("Lost", [squad("a", 1), unknown]), valid: false, totals: { pts: 15 }, models: 1, missing: ["Warband / Lost Hero"] },
  ])("$case", ({ xml, valid, totals, models, missing }) => {
    const verdict = battlescribeFormat.evaluate({ xml }, data);
    expect(verdict).toMatchObject({ valid, models, missing, identity: { gameSystemId: "gs", catalogueId: "cat" } });
    expect(Object.fromEntries(Object.entries(verdict.totals).filter(([, v]) => v !== 0))).toEqual(totals);
    expect(verdict.issues.some((i) => i.severity === "error")).toBe(!valid && missing.length === 0);
  });

  it("a new empty roster reads back with its name, no force and the data's default cost limits", () => {
    const limited: DataSet = { ...data, gameSystem: { ...data.gameSystem, costTypes: [{ id: "pts", name: "pts", defaultCostLimit: 100 }] } };
    const document = newBsDocument(limited, `Orks & "Grots" <1>`);
    expect(document.xml).toMatch(/<costLimit [^>]*typeId="pts"[^>]*value="100(\.0)?"/);
    expect(battlescribeFormat.evaluate(document, limited)).toMatchObject({ valid: true, models: 0, missing: [], identity: { name: `Orks & "Grots" <1>`, gameSystemId: "gs", catalogueId: "" } });
  });

  it("names the game and the first force's catalogue without evaluating", () => {
    expect(battlescribeFormat.identify({ xml: ros("Named", [], "cat-2") })).toEqual({ name: "Named", gameSystemId: "gs", catalogueId: "cat-2" });
    expect(battlescribeFormat.identify({ xml: `<roster name="Bare" gameSystemId="gs"/>` })).toEqual({ name: "Bare", gameSystemId: "gs", catalogueId: "" });
  });

  it("checks the document's shape at the edge", () => {
    expect(battlescribeFormat.documentSchema.safeParse({ xml: ros("A", []) }).success).toBe(true);
    expect(battlescribeFormat.documentSchema.safeParse({ xml: "" }).success).toBe(false);
    expect(battlescribeFormat.documentSchema.safeParse({ xml: "a\u0000b" }).success).toBe(false);
    expect(battlescribeFormat.documentSchema.safeParse({ xml: "<roster/>", extra: 1 }).success).toBe(false);
  });
});

describe("battlescribe format: rename keeps every other byte", () => {
  it.each([
    { case: "double quotes", xml: `<roster id="r" name="Old" gameSystemId="gs">${unknown}</roster>`, name: "New", expected: `<roster id="r" name="New" gameSystemId="gs">${unknown}</roster>` },
    { case: "single quotes", xml: `<roster name='Old' id="r"></roster>`, name: "New", expected: `<roster name="New" id="r"></roster>` },
    { case: "no name yet", xml: `<?xml version="1.0"?><roster id="r"/>`, name: "New", expected: `<?xml version="1.0"?><roster name="New" id="r"/>` },
    { case: "characters XML must escape", xml: `<roster name="Old">`, name: `Ork "Boyz" & <Grots>`, expected: `<roster name="Ork &quot;Boyz&quot; &amp; &lt;Grots&gt;">` },
    { case: "a selection's name stays", xml: `<roster name="Old"><forces><force name="Old"/></forces></roster>`, name: "New", expected: `<roster name="New"><forces><force name="Old"/></forces></roster>` },
    { case: "no roster element", xml: `<catalogue name="Old"/>`, name: "New", expected: `<catalogue name="Old"/>` },
  ])("$case", ({ xml, name, expected }) => {
    expect(renameRosterXml(xml, name)).toBe(expected);
  });

  it("the renamed roster reads back with the new name and its unknown entry kept", () => {
    const renamed = battlescribeFormat.rename({ xml: ros("Old", [squad("a", 1), unknown]) }, "Iron & Blood");
    expect(battlescribeFormat.evaluate(renamed, data)).toMatchObject({ identity: { name: "Iron & Blood" }, missing: ["Warband / Lost Hero"] });
  });
});

describe("battlescribe format: diff for history", () => {
  it.each([
    { case: "nothing changed", before: ros("A", [squad("a", 1)]), after: ros("A", [squad("a", 1)]), words: [] as string[] },
    { case: "renamed", before: ros("A", []), after: ros("B", []), kinds: ["renamed"] },
    { case: "a unit added", before: ros("A", [squad("a", 1)]), after: ros("A", [squad("a", 1), squad("b", 2)]), kinds: ["unit-added", "cost"] },
    { case: "a unit removed", before: ros("A", [squad("a", 1), squad("b", 2)]), after: ros("A", [squad("a", 1)]), kinds: ["unit-removed", "cost"] },
    { case: "more models", before: ros("A", [squad("a", 1)]), after: ros("A", [squad("a", 3)]), kinds: ["unit-models", "cost"] },
    { case: "over the limit", before: ros("A", [squad("a", 1), squad("b", 1)]), after: ros("A", [squad("a", 1), squad("b", 1), squad("c", 1)]), kinds: ["unit-added", "cost", "validity"] },
  ])("$case", ({ before, after, kinds }) => {
    const changes = battlescribeFormat.diff({ xml: before }, { xml: after }, data);
    expect(changes.map((c) => c.kind)).toEqual(kinds ?? []);
    for (const change of changes) expect(describeRosterChange(en, change)).not.toMatch(/undefined|\{/);
  });
});

describe("muster format", async () => {
  const shipped = await loadGameData();
  const { roster, system, catalogue } = exampleRoster(shipped, "wh40k-2000-battalion-patrol.json");

  it("evaluates a shipped example as the engine does, with its identity", () => {
    const verdict = musterFormat.evaluate(roster, { system, catalogue });
    expect(verdict.totals.pts).toBeGreaterThan(0);
    expect(verdict.models).toBeGreaterThan(0);
    expect(verdict).toMatchObject({ missing: [], identity: { name: roster.name, gameSystemId: roster.gameSystemId, catalogueId: roster.catalogueId } });
  });

  it("renames, diffs a rename and exports text with the name", () => {
    const renamed = musterFormat.rename(roster, "Renamed");
    expect(musterFormat.diff(roster, renamed, { system, catalogue })).toEqual([{ kind: "renamed", from: roster.name, to: "Renamed" }]);
    expect(musterFormat.exportText(renamed, { system, catalogue }, en)).toContain("Renamed");
  });
});

describe("format registry and JSON export", () => {
  it.each([
    { id: "muster", known: true },
    { id: "battlescribe", known: true },
    { id: "armyforge", known: false },
    { id: "", known: false },
  ])("$id is a format: $known", ({ id, known }) => {
    expect(isRosterFormatId(id)).toBe(known);
    if (known) expect(rosterFormats[id as keyof typeof rosterFormats].id).toBe(id);
  });

  it("writes the document with its format", () => {
    expect(JSON.parse(exportRosterDocumentJson("battlescribe", { xml: "<roster/>" }))).toEqual({ format: "battlescribe", document: { xml: "<roster/>" } });
  });

  it("exports a BattleScribe roster as text with its units", () => {
    expect(battlescribeFormat.exportText({ xml: ros("Text Army", [squad("a", 3)]) }, data, en)).toMatch(/Text Army[\s\S]*Squad/);
  });
});

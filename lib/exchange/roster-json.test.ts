import { describe, expect, it } from "vitest";
import { loadGameData } from "../gamedata/load-dir";
import { exportRosterJson, importRosterJson, type GameDataLookup } from "./roster-json";

const data = await loadGameData();
const lookup: GameDataLookup = {
  system: (id) => data.systems.find((s) => s.id === id),
  catalogue: (id) => data.catalogues.find((c) => c.id === id),
};
const example = (file: string) => data.examples.find((e) => e.file === file)!.roster;

describe("JSON export and import", () => {
  it.each(data.examples.map((e) => [e.file, e.roster] as const))("%s round-trips: export, import, export is identical", (_file, roster) => {
    const first = exportRosterJson(roster, lookup.system(roster.gameSystemId)!, lookup.catalogue(roster.catalogueId)!);
    const imported = importRosterJson(first, lookup);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.notices).toEqual([]);
    expect(exportRosterJson(imported.roster, imported.system, imported.catalogue)).toBe(first);
  });

  it("migrates a version-1 file forward", () => {
    const v1 = { ...example("aof-regiments-750.json"), schemaVersion: 1 };
    const result = importRosterJson(JSON.stringify(v1), lookup);
    expect(result.ok && result.roster.schemaVersion).toBe(2);
    expect(result.ok && result.notices).toEqual([{ code: "import.migrated", params: { from: 1, to: 2 } }]);
  });

  it("reports entries the catalogue does not know, and still imports", () => {
    const roster = structuredClone(example("aof-regiments-750.json"));
    roster.forces[0]!.selections.push({ id: "x1", entryId: "he-steam-tank", number: 1 });
    const result = importRosterJson(JSON.stringify(roster), lookup);
    expect(result.ok && result.notices).toEqual([{ code: "import.unknown-entries", params: { entryIds: ["he-steam-tank"] } }]);
  });

  it("notices a roster built against other data revisions", () => {
    const roster = { ...example("t9a-4500.json"), dataRevisions: { gameSystem: 0, catalogue: 0 } };
    const result = importRosterJson(JSON.stringify(roster), lookup);
    expect(result.ok && result.notices.map((n) => n.code)).toEqual(["import.data-revision-differs"]);
  });

  it.each([
    ["corrupt JSON", "{ \"name\": ", "INVALID_INPUT", "(root)"],
    ["not an object", "[1, 2]", "INVALID_INPUT", "(root)"],
    ["no schema version", JSON.stringify({ name: "x" }), "INVALID_INPUT", "schemaVersion"],
    ["a newer version", JSON.stringify({ ...example("t9a-4500.json"), schemaVersion: 99 }), "INVALID_INPUT", "schemaVersion"],
    ["a bad field", JSON.stringify({ ...example("t9a-4500.json"), forces: [{ id: "f", forceEntryId: "army", selections: [{ id: "a", entryId: "b", number: -1 }] }] }), "INVALID_INPUT", "forces[0].selections[0].number"],
    ["an unknown game", JSON.stringify({ ...example("t9a-4500.json"), gameSystemId: "chess" }), "UNKNOWN_GAME_DATA", "gameSystemId"],
    ["an unknown faction", JSON.stringify({ ...example("t9a-4500.json"), catalogueId: "elves" }), "UNKNOWN_GAME_DATA", "catalogueId"],
  ])("refuses %s with a clear message and the path", (_label, text, code, path) => {
    const result = importRosterJson(text, lookup);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe(code);
    expect(result.message.length).toBeGreaterThan(10);
    expect(result.problems.map((p) => p.path)).toContain(path);
  });

  it("refuses a file over 5 MB", () => {
    const big = JSON.stringify({ ...example("t9a-4500.json"), notes: "x".repeat(5 * 1024 * 1024) });
    const result = importRosterJson(big, lookup);
    expect(!result.ok && result.code).toBe("TOO_LARGE");
  });
});

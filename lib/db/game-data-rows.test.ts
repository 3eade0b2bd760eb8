import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadGameData } from "../gamedata/load-dir";
import { buildGameDataRows, unitEntryId } from "./game-data-rows";

const VALID = path.resolve("tests", "fixtures", "game-data", "valid");

describe("buildGameDataRows", () => {
  it("makes one row per system and catalogue, and one per listed unit with a catalogue-scoped id", async () => {
    const rows = buildGameDataRows(await loadGameData(VALID));
    expect(rows.gameSystems.map((s) => s.id).sort()).toEqual(["fx-battle", "fx-skirmish"]);
    expect(rows.catalogues.map((c) => c.id).sort()).toEqual(["fx-ash-raiders", "fx-deep-dwarves", "fx-iron-wardens"]);
    expect(rows.unitEntries.map((u) => u.id)).toContain(unitEntryId("fx-iron-wardens", "fx-mercenary-scout"));
    expect(new Set(rows.unitEntries.map((u) => u.id)).size).toBe(rows.unitEntries.length);
  });

  it("lists an entry that is both defined and linked once", async () => {
    const data = await loadGameData(VALID);
    const wardens = data.catalogues.find((c) => c.id === "fx-iron-wardens")!;
    const captain = wardens.selectionEntries[0]!;
    const doubled = { ...data, catalogues: [{ ...wardens, selectionEntries: [captain, captain] }] };
    const ids = buildGameDataRows(doubled).unitEntries.map((u) => u.id);
    expect(ids.filter((id) => id === "fx-iron-wardens:fx-warden-captain")).toHaveLength(1);
  });

  it("stores each file as plain JSON", async () => {
    const rows = buildGameDataRows(await loadGameData(VALID));
    const system = rows.gameSystems.find((s) => s.id === "fx-skirmish")!;
    expect(JSON.parse(JSON.stringify(system.data))).toEqual(system.data);
    expect(system.data.kind).toBe("gameSystem");
  });
});

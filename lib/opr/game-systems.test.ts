import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderText } from "../errors/muster-error";
import { findOprGameSystem, matchBookGameSystem, oprGameSystemTableSchema } from "./game-systems";
import { resolveListGame } from "./list-game";

const shipped = oprGameSystemTableSchema.parse(JSON.parse(readFileSync(path.resolve(__dirname, "../../data/opr/game-systems.json"), "utf8")));
const supported = "Grimdark Future, Grimdark Future: Firefight, Age of Fantasy, Age of Fantasy: Skirmish, Age of Fantasy: Regiments";

describe("findOprGameSystem", () => {
  it.each([
    ["gf", "grimdark-future"],
    ["GFF", "gf-firefight"],
    ["aof", "age-of-fantasy"],
    ["AoFS", "aof-skirmish"],
    ["aofr", "aof-regiments"],
    ["AoFR", "aof-regiments"],
    ["gfwf", undefined],
    ["", undefined],
  ])("maps %j to %j with the shipped table", (id, expected) => {
    expect(findOprGameSystem(shipped, id)?.musterSystemId).toBe(expected);
  });

  it("uses the table it is given, not a built-in list", () => {
    const table = oprGameSystemTableSchema.parse({ gameSystems: [{ armyForgeId: "gf", name: "Grimdark Future", musterSystemId: "grimdark", shareTag: "GF" }] });
    expect(findOprGameSystem(table, "GF")?.musterSystemId).toBe("grimdark");
    expect(findOprGameSystem(table, "aofr")).toBeUndefined();
  });

  it("rejects a table entry without a Muster system id, and two games claiming one key or one catalogue prefix", () => {
    expect(oprGameSystemTableSchema.safeParse({ gameSystems: [{ armyForgeId: "aofr", name: "Regiments", shareTag: "AoFR" }] }).success).toBe(false);
    const row = (armyForgeId: string, name: string, prefix: string) => ({ armyForgeId, name, musterSystemId: armyForgeId, shareTag: armyForgeId, catalogueIdPrefix: prefix });
    expect(oprGameSystemTableSchema.safeParse({ gameSystems: [row("gf", "A", "af-a-"), row("gf", "B", "af-b-")] }).success).toBe(false);
    expect(oprGameSystemTableSchema.safeParse({ gameSystems: [row("gf", "A", "af-"), row("gff", "B", "af-")] }).success).toBe(false);
  });
});

describe("matchBookGameSystem", () => {
  it.each([
    [{ gameSystemId: 6, gameSystemKey: "AOFR", gameSystemSlug: "age-of-fantasy-regiments" }, "aof-regiments"],
    [{ gameSystemSlug: "age-of-fantasy-regiments" }, "aof-regiments"],
    [{ gameSystemId: 2, gameSystemKey: "GF", gameSystemSlug: "grimdark-future" }, "grimdark-future"],
    [{ gameSystemId: 3 }, "gf-firefight"],
    [{ gameSystemId: "5", gameSystemKey: "AOFS" }, "aof-skirmish"],
    [{ gameSystemId: 4, gameSystemKey: "AOF", gameSystemSlug: "age-of-fantasy" }, "age-of-fantasy"],
  ])("finds the game of a book with %j", (keys, expected) => {
    const match = matchBookGameSystem(shipped, keys);
    expect(match.ok && match.system.musterSystemId).toBe(expected);
  });

  it("names a game Muster knows but does not read, and refuses a book whose keys disagree", () => {
    expect(matchBookGameSystem(shipped, { gameSystemId: 7 })).toEqual({ ok: false, reason: "unknown", other: { armyForgeId: "aofq", gameSystemId: 7, name: "Age of Fantasy: Quest" } });
    expect(matchBookGameSystem(shipped, { gameSystemKey: "nope" })).toEqual({ ok: false, reason: "unknown" });
    expect(matchBookGameSystem(shipped, { gameSystemId: 2, gameSystemKey: "GFF" })).toEqual({ ok: false, reason: "conflict", names: ["Grimdark Future: Firefight", "Grimdark Future"] });
    expect(matchBookGameSystem(shipped, { gameSystemId: 7, gameSystemKey: "AOFR" })).toMatchObject({ ok: false, reason: "conflict" });
  });
});

describe("resolveListGame", () => {
  it("names the game and the games Muster reads, never only an id", () => {
    const warfleets = resolveListGame(shipped, "gfwf");
    expect(!warfleets.ok && renderText(warfleets.text)).toBe(`This is a Grimdark Future: Warfleets list, which Muster does not read. Muster reads Army Forge lists of: ${supported}.`);
    const unknown = resolveListGame(shipped, "zzz");
    expect(!unknown.ok && renderText(unknown.text)).toBe(`This Army Forge list is for a game Muster does not know (the file says "zzz"). Muster reads lists of: ${supported}.`);
    expect(resolveListGame(shipped, "AOFS")).toMatchObject({ ok: true, system: { name: "Age of Fantasy: Skirmish" } });
  });
});

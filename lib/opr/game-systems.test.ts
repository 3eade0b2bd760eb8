import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findOprGameSystem, findOprGameSystemOfBook, oprGameSystemTableSchema } from "./game-systems";

const shipped = oprGameSystemTableSchema.parse(JSON.parse(readFileSync(path.resolve(__dirname, "../../data/opr/game-systems.json"), "utf8")));

describe("findOprGameSystem", () => {
  it.each([
    ["aofr", "aof-regiments"],
    ["AoFR", "aof-regiments"],
    ["gf", undefined],
    ["", undefined],
  ])("maps %j to %j with the shipped table", (id, expected) => {
    expect(findOprGameSystem(shipped, id)?.musterSystemId).toBe(expected);
  });

  it("uses the table it is given, not a built-in list", () => {
    const table = oprGameSystemTableSchema.parse({ gameSystems: [{ armyForgeId: "gf", musterSystemId: "grimdark", shareTag: "GF" }] });
    expect(findOprGameSystem(table, "GF")?.musterSystemId).toBe("grimdark");
    expect(findOprGameSystem(table, "aofr")).toBeUndefined();
  });

  it("rejects a table entry without a Muster system id", () => {
    expect(oprGameSystemTableSchema.safeParse({ gameSystems: [{ armyForgeId: "aofr", shareTag: "AoFR" }] }).success).toBe(false);
  });

  it.each([
    [["AOFR", "age-of-fantasy-regiments"], "aof-regiments"],
    [[undefined, "age-of-fantasy-regiments"], "aof-regiments"],
    [["GF", "grimdark-future"], undefined],
  ])("finds the system of a book with key/slug %j", (keys, expected) => {
    expect(findOprGameSystemOfBook(shipped, keys)?.musterSystemId).toBe(expected);
  });
});

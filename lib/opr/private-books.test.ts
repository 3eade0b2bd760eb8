/**
 * A book installed for one browser (Game data page) has its own catalogue id, never the shared
 * one's, and a list naming the book reads against it as against the shared one.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gameSystemSchema } from "../gamedata/catalogue-schema";
import { idSchema } from "../gamedata/catalogue-schema";
import { findOprGameSystem, oprGameSystemTableSchema } from "./game-systems";
import { parseArmyForgeList } from "./list-schema";
import { armyForgeListToRoster } from "./list-to-roster";
import { isPrivateCatalogueId, privateCatalogueId, sharedCatalogueId } from "./private-books";
import { convertBookFiles } from "./read-book-files";

const repo = path.resolve(__dirname, "../..");
const readText = (file: string) => readFileSync(file, "utf8");
const fixture = (name: string) => ({ fileName: name, text: readText(path.join(__dirname, "fixtures", name)) });
const table = oprGameSystemTableSchema.parse(JSON.parse(readText(path.join(repo, "data/opr/game-systems.json"))));
const KEY = "AbCdEfGhIjKlMnOpQrSt-_";

describe("private book ids", () => {
  it("add the owner's digest to the shared id, stay valid catalogue ids, and read back", () => {
    const id = privateCatalogueId("af-gf-starfall-test", KEY);
    expect(id).toBe(`af-gf-starfall-test:by-${KEY}`);
    expect(idSchema.safeParse(id).success).toBe(true);
    expect(isPrivateCatalogueId(id)).toBe(true);
    expect(isPrivateCatalogueId("af-gf-starfall-test")).toBe(false);
    expect(sharedCatalogueId(id)).toBe("af-gf-starfall-test");
    expect(sharedCatalogueId("af-gf-starfall-test")).toBe("af-gf-starfall-test");
  });

  it("differ per owner and from the shared id, also for books side by side", () => {
    const shared = "af-gf-starfall-test.with.outriders-test";
    const mine = privateCatalogueId(shared, KEY);
    const theirs = privateCatalogueId(shared, "zzzzzzzzzzzzzzzzzzzzzz");
    expect(new Set([shared, mine, theirs]).size).toBe(3);
    expect(sharedCatalogueId(mine)).toBe(shared);
  });

  it("stay within the id length for four long books side by side, still apart", () => {
    const long = (n: number) => `af-gf-${"x".repeat(20)}.with.${[1, 2, n].map((i) => `${"y".repeat(19)}${i}`).join(".")}`;
    const a = privateCatalogueId(long(3), KEY);
    const b = privateCatalogueId(long(4), KEY);
    expect(a.length).toBeLessThanOrEqual(120);
    expect(idSchema.safeParse(a).success).toBe(true);
    expect(a).not.toBe(b);
    expect(a.endsWith(`:by-${KEY}`)).toBe(true);
  });

  it("cut at the last mark, so a book uid that looks like one keeps its own id", () => {
    const odd = privateCatalogueId(`af-x:by-${KEY}`, "zzzzzzzzzzzzzzzzzzzzzz");
    expect(sharedCatalogueId(odd)).toBe(`af-x:by-${KEY}`);
  });
});

describe("a list read against a book installed for one browser", () => {
  it("matches every unit and prices it as against the shared book", () => {
    const converted = convertBookFiles([fixture("starfall-book.json"), fixture("common-rules-object.json")], table);
    if (!converted.ok) throw new Error(JSON.stringify(converted.problems));
    const shared = converted.books[0]!.catalogue;
    const own = { ...shared, id: privateCatalogueId(shared.id, KEY) };
    const parsed = parseArmyForgeList(JSON.parse(fixture("starfall-list.json").text));
    if (!parsed.ok) throw new Error("the fixture list does not parse");
    const opr = findOprGameSystem(table, "gf")!;
    const system = gameSystemSchema.parse(JSON.parse(readText(path.join(repo, "data/systems/grimdark-future/system.json"))));
    let n = 0;
    const onShared = armyForgeListToRoster(parsed.list, { system, catalogue: shared, opr }, () => `s${++n}`);
    n = 0;
    const onOwn = armyForgeListToRoster(parsed.list, { system, catalogue: own, opr }, () => `s${++n}`);
    expect(onOwn.unmatched).toEqual(onShared.unmatched);
    expect(onOwn.recomputedTotal).toBe(onShared.recomputedTotal);
    expect(onOwn.roster.catalogueId).toBe(own.id);
    expect(onOwn.roster.forces[0]!.selections.length).toBe(onShared.roster.forces[0]!.selections.length);
    expect(onOwn.roster.forces[0]!.selections.length).toBeGreaterThan(0);
  });
});

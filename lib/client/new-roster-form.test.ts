import { describe, expect, it } from "vitest";
import type { GameOption } from "@/lib/data-access/game-data";
import { buildRequest, chooseGame, chooseRuleset, CUSTOM_SIZE, defaultName, startForm } from "./new-roster-form";

const size = (id: string, pts: number) => ({ id, name: `${id} (${pts})`, limits: { pts } });
const games: GameOption[] = [
  {
    id: "aof",
    name: "AoF",
    shortName: "AoF",
    revision: 1,
    catalogues: [{ id: "empire", name: "Empire" }],
    rulesets: [
      { id: "standard", name: "Standard", customLimits: true, battleSizes: [size("skirmish", 750), size("regiments", 1500)], forceEntryIds: ["army"] },
      { id: "force-org", name: "Force Org", customLimits: true, battleSizes: [size("skirmish", 750), size("regiments", 1500)], forceEntryIds: ["army"] },
    ],
    costTypes: [{ id: "pts", name: "pts" }],
    forceEntries: [{ id: "army", name: "Army" }],
  },
  {
    id: "open",
    name: "Open",
    shortName: "O",
    revision: 1,
    catalogues: [{ id: "marines", name: "Marines" }],
    rulesets: [{ id: "open", name: "Open play", customLimits: true, battleSizes: [], forceEntryIds: ["army"] }],
    costTypes: [{ id: "PL", name: "Power" }],
    forceEntries: [{ id: "army", name: "Army" }],
  },
];

describe("new roster form", () => {
  it("starts on the first game, faction, ruleset and size, or on the game asked for", () => {
    expect(startForm(games)).toMatchObject({ gameSystemId: "aof", catalogueId: "empire", rulesetId: "standard", size: "skirmish" });
    expect(startForm(games, "open")).toMatchObject({ gameSystemId: "open", rulesetId: "open", size: CUSTOM_SIZE });
  });

  it("starts on the faction asked for (a Game data page army book), if the game has it", () => {
    const withBook = games.map((g) => (g.id === "aof" ? { ...g, catalogues: [...g.catalogues, { id: "af-book:by-key", name: "My book" }] } : g));
    expect(startForm(withBook, "aof", "af-book:by-key")).toMatchObject({ gameSystemId: "aof", catalogueId: "af-book:by-key" });
    expect(startForm(withBook, "aof", "no-such-faction").catalogueId).toBe("empire");
    expect(startForm(withBook, "open", "af-book:by-key").catalogueId).toBe("marines");
  });

  it("keeps the size when switching to a ruleset that has it (Force Org on at the same points)", () => {
    const form = { ...startForm(games), size: "regiments" };
    expect(chooseRuleset(form, games[0], "force-org").size).toBe("regiments");
    expect(chooseGame(form, games, "open")).toMatchObject({ gameSystemId: "open", size: CUSTOM_SIZE });
  });

  it("names the roster after the faction and size unless the player named it", () => {
    const form = { ...startForm(games), size: "regiments" };
    expect(defaultName(form, games[0], (f, s) => `${f} – ${s}`)).toBe("Empire – regiments (1500)");
  });

  it("sends a battle size, or the typed limits as numbers, through the server's own schema", async () => {
    const sized = await buildRequest({ ...startForm(games), size: "regiments" }, "List");
    expect(sized).toEqual({ ok: true, request: { name: "List", gameSystemId: "aof", catalogueId: "empire", rulesetId: "standard", battleSizeId: "regiments", limits: {} } });
    const custom = await buildRequest({ ...startForm(games, "open"), limits: { PL: "50" } }, "Strike team");
    expect(custom.ok && custom.request.limits).toEqual({ PL: 50 });
    const bad = await buildRequest({ ...startForm(games, "open"), limits: { PL: "-3" } }, " ");
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems.map((p) => p.path).sort()).toEqual(["limits.PL", "name"]);
  });
});

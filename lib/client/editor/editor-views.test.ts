import { beforeAll, describe, expect, it } from "vitest";
import { en } from "@/lib/i18n/english";
import { describeBlock } from "../use-translator";
import { addUnit, findSlot, patchSelection, removeSelection, toggleSpell } from "@/lib/roster/roster-ops";
import type { Roster } from "@/lib/gamedata/roster-schema";
import { describeDatasheet } from "./datasheet";
import { addUnitWithChoices, chooseForceKeyword, chooseInGroup, chooseKeyword, chooseKeywordForAll, forcePlaceholders, setChildCount } from "./editor-ops";
import { describeForceSlots } from "./force-slots";
import { countIssuesByUnit, listIssues } from "./issue-list";
import { offerSpells } from "./spell-offer";
import { filterUnitChoices, listRoles, listUnitChoices } from "./unit-catalogue";
import { emptyRoster, evaluateIn, idMaker, loadGame, unitOf, withUnit, type Game } from "./test-support";

describe("the spell picker (The 9th Age magic selection)", () => {
  let game: Game;
  beforeAll(async () => {
    game = await loadGame("t9a", "wdg");
  });

  function sorcerer(level: "t9a-wizard-apprentice" | "t9a-wizard-master") {
    const { roster, unit } = withUnit(game, emptyRoster(game, { rulesetId: "standard", battleSizeId: "recommended" }), "wdg-sorcerer");
    const leveled = chooseInGroup(game.index, roster, unit.id, "wdg-sorcerer-wizard-level", level, idMaker("l"));
    return { roster: patchSelection(leveled, unit.id, { path: "t9a-path-occultism" }), id: unit.id };
  }
  const offer = (roster: Roster, id: string) => offerSpells(game.index, game.system, game.catalogue, roster, findSlot(game.index, roster, id)!, unitOf(roster, id))!;
  const wizardErrors = (roster: Roster) => evaluateIn(game, roster).issues.filter((i) => i.code.startsWith("wizard.") && i.severity === "error");

  it("offers an Apprentice only spell 1 of its Path and the Hereditary spell", () => {
    const { roster, id } = sorcerer("t9a-wizard-apprentice");
    const o = offer(roster, id);
    expect([o.level, o.max, o.maxSpellNumber]).toEqual(["apprentice", 1, 1]);
    expect(o.spells.map((s) => [s.spell.number ?? 0, s.hereditary])).toEqual([
      [1, false],
      [0, true],
    ]);
    expect(o.spells.map((s) => s.spell.id)).toEqual(["t9a-spell-breath-of-corruption", game.catalogue.hereditarySpell!.id]);
    // What is offered is what the engine accepts.
    for (const s of o.spells) expect(wizardErrors(toggleSpell(roster, id, s.spell.id))).toEqual([]);
  });

  it("lets a Master choose four spells, then refuses a fifth with the reason", () => {
    const { roster, id } = sorcerer("t9a-wizard-master");
    let r = roster;
    const first = offer(r, id);
    expect(first.spells.filter((s) => !s.hereditary).map((s) => s.spell.number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const s of first.spells.slice(0, 4)) r = toggleSpell(r, id, s.spell.id);
    expect(wizardErrors(r)).toEqual([]);
    const full = offer(r, id);
    expect(full.known).toBe(4);
    const refused = full.spells.filter((s) => !s.chosen);
    expect(refused.length).toBeGreaterThan(0);
    for (const s of refused) {
      expect(s.blocked).toEqual({ code: "ui.spells.refused", params: { name: "Sorcerer", level: "Wizard Master", max: 4 } });
      // The refusal is the engine's rule: taking it anyway breaks it.
      expect(wizardErrors(toggleSpell(r, id, s.spell.id)).map((i) => i.code)).toEqual(["wizard.too-many-spells"]);
    }
    expect(describeBlock(en, refused[0]!.blocked!)).toBe("Sorcerer already knows 4 spells, as many as a Wizard Master may know; remove one first.");
  });

  it("keeps a spell that became illegal visible, so it can be removed", () => {
    const { roster, id } = sorcerer("t9a-wizard-master");
    const withFifth = toggleSpell(roster, id, "t9a-spell-marked-for-doom");
    const demoted = chooseInGroup(game.index, withFifth, id, "wdg-sorcerer-wizard-level", "t9a-wizard-apprentice", idMaker("d"));
    const o = offer(demoted, id);
    expect(o.spells.find((s) => s.spell.id === "t9a-spell-marked-for-doom")).toMatchObject({ chosen: true });
    expect(wizardErrors(demoted).map((i) => i.code)).toContain("wizard.spell-not-allowed");
  });

  it("is not shown for a unit that is not a wizard", () => {
    const { roster, unit } = withUnit(game, emptyRoster(game, { rulesetId: "standard" }), "wdg-chosen-lord");
    expect(offerSpells(game.index, game.system, game.catalogue, roster, findSlot(game.index, roster, unit.id)!, unit)).toBeUndefined();
  });
});

describe("a detachment's force organisation", () => {
  it("shows each role filled against its min and max, under exactly when the engine says too few", async () => {
    const game = await loadGame("wh40k-9e", "space-marines");
    let roster = emptyRoster(game, { rulesetId: "matched", battleSizeId: "strike-force", forceEntryId: "battalion" });
    const newId = idMaker("s");
    for (const entry of ["sm-captain", "sm-intercessor-squad", "sm-intercessor-squad", "sm-tactical-squad"]) roster = addUnit(game.index, roster, roster.forces[0]!.id, entry, newId).roster;
    const slots = describeForceSlots(game.index, roster.forces[0]!);
    expect(slots.find((s) => s.categoryId === "hq")).toMatchObject({ name: "HQ", filled: 1, min: 2, max: 3, state: "under" });
    expect(slots.find((s) => s.categoryId === "troops")).toMatchObject({ filled: 3, min: 3, max: 6, state: "ok" });
    const underByEngine = evaluateIn(game, roster).issues.filter((i) => i.code === "slot.too-few").map((i) => i.params.subjectId);
    expect(slots.filter((s) => s.state === "under").map((s) => s.categoryId)).toEqual(underByEngine);
  });
});

describe("the unit browser", () => {
  let game: Game;
  let roster: Roster;
  beforeAll(async () => {
    game = await loadGame("wh40k-9e", "space-marines");
    roster = emptyRoster(game, { rulesetId: "matched", battleSizeId: "strike-force" });
  });

  it("lists every unit with the cost it has when added", () => {
    const choices = listUnitChoices(game.index, game.system, game.catalogue, roster);
    expect(choices.length).toBe([...game.index.roots.slots.values()].filter((s) => !s.hidden && s.entry.type !== "upgrade").length);
    for (const id of ["sm-intercessor-squad", "sm-captain", "sm-redemptor-dreadnought"]) {
      const { roster: added, unit } = withUnit(game, roster, id);
      expect(choices.find((c) => c.entryId === id)?.costs).toEqual(evaluateIn(game, added).totals.selections[unit.id]?.costs);
    }
  });

  it("finds units by name or keyword and filters by role", () => {
    const choices = listUnitChoices(game.index, game.system, game.catalogue, roster);
    expect(filterUnitChoices(choices, { query: "captain", categoryId: "" }).map((c) => c.entryId)).toEqual(["sm-captain", "sm-primaris-captain", "sm-captain-in-gravis-armour"]);
    const fly = filterUnitChoices(choices, { query: "fly", categoryId: "" });
    expect(fly.length).toBeGreaterThan(0);
    expect(fly.every((c) => c.keywords.includes("FLY"))).toBe(true);
    // Wargear finds the units that can take it, after any unit named so.
    const plasma = filterUnitChoices(choices, { query: "plasma", categoryId: "" });
    expect(plasma.map((c) => c.name)).toEqual(expect.arrayContaining(["Hellblaster Squad"]));
    expect(plasma.every((c) => [c.name, ...c.contents].some((t) => t.toLowerCase().includes("plasma")))).toBe(true);
    expect(filterUnitChoices(choices, { query: "no such wargear", categoryId: "" })).toEqual([]);
    const troops = filterUnitChoices(choices, { query: "", categoryId: "troops" });
    expect(troops.every((c) => c.categoryId === "troops")).toBe(true);
    expect(listRoles(choices).map((r) => r.id)[0]).toBe("hq");
  });
});

describe("keyword choices", () => {
  it("fill a new unit's <CHAPTER> from the roster, and change for all units at once", async () => {
    const game = await loadGame("wh40k-9e", "space-marines");
    const { roster, unit } = withUnit(game, emptyRoster(game, { rulesetId: "matched" }), "sm-captain");
    const chosen = chooseKeyword(roster, unit.id, "<CHAPTER>", "ultramarines");
    expect(unitOf(chosen, unit.id).keywordChoices).toEqual({ "<CHAPTER>": "ULTRAMARINES" });
    const added = addUnitWithChoices(game.index, chosen, chosen.forces[0]!.id, "sm-intercessor-squad", idMaker("k"));
    expect(unitOf(added.roster, added.id!).keywordChoices).toEqual({ "<CHAPTER>": "ULTRAMARINES" });
    expect(evaluateIn(game, added.roster).issues.filter((i) => i.code === "force.keyword-unchosen")).toEqual([]);
    const renamed = chooseKeywordForAll(game.index, added.roster, "<CHAPTER>", "Imperial Fists");
    expect(renamed.forces[0]!.selections.map((s) => s.keywordChoices?.["<CHAPTER>"])).toEqual(["IMPERIAL FISTS", "IMPERIAL FISTS"]);
  });
});

describe("the detachment's <CHAPTER>", () => {
  it("is chosen once: units inherit it, new units take none of their own, a change moves them all", async () => {
    const game = await loadGame("wh40k-9e", "space-marines");
    const { roster, unit } = withUnit(game, emptyRoster(game, { rulesetId: "matched" }), "sm-captain");
    const forceId = roster.forces[0]!.id;
    expect(forcePlaceholders(game.index, roster, forceId)).toEqual(["<CHAPTER>"]);
    expect(evaluateIn(game, roster).issues.map((i) => i.code)).toContain("force.keyword-unchosen");
    const own = chooseKeyword(roster, unit.id, "<CHAPTER>", "salamanders");
    const chosen = chooseForceKeyword(own, forceId, "<CHAPTER>", "ultramarines");
    expect(chosen.forces[0]!.keywordChoices).toEqual({ "<CHAPTER>": "ULTRAMARINES" });
    expect(unitOf(chosen, unit.id).keywordChoices).toEqual({});
    const added = addUnitWithChoices(game.index, chosen, forceId, "sm-intercessor-squad", idMaker("k"));
    expect(unitOf(added.roster, added.id!).keywordChoices ?? {}).toEqual({});
    const codes = evaluateIn(game, added.roster).issues.map((i) => i.code);
    expect(codes.filter((c) => c.includes("keyword"))).toEqual([]);
  });

  it("flags a typo with the nearest Chapter, and accepts a name of the player's own when chosen as custom", async () => {
    const game = await loadGame("wh40k-9e", "space-marines");
    const { roster } = withUnit(game, emptyRoster(game, { rulesetId: "matched" }), "sm-captain");
    const forceId = roster.forces[0]!.id;
    const typo = evaluateIn(game, chooseForceKeyword(roster, forceId, "<CHAPTER>", "Ultramarnies")).issues.find((i) => i.code === "keyword.unknown-value");
    expect(typo?.params).toMatchObject({ value: "ULTRAMARNIES", suggestion: "ULTRAMARINES" });
    expect(en.issue(typo!.code, typo!.params)).toContain("did you mean ULTRAMARINES?");
    const custom = chooseForceKeyword(roster, forceId, "<CHAPTER>", "Sons of Thunder", true);
    expect(custom.forces[0]!.customKeywords).toEqual(["<CHAPTER>"]);
    expect(evaluateIn(game, custom).issues.filter((i) => i.code.includes("keyword"))).toEqual([]);
    // Choosing a known Chapter afterwards drops the custom mark.
    expect(chooseForceKeyword(custom, forceId, "<CHAPTER>", "Salamanders").forces[0]!.customKeywords).toEqual([]);
  });
});

describe("counts", () => {
  it("sets a model count, adding or removing the selection as needed", async () => {
    const game = await loadGame("wh40k-9e", "space-marines");
    const { roster, unit } = withUnit(game, emptyRoster(game, { rulesetId: "matched" }), "sm-intercessor-squad");
    const seven = setChildCount(game.index, roster, unit.id, "sm-intercessor", 7, idMaker("c"));
    expect(unitOf(seven, unit.id).selections?.find((s) => s.entryId === "sm-intercessor")?.number).toBe(7);
    expect(evaluateIn(game, seven).totals.selections[unit.id]?.models).toBe(8);
    const launcher = setChildCount(game.index, roster, unit.id, "sm-intercessor-squad-astartes-grenade-launcher", 1, idMaker("g"));
    expect(unitOf(launcher, unit.id).selections?.some((s) => s.entryId === "sm-intercessor-squad-astartes-grenade-launcher")).toBe(true);
    const none = setChildCount(game.index, launcher, unit.id, "sm-intercessor-squad-astartes-grenade-launcher", 0, idMaker("g"));
    expect(unitOf(none, unit.id).selections?.some((s) => s.entryId === "sm-intercessor-squad-astartes-grenade-launcher")).toBe(false);
  });
});

describe("the datasheet", () => {
  it("has the unit's profiles as tables with the game's column names, and the profiles of its chosen weapons", async () => {
    const game = await loadGame("wh40k-9e", "space-marines");
    const { roster, unit } = withUnit(game, emptyRoster(game, { rulesetId: "matched" }), "sm-captain");
    const chosen = chooseKeyword(roster, unit.id, "<CHAPTER>", "Ultramarines");
    const sheet = describeDatasheet(game.index, game.index.roots.slots.get("sm-captain")!, unitOf(chosen, unit.id), evaluateIn(game, chosen).totals.selections[unit.id]);
    const unitType = game.system.profileTypes.find((p) => p.id === "unit")!;
    expect(sheet.tables[0]).toMatchObject({ typeId: "unit", columns: unitType.characteristics });
    expect(sheet.tables[0]?.rows[0]?.name).toBe("Captain");
    const weapons = sheet.tables.find((t) => t.typeId === "weapon")!;
    expect(weapons.rows.map((r) => r.name)).toContain("Master-crafted boltgun");
    expect(weapons.rows.map((r) => r.name)).not.toContain("Power fist");
    expect(sheet.factionKeywords).toContain("ULTRAMARINES");
    expect(sheet.rules.map((r) => r.id)).toEqual(expect.arrayContaining(["sm-iron-halo"]));
    expect(sheet.costs).toEqual({ pts: 85, PL: 5 });
  });
});

describe("the issue list", () => {
  it("words every issue, errors first, pointing at the deepest selection of its path", async () => {
    const game = await loadGame("wh40k-9e", "space-marines");
    const added = withUnit(game, emptyRoster(game, { rulesetId: "matched", battleSizeId: "strike-force", forceEntryId: "battalion" }), "sm-captain");
    const unit = added.unit;
    const roster = chooseKeyword(added.roster, unit.id, "<CHAPTER>", "Ultramarnies");
    const issues = evaluateIn(game, roster).issues;
    const items = listIssues(issues, roster, en, (id) => (id === unit.id ? "Captain" : undefined));
    expect(items).toHaveLength(issues.length);
    const firstWarning = items.findIndex((i) => i.severity === "warning");
    expect(firstWarning === -1 || items.slice(firstWarning).every((i) => i.severity === "warning")).toBe(true);
    const keyword = items.find((i) => i.message.startsWith('Captain: "ULTRAMARNIES" is not a known <CHAPTER>'))!;
    expect(keyword).toMatchObject({ targetId: unit.id, unitId: unit.id, unitName: "Captain" });
    const slot = items.find((i) => i.message.startsWith("HQ: at least 2 needed in Battalion Detachment"))!;
    expect(slot.targetId).toBe(roster.forces[0]!.id);
    expect(countIssuesByUnit(issues).get(unit.id)?.errors).toBeGreaterThan(0);
    expect(countIssuesByUnit(evaluateIn(game, removeSelection(roster, unit.id)).issues).get(unit.id)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { getCatalogueIndex } from "../engine";
import type { CatalogueIndex, SlotTable } from "../engine";
import { loadGameData } from "../gamedata/load-dir";
import type { Roster, Selection } from "../gamedata/roster-schema";
import { hiddenCategoryIds } from "./roster-view";
import { describeUnitCards } from "./unit-cards";

const data = await loadGameData();

function example(file: string) {
  const roster = data.examples.find((e) => e.file === file)!.roster;
  const system = data.systems.find((s) => s.id === roster.gameSystemId)!;
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId)!;
  return { roster, system, catalogue, index: getCatalogueIndex(system, catalogue) };
}

type Taken = { selection: Selection; table: SlotTable };

/** Every selection under a unit, each with the slot table it was chosen from. */
function takenUnder(index: CatalogueIndex, unit: Selection): Taken[] {
  const root = index.roots.slots.get(unit.entryId)!;
  const out: Taken[] = [];
  const walk = (table: SlotTable, selections: Selection[]) => {
    for (const selection of selections) {
      out.push({ selection, table });
      const slot = table.slots.get(selection.entryId);
      if (slot) walk(index.childrenOf(slot), selection.selections ?? []);
    }
  };
  walk(index.childrenOf(root), unit.selections ?? []);
  return out;
}

function units(roster: Roster): Selection[] {
  return roster.forces.flatMap((f) => f.selections);
}

function withSelection(roster: Roster, id: string, change: (s: Selection) => Selection): Roster {
  const edit = (list: Selection[]): Selection[] => list.map((s) => (s.id === id ? change(s) : { ...s, selections: s.selections && edit(s.selections) }));
  return { ...roster, forces: roster.forces.map((f) => ({ ...f, selections: edit(f.selections) })) };
}

function profileNamesOf(index: CatalogueIndex, unit: Selection): Set<string> {
  const names = new Set((index.roots.slots.get(unit.entryId)!.entry.profiles ?? []).map((p) => p.name));
  for (const { selection, table } of takenUnder(index, unit)) {
    for (const profile of table.slots.get(selection.entryId)?.entry.profiles ?? []) names.add(profile.name);
  }
  return names;
}

describe("describeUnitCards", () => {
  it.each(data.examples.map((e) => [e.file] as const))("%s: one card per distinct unit entry, listing every selection of it", (file) => {
    const { roster, system, catalogue } = example(file);
    const cards = describeUnitCards(roster, system, catalogue);
    const entryIds = [...new Set(units(roster).map((s) => s.entryId))];
    expect(cards.map((c) => c.entryId).sort()).toEqual(entryIds.sort());
    for (const card of cards) {
      expect(card.instances.map((i) => i.id).sort()).toEqual(units(roster).filter((s) => s.entryId === card.entryId).map((s) => s.id).sort());
    }
  });

  it("gives two squads of the same datasheet one card with both loadouts and their summed cost", () => {
    const { roster, system, catalogue } = example("wh40k-2000-battalion-patrol.json");
    const squads = units(roster).filter((s) => s.entryId === "sm-intercessor-squad");
    expect(squads).toHaveLength(2);
    const cards = describeUnitCards(roster, system, catalogue);
    const card = cards.find((c) => c.entryId === "sm-intercessor-squad")!;
    expect(cards.filter((c) => c.name === card.name)).toHaveLength(1);
    expect(card.instances).toHaveLength(2);
    expect(card.costs.pts).toBe(card.instances[0]!.costs.pts! + card.instances[1]!.costs.pts!);
    expect(card.instances.every((i) => i.taken.some((t) => t.isModel))).toBe(true);
  });

  it.each(data.examples.map((e) => [e.file] as const))("%s: profiles are exactly those of the unit and of the options it took", (file) => {
    const { roster, system, catalogue, index } = example(file);
    for (const card of describeUnitCards(roster, system, catalogue)) {
      const expected = new Set<string>();
      for (const unit of units(roster).filter((s) => s.entryId === card.entryId)) for (const name of profileNamesOf(index, unit)) expected.add(name);
      // A model that took no weapon fights with the game's default one (The 9th Age: Hand Weapon).
      const fallback = system.defaultWeapon;
      if (fallback && ![...expected].some((name) => card.profiles.some((t) => t.typeId === fallback.typeId && t.rows.some((r) => r.name === name)))) expected.add(fallback.name);
      const printed = new Set(card.profiles.flatMap((t) => t.rows.map((r) => r.name)));
      expect([...printed].sort(), card.name).toEqual([...expected].sort());
      for (const table of card.profiles) {
        const type = system.profileTypes.find((t) => t.id === table.typeId)!;
        expect(table.columns).toEqual(type.characteristics.map((c) => c.name));
        for (const row of table.rows) expect(row.values).toHaveLength(table.columns.length);
      }
    }
  });

  it("leaves out the weapons of options the roster did not take", () => {
    const { roster, system, catalogue, index } = example("wh40k-2000-battalion-patrol.json");
    const captain = units(roster).find((s) => s.entryId === "sm-primaris-captain")!;
    const takenIds = new Set(takenUnder(index, captain).map((t) => t.selection.entryId));
    const weapons = index.childrenOf(index.roots.slots.get("sm-primaris-captain")!);
    const untaken = [...weapons.slots.values()].filter((s) => s.groupIds.includes("sm-primaris-captain-weapon") && !takenIds.has(s.entryId));
    const takenNames = profileNamesOf(index, captain);
    const missing = untaken.flatMap((s) => (s.entry.profiles ?? []).map((p) => p.name)).filter((n) => !takenNames.has(n));
    expect(missing.length).toBeGreaterThan(0);
    const card = describeUnitCards(roster, system, catalogue).find((c) => c.entryId === "sm-primaris-captain")!;
    const printed = card.profiles.flatMap((t) => t.rows.map((r) => r.name));
    for (const name of missing) expect(printed).not.toContain(name);

    // Swapping the weapon swaps the profiles.
    const swapTo = untaken[0]!;
    const weaponSelection = takenUnder(index, captain).find((t) => weapons.slots.get(t.selection.entryId)?.groupIds.includes("sm-primaris-captain-weapon"))!;
    const swapped = withSelection(roster, weaponSelection.selection.id, (s) => ({ ...s, entryId: swapTo.entryId }));
    const swappedCard = describeUnitCards(swapped, system, catalogue).find((c) => c.entryId === "sm-primaris-captain")!;
    const swappedNames = swappedCard.profiles.flatMap((t) => t.rows.map((r) => r.name));
    for (const profile of swapTo.entry.profiles ?? []) expect(swappedNames).toContain(profile.name);
  });

  it("resolves linked shared rules and the rules of chosen options", () => {
    const { roster, system, catalogue, index } = example("wh40k-2000-battalion-patrol.json");
    const captain = units(roster).find((s) => s.entryId === "sm-primaris-captain")!;
    const card = describeUnitCards(roster, system, catalogue).find((c) => c.entryId === "sm-primaris-captain")!;
    const shared = new Map([...(system.sharedRules ?? []), ...(catalogue.sharedRules ?? [])].map((r) => [r.id, r]));
    const expected = [...(index.roots.slots.get(captain.entryId)!.entry.ruleLinks ?? [])];
    for (const { selection, table } of takenUnder(index, captain)) {
      const entry = table.slots.get(selection.entryId)!.entry;
      expected.push(...(entry.rules ?? []).map((r) => r.id), ...(entry.ruleLinks ?? []));
    }
    expect(card.rules.map((r) => r.id)).toEqual([...new Set(expected)]);
    const angels = card.rules.find((r) => r.id === "sm-angels-of-death")!;
    expect(angels.name).toBe(shared.get("sm-angels-of-death")!.name);
  });

  it("fills angle-bracket keywords, in keywords and rule texts, with the roster's choices", () => {
    const { roster, system, catalogue } = example("wh40k-2000-battalion-patrol.json");
    const card = describeUnitCards(roster, system, catalogue).find((c) => c.entryId === "sm-primaris-captain")!;
    expect(catalogue.factionKeywords).toContain("<CHAPTER>");
    expect(card.factionKeywords).toContain("ULTRAMARINES");
    expect(card.factionKeywords).not.toContain("<CHAPTER>");
    expect(card.factionKeywords.filter((k) => k === "IMPERIUM")).toHaveLength(1);
    expect(card.keywords).toEqual(expect.arrayContaining(["INFANTRY", "CHARACTER"]));
    const aura = card.rules.find((r) => r.id === "sm-rites-of-battle")!;
    expect(system.sharedRules!.concat(catalogue.sharedRules ?? []).find((r) => r.id === "sm-rites-of-battle")!.description).toContain("<CHAPTER>");
    expect(aura.description).toContain("ULTRAMARINES");
    expect(aura.description).not.toContain("<CHAPTER>");
  });

  it("shows every different choice of one card's units, and the placeholder when nothing is chosen", () => {
    const { roster, system, catalogue } = example("wh40k-2000-battalion-patrol.json");
    const [first, second] = units(roster).filter((s) => s.entryId === "sm-intercessor-squad");
    const mixed = withSelection(roster, second!.id, (s) => ({ ...s, keywordChoices: { "<CHAPTER>": "SALAMANDERS" } }));
    const card = describeUnitCards(mixed, system, catalogue).find((c) => c.entryId === "sm-intercessor-squad")!;
    expect(card.factionKeywords).toContain("ULTRAMARINES / SALAMANDERS");
    const unchosen = withSelection(withSelection(roster, first!.id, (s) => ({ ...s, keywordChoices: {} })), second!.id, (s) => ({ ...s, keywordChoices: {} }));
    const bare = describeUnitCards(unchosen, system, catalogue).find((c) => c.entryId === "sm-intercessor-squad")!;
    expect(bare.factionKeywords).toContain("<CHAPTER>");
  });

  it("lists the spells the wizards chose, with casting value, range and effect from the spell lists", () => {
    const { roster, system, catalogue } = example("t9a-4500.json");
    const wizards = units(roster).filter((s) => s.spells?.length);
    expect(wizards.length).toBeGreaterThan(1);
    const lists = [...(system.spellLists ?? []), ...(catalogue.spellLists ?? [])];
    const spells = new Map(lists.flatMap((l) => l.spells.map((s) => [s.id, { spell: s, path: l.name }] as const)));
    if (catalogue.hereditarySpell) spells.set(catalogue.hereditarySpell.id, { spell: catalogue.hereditarySpell, path: "" });
    const cards = describeUnitCards(roster, system, catalogue);
    for (const wizard of wizards) {
      const card = cards.find((c) => c.entryId === wizard.entryId)!;
      const instance = card.instances.find((i) => i.id === wizard.id)!;
      for (const id of wizard.spells!) {
        const { spell, path } = spells.get(id)!;
        const printed = card.spells.find((s) => s.id === id)!;
        expect(printed).toMatchObject({ name: spell.name, castingValue: spell.castingValue, range: spell.range, effect: spell.effect });
        expect(printed.pathName ?? "").toBe(path);
        expect(printed.knownBy).toContain(instance.name);
        expect(instance.spellNames).toContain(spell.name);
      }
    }
    // Spells nobody chose stay off the cards.
    const chosen = new Set(wizards.flatMap((w) => w.spells!));
    for (const card of cards) for (const spell of card.spells) expect(chosen.has(spell.id)).toBe(true);
  });

  describe("magic items", () => {
    const { roster, system, catalogue, index } = example("t9a-4500.json");
    const itemCategories = new Set(hiddenCategoryIds(system, roster.rulesetId));
    const items = units(roster).flatMap((unit) =>
      takenUnder(index, unit)
        .filter(({ selection, table }) => table.slots.get(selection.entryId)?.categoryIds.some((c) => itemCategories.has(c)))
        .map(({ selection, table }) => ({ unit, selection, entry: table.slots.get(selection.entryId)!.entry })),
    );

    it("lists the items taken, with name and description", () => {
      expect(items.length).toBeGreaterThan(3);
      const cards = describeUnitCards(roster, system, catalogue);
      for (const { unit, entry } of items) {
        const card = cards.find((c) => c.entryId === unit.entryId)!;
        expect(card.items.find((i) => i.id === entry.id)).toMatchObject({ name: entry.name, description: entry.description });
      }
      expect(cards.reduce((n, c) => n + c.hiddenItems, 0)).toBe(0);
    });

    it("conceals every item of a hidden roster: no name, no description, no own cost, only a count", () => {
      const open = describeUnitCards(roster, system, catalogue);
      const hidden = describeUnitCards(roster, system, catalogue, { hideItems: { revealed: new Set() } });
      const text = JSON.stringify(hidden);
      for (const { entry } of items) {
        expect(text).not.toContain(`"${entry.name}"`);
        if (entry.description) expect(text).not.toContain(entry.description);
      }
      expect(hidden.flatMap((c) => c.items)).toEqual([]);
      expect(hidden.reduce((n, c) => n + c.hiddenItems, 0)).toBe(items.length);
      // A unit's cost includes its concealed items (as the rules allow), the same as the open card.
      const evaluationCost = (id: string) => open.flatMap((c) => c.instances).find((i) => i.id === id)!.costs.pts ?? 0;
      for (const card of hidden) {
        for (const instance of card.instances) expect(instance.costs.pts).toBe(evaluationCost(instance.id));
      }
    });

    it("shows an item once its owner reveals it, and only that one", () => {
      const [shown, ...rest] = items;
      const cards = describeUnitCards(roster, system, catalogue, { hideItems: { revealed: new Set([shown!.selection.id]) } });
      expect(cards.flatMap((c) => c.items.map((i) => i.id))).toEqual([shown!.entry.id]);
      expect(cards.reduce((n, c) => n + c.hiddenItems, 0)).toBe(rest.length);
    });
  });

  it("leaves systems without hidden-roster categories with no item section", () => {
    const { roster, system, catalogue } = example("wh40k-2000-battalion-patrol.json");
    expect(hiddenCategoryIds(system, roster.rulesetId)).toEqual([]);
    expect(describeUnitCards(roster, system, catalogue).flatMap((c) => c.items)).toEqual([]);
  });
});


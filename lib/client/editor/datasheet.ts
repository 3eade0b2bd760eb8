/**
 * A unit's full warscroll/datasheet for the side panel: its profiles as tables (one per profile
 * type, columns as the game system names them), the profiles of what it carries, its rules and
 * keywords with angle-bracket choices filled in, and the spells it knows.
 */
import type { CatalogueIndex, CostMap, Slot } from "@/lib/engine";
import type { Profile, Rule, SelectionEntry, Spell } from "@/lib/gamedata/catalogue-schema";
import type { Selection } from "@/lib/gamedata/roster-schema";
import { carriedLeft, countReplaced, countsPerHalf, pathsKnownWhole } from "@/lib/roster/loadout";

export type ProfileTable = {
  typeId: string;
  typeName: string;
  columns: { id: string; name: string }[];
  rows: { name: string; values: string[] }[];
};

export type Datasheet = {
  name: string;
  entryName: string;
  categoryNames: string[];
  /** The ids of categoryNames, in the same order (the page says a role in its own words). */
  categoryIds: string[];
  costs: CostMap;
  models: number;
  tables: ProfileTable[];
  rules: Rule[];
  keywords: string[];
  factionKeywords: string[];
  description?: string;
  /** What the unit carries (its counted weapons left, then chosen options), by name with counts. */
  wargear: { name: string; number: number }[];
  /** Spells it chose, and every spell of the lists it knows whole (a One Page Rules Caster). */
  spells: Spell[];
};

type Collected = { entries: { entry: SelectionEntry; number: number; depth: number }[] };

/** `times`: how many of this selection the unit holds (a combined unit's options count for both halves). */
function collect(index: CatalogueIndex, slot: Slot, selection: Selection, out: Collected, depth: number, times: number) {
  out.entries.push({ entry: slot.entry, number: selection.number * (countsPerHalf(slot.entry) ? times : 1), depth });
  const table = index.childrenOf(slot);
  for (const child of selection.selections ?? []) {
    const childSlot = table.slots.get(child.entryId);
    if (childSlot && depth < 8) collect(index, childSlot, child, out, depth + 1, times);
  }
}

function knownSpells(index: CatalogueIndex, selection: Selection, entries: Collected["entries"]): Spell[] {
  const lists = [...(index.system.spellLists ?? []), ...(index.catalogue.spellLists ?? [])];
  const byId = new Map(lists.flatMap((list) => list.spells.map((spell) => [spell.id, spell] as const)));
  if (index.catalogue.hereditarySpell) byId.set(index.catalogue.hereditarySpell.id, index.catalogue.hereditarySpell);
  const ids = new Set(selection.spells ?? []);
  for (const { entry } of entries) for (const path of pathsKnownWhole(entry)) for (const spell of lists.find((l) => l.id === path)?.spells ?? []) ids.add(spell.id);
  return [...ids].map((id) => byId.get(id)).filter((spell): spell is Spell => Boolean(spell));
}

function resolveKeyword(keyword: string, choices: Record<string, string>): string {
  return /^<.+>$/.test(keyword) ? choices[keyword] || keyword : keyword;
}

/** `times`: a combined unit's factor (see lib/roster/loadout.ts `combinedFactor`), 1 for any other. */
export function describeDatasheet(
  index: CatalogueIndex,
  slot: Slot,
  selection: Selection,
  tally: { costs: CostMap; models: number } | undefined,
  times = 1,
): Datasheet {
  const { system, catalogue } = index;
  const collected: Collected = { entries: [] };
  collect(index, slot, selection, collected, 0, times);
  const replaced = countReplaced(index, index.childrenOf(slot), selection.selections ?? [], times);
  // Counted weapons: how many are left, and whether any is (a weapon all swapped away leaves the tables).
  const wargear: Datasheet["wargear"] = [];
  const gone = new Set<string>();
  for (const { entry, number, depth } of collected.entries) {
    const counted = entry.profiles?.find((profile) => profile.count !== undefined);
    if (depth === 0) {
      for (const profile of entry.profiles ?? []) {
        if (profile.count === undefined) continue;
        const left = carriedLeft(profile, times, replaced);
        if (left > 0) wargear.push({ name: profile.name, number: left });
        else gone.add(profile.name);
      }
    } else if (entry.type === "upgrade") {
      const left = counted ? carriedLeft(counted, number, replaced) : number;
      if (left > 0) wargear.push({ name: entry.name, number: left });
      else if (counted) gone.add(counted.name);
    }
  }
  const sharedRules = new Map([...(system.sharedRules ?? []), ...(catalogue.sharedRules ?? [])].map((r) => [r.id, r]));

  const tables = new Map<string, ProfileTable>();
  const seenRows = new Set<string>();
  const rules: Rule[] = [];
  const seenRules = new Set<string>();
  for (const { entry } of collected.entries) {
    for (const profile of entry.profiles ?? []) if (profile.count === undefined || !gone.has(profile.name)) addRow(tables, seenRows, system.profileTypes, profile);
    for (const rule of [...(entry.rules ?? []), ...(entry.ruleLinks ?? []).map((id) => sharedRules.get(id))]) {
      if (!rule || seenRules.has(rule.id)) continue;
      seenRules.add(rule.id);
      rules.push(rule);
    }
  }
  // Tables in the order the game system defines its profile types (unit first, then weapons...).
  const order = new Map(system.profileTypes.map((p, i) => [p.id, i]));
  const sorted = [...tables.values()].sort((a, b) => (order.get(a.typeId) ?? 99) - (order.get(b.typeId) ?? 99));

  const choices = selection.keywordChoices ?? {};
  const entry = slot.entry;
  const factionKeywords = [...new Set([...(catalogue.factionKeywords ?? []), ...(entry.factionKeywords ?? [])].map((k) => resolveKeyword(k, choices)))];
  return {
    name: selection.customName ?? entry.name,
    entryName: entry.name,
    categoryNames: slot.categoryIds.map((id) => index.categoryName(id)),
    categoryIds: slot.categoryIds,
    costs: tally?.costs ?? {},
    models: tally?.models ?? 0,
    tables: sorted,
    rules,
    keywords: (entry.keywords ?? []).map((k) => resolveKeyword(k, choices)),
    factionKeywords,
    ...(entry.description ? { description: entry.description } : {}),
    wargear,
    spells: knownSpells(index, selection, collected.entries),
  };
}

function addRow(tables: Map<string, ProfileTable>, seen: Set<string>, types: { id: string; name: string; characteristics: { id: string; name: string }[] }[], profile: Profile) {
  const type = types.find((t) => t.id === profile.typeId);
  if (!type) return;
  const key = `${profile.typeId}|${profile.name}|${JSON.stringify(profile.characteristics)}`;
  if (seen.has(key)) return;
  seen.add(key);
  let table = tables.get(type.id);
  if (!table) {
    table = { typeId: type.id, typeName: type.name, columns: type.characteristics.map((c) => ({ id: c.id, name: c.name })), rows: [] };
    tables.set(type.id, table);
  }
  table.rows.push({ name: profile.name, values: type.characteristics.map((c) => profile.characteristics[c.id] ?? "-") });
}

/**
 * The unit browser's list: every unit a force may take, with its role, keywords and the cost of
 * the unit as it comes when added (minimum models, default wargear), and the search over it.
 */
import { evaluate, type AvailableEntry, type CatalogueIndex, type CostMap, type Slot } from "@/lib/engine";
import type { Catalogue, GameSystem } from "@/lib/gamedata/catalogue-schema";
import type { Roster } from "@/lib/gamedata/roster-schema";
import { createSelection } from "@/lib/roster/create-selection";

export type UnitChoice = {
  entryId: string;
  name: string;
  categoryId: string;
  categoryName: string;
  keywords: string[];
  /** Names of what may be chosen under the unit (models, wargear, options) and of its profiles (weapons): search finds "plasma". */
  contents: string[];
  /** What the unit costs as added: its minimum models and default choices. */
  costs: CostMap;
};

const cache = new WeakMap<Catalogue, Map<string, UnitChoice[]>>();

/** Every unit entry of the catalogue, ordered by role as the game system lists roles. Cached per ruleset. */
export function listUnitChoices(index: CatalogueIndex, system: GameSystem, catalogue: Catalogue, roster: Roster): UnitChoice[] {
  const key = `${system.id}|${roster.rulesetId}|${roster.battleSizeId ?? ""}`;
  const hit = cache.get(catalogue)?.get(key);
  if (hit) return hit;
  const slots = [...index.roots.slots.values()].filter((s) => !s.hidden && s.entry.type !== "upgrade");
  let n = 0;
  const units = slots.map((slot) => createSelection(index, slot, () => `probe-${++n}`));
  // One evaluation of every unit as added gives each one's cost with the data's modifiers applied.
  const probe: Roster = { ...roster, forces: [{ id: "probe-force", forceEntryId: roster.forces[0]?.forceEntryId ?? system.forceEntries[0]?.id ?? "army", selections: units }] };
  const totals = evaluate(probe, system, catalogue, { available: false }).totals.selections;
  const order = new Map(system.categories.map((c, i) => [c.id, i]));
  const choices = slots.map((slot, i) => {
    const categoryId = slot.primaryCategoryId ?? "";
    return {
      entryId: slot.entryId,
      name: slot.entry.name,
      categoryId,
      categoryName: categoryId ? index.categoryName(categoryId) : "",
      keywords: [...(slot.entry.keywords ?? []), ...(slot.entry.factionKeywords ?? [])],
      contents: contentsOf(index, slot),
      costs: totals[units[i]!.id]?.costs ?? {},
    };
  });
  choices.sort((a, b) => (order.get(a.categoryId) ?? 999) - (order.get(b.categoryId) ?? 999));
  const byKey = cache.get(catalogue) ?? new Map<string, UnitChoice[]>();
  byKey.set(key, choices);
  cache.set(catalogue, byKey);
  return choices;
}

export type UnitFilter = { query: string; categoryId: string };

/** Units whose name or any keyword contains the query (any case), of the chosen role. */
/** Everything a unit may hold, a few levels down, by name: options, models, their weapons' profiles. */
function contentsOf(index: CatalogueIndex, slot: Slot, depth = 0, into = new Set<string>()): string[] {
  for (const profile of slot.entry.profiles ?? []) into.add(profile.name);
  if (depth < 4) {
    for (const child of index.childrenOf(slot).slots.values()) {
      if (child.hidden) continue;
      into.add(child.entry.name);
      contentsOf(index, child, depth + 1, into);
    }
  }
  return [...into];
}

/**
 * Units whose name or keywords hold every word come first; after them, units that can take
 * something of that name (a weapon, an option, a model).
 */
export function filterUnitChoices(choices: UnitChoice[], filter: UnitFilter): UnitChoice[] {
  const words = filter.query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (texts: string[]) => {
    const haystack = texts.map((s) => s.toLowerCase());
    return words.every((word) => haystack.some((text) => text.includes(word)));
  };
  const inRole = choices.filter((choice) => !filter.categoryId || choice.categoryId === filter.categoryId);
  const byName = inRole.filter((choice) => matches([choice.name, ...choice.keywords]));
  if (words.length === 0) return byName;
  const named = new Set(byName);
  return [...byName, ...inRole.filter((choice) => !named.has(choice) && matches([choice.name, ...choice.keywords, ...choice.contents]))];
}

/** The roles present among the choices, in order, for the role filter. */
export function listRoles(choices: UnitChoice[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const c of choices) if (c.categoryId && !seen.has(c.categoryId)) seen.set(c.categoryId, c.categoryName);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** Why a unit cannot be added to a force now, from the engine's view of that force. */
export function blockedIn(available: AvailableEntry[] | undefined, entryId: string): AvailableEntry["blocked"] {
  return available?.find((a) => a.entryId === entryId)?.blocked;
}

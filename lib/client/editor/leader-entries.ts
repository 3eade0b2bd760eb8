/**
 * The army's one leader (Warlord, General): an entry the ruleset or army book requires exactly
 * once in the whole roster. Found from the data's constraints, so no game is named here; the
 * editor shows such an entry as a prominent toggle on every unit that may take it.
 */
import type { Catalogue, Constraint, GameSystem } from "@/lib/gamedata/catalogue-schema";

function exactlyOnce(constraints: Constraint[], categoryIds: Set<string>): string[] {
  const byChild = new Map<string, { min: boolean; max: boolean }>();
  for (const c of constraints) {
    if (c.scope !== "roster" || c.field !== "selections" || !c.childId || c.percentValue || categoryIds.has(c.childId)) continue;
    const seen = byChild.get(c.childId) ?? { min: false, max: false };
    if (c.type === "min" && c.value === 1) seen.min = true;
    if (c.type === "max" && c.value === 1) seen.max = true;
    byChild.set(c.childId, seen);
  }
  return [...byChild].filter(([, s]) => s.min && s.max).map(([id]) => id);
}

export function findLeaderEntryIds(system: GameSystem, catalogue: Catalogue, rulesetId: string): Set<string> {
  const categoryIds = new Set(system.categories.map((c) => c.id));
  const ruleset = system.rulesets.find((r) => r.id === rulesetId);
  return new Set([...exactlyOnce(ruleset?.constraints ?? [], categoryIds), ...exactlyOnce(catalogue.constraints ?? [], categoryIds)]);
}

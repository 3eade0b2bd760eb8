import type { Condition, ConditionGroup, Modifier, ModifierGroup } from "../data-types";
import { findSelection, setCostLimit } from "./actions";
import type { Engine } from "./engine";
import { settledFacts } from "./facts";
import type { ForceNode, SelectionNode } from "./roster";
import { walkForces } from "./roster";
import { viewForceEntry } from "./views";

/** A points limit a selection carries: the roster's limit of that cost type should become `value`. */
export type ImpliedCostLimit = { costTypeId: string; value: number; from: "data" | "name" };

function subtree(selection: SelectionNode): SelectionNode[] {
  return [selection, ...selection.children.flatMap(subtree)];
}

function conditionsName(ids: ReadonlySet<string>, conditions: Condition[] | undefined, groups: ConditionGroup[] | undefined): boolean {
  if ((conditions ?? []).some((c) => c.childId !== undefined && ids.has(c.childId))) return true;
  return (groups ?? []).some((g) => conditionsName(ids, g.conditions, g.conditionGroups));
}

/** Whether a modifier of `field` (in groups too) has a condition on one of the chosen entries. */
function modifiedBy(field: string, ids: ReadonlySet<string>, modifiers: Modifier[] | undefined, groups: ModifierGroup[] | undefined, inherited = false): boolean {
  for (const modifier of modifiers ?? []) {
    if (modifier.field !== field) continue;
    if (inherited || conditionsName(ids, modifier.conditions, modifier.conditionGroups)) return true;
  }
  return (groups ?? []).some((g) => modifiedBy(field, ids, g.modifiers, g.modifierGroups, inherited || conditionsName(ids, g.conditions, g.conditionGroups)));
}

function costTypeOf(engine: Engine, field: string | undefined): string | undefined {
  const id = field?.startsWith("limit::") ? field.slice(7) : field;
  return engine.index.costTypes.some((c) => c.id === id) ? id : undefined;
}

/**
 * The data's way (Age of Sigmar's "Game Type"): a force's own maximum on a cost type, across the
 * force or the roster, set by a modifier whose condition names what was just chosen.
 */
function fromData(engine: Engine, ids: ReadonlySet<string>): ImpliedCostLimit | undefined {
  const facts = settledFacts(engine);
  for (const force of walkForces(engine.roster.forces)) {
    const entry = force.entry;
    for (const constraint of entry.constraints ?? []) {
      const costTypeId = costTypeOf(engine, constraint.field);
      if (!costTypeId || constraint.type !== "max" || constraint.percentValue) continue;
      if (constraint.scope !== "roster" && constraint.scope !== "force") continue;
      if (!modifiedBy(constraint.id, ids, entry.modifiers, entry.modifierGroups)) continue;
      const value = viewForceEntry(entry, force as ForceNode, facts).limits.get(constraint.id) ?? constraint.value;
      if (value >= 0) return { costTypeId, value, from: "data" };
    }
  }
  return undefined;
}

/** "2000", "2,000", "2 000" or "2.000" before a word for points: "2. Strike Force (2000 Point limit)". */
const POINTS_IN_NAME = /(\d{1,3}(?:[ ,.]\d{3})+|\d{3,})\s*(?:points?|pts?)\b/i;

/**
 * 40k 10th edition's data carries the limit only in the entry's name: the number of points in
 * the name of an entry of the configuration, for the cost type that is points (its name `pts`
 * or `points`, else the game system's first).
 */
function fromName(engine: Engine, chosen: SelectionNode[]): ImpliedCostLimit | undefined {
  const points = engine.index.costTypes.find((c) => /^\s*(pts|points?)\s*$/i.test(c.name)) ?? engine.index.costTypes[0];
  if (!points) return undefined;
  for (const selection of chosen) {
    // Only an upgrade with nothing to show (a battle size, not a unit) names a limit.
    if (selection.node.entry.type !== "upgrade" || (selection.node.entry.profiles ?? []).length > 0) continue;
    const match = POINTS_IN_NAME.exec(selection.node.name);
    if (match?.[1]) return { costTypeId: points.id, value: Number(match[1].replace(/[ ,.]/g, "")), from: "name" };
  }
  return undefined;
}

/**
 * The points limit a selection just made carries (a battle size, a game type), from the data
 * where the data states it, else from the entry's name; undefined when it carries none.
 */
export function impliedCostLimit(engine: Engine, forceId: string | undefined, selectionId: string): ImpliedCostLimit | undefined {
  const chosen = subtree(findSelection(engine, forceId, selectionId));
  // Conditions name what was chosen by its entry, a link to it, or a category it carries
  // (Age of Sigmar's "Battlehost").
  const facts = settledFacts(engine);
  const ids = new Set(chosen.flatMap((s) => [...s.node.matchIds, ...facts.categoriesOf(s)]));
  return fromData(engine, ids) ?? fromName(engine, chosen);
}

/**
 * What the builder calls after a selection: fills in the roster's limit from what was chosen.
 * Returns what it set, for the caller to say so.
 */
export function applyImpliedCostLimit(engine: Engine, forceId: string | undefined, selectionId: string | undefined): ImpliedCostLimit | undefined {
  if (!selectionId) return undefined;
  const implied = impliedCostLimit(engine, forceId, selectionId);
  if (!implied || engine.roster.costLimits.get(implied.costTypeId) === implied.value) return undefined;
  setCostLimit(engine, implied.costTypeId, implied.value);
  return implied;
}

import type { Association } from "../data-types";
import type { Engine } from "./engine";
import type { Facts } from "./facts";
import { matchingSelections, resolveScope } from "./queries";
import type { AssociationLink, SelectionNode } from "./roster";
import { walkForces, walkSelections } from "./roster";

/**
 * New Recruit's associations: an entry says that each selection of it is linked to between
 * `min` and `max` other selections (of the entry or category `childId`, found in `scope`),
 * and the player says which. The data uses them for the model that carries a unit's wargear
 * (scope: the unit's entry id), the regiment a detachment joins (scope `force`) and the
 * battalion a unit belongs to (scope `roster`).
 */

/** How many links an association asks for: min 0 and no max when the data does not say. */
export type AssociationBounds = { min: number; max: number | undefined };

export function boundsOf(association: Association): AssociationBounds {
  const max = association.max;
  return { min: Math.max(0, association.min ?? 0), max: max === undefined || max < 0 ? undefined : max };
}

/**
 * The selections a selection may be linked to through one association: those matching
 * `childId` in the association's scope (only the scope's own level unless
 * `includeChildSelections`), never the selection itself.
 */
export function associationCandidates(selection: SelectionNode, association: Association, facts: Facts): SelectionNode[] {
  const scope = resolveScope(selection, association.scope ?? "parent", facts);
  if (!scope) return [];
  const filter = association.childId ? ({ kind: "id", id: association.childId, shared: true } as const) : ({ kind: "any" } as const);
  return matchingSelections(scope, filter, { includeChildSelections: Boolean(association.includeChildSelections) }, facts, false).filter((s) => s !== selection);
}

/** Every selection of the roster by id. */
export function selectionsById(engine: Engine): Map<string, SelectionNode> {
  const byId = new Map<string, SelectionNode>();
  for (const force of walkForces(engine.roster.forces)) for (const selection of walkSelections(force.selections)) byId.set(selection.id, selection);
  return byId;
}

/** The selections one association of a selection links to now (links to removed selections left out). */
export function linkedSelections(selection: SelectionNode, associationId: string, byId: Map<string, SelectionNode>): SelectionNode[] {
  // A Set, not includes(): a hostile roster file may repeat one link thousands of times.
  const found = new Set<SelectionNode>();
  for (const link of selection.associations ?? []) {
    if (link.associationId !== associationId) continue;
    const target = byId.get(link.to);
    if (target) found.add(target);
  }
  return [...found];
}

/** A broken association, in the terms validation reports it. */
export type AssociationProblem = {
  selection: SelectionNode;
  association: Association;
  type: "min" | "max";
  limit: number;
  actual: number;
};

/**
 * Each shown selection whose links (to selections that are still candidates) are fewer than the
 * association's min or more than its max.
 */
export function associationProblems(engine: Engine, facts: Facts): AssociationProblem[] {
  const problems: AssociationProblem[] = [];
  let byId: Map<string, SelectionNode> | undefined;
  for (const force of walkForces(engine.roster.forces)) {
    for (const selection of walkSelections(force.selections)) {
      if (selection.node.associations.length === 0) continue;
      if (facts.viewOf(selection).hidden) continue;
      byId ??= selectionsById(engine);
      for (const association of selection.node.associations) {
        // Links name the association by id: one without an id cannot be chosen, so it asks nothing.
        if (!association.id) continue;
        const { min, max } = boundsOf(association);
        const candidates = new Set(associationCandidates(selection, association, facts));
        const actual = linkedSelections(selection, association.id, byId).filter((s) => candidates.has(s)).length;
        if (actual < min) problems.push({ selection, association, type: "min", limit: min, actual });
        else if (max !== undefined && actual > max) problems.push({ selection, association, type: "max", limit: max, actual });
      }
    }
  }
  return problems;
}

/**
 * Links a new selection where the data leaves no choice: an association that needs `min`
 * selections and offers exactly that many (the one model of a unit that can carry its wargear).
 * Where there is a choice, the player makes it.
 */
export function linkObviousAssociations(created: SelectionNode[], facts: Facts): void {
  for (const selection of created) {
    for (const association of selection.node.associations) {
      const { min } = boundsOf(association);
      if (min === 0 || !association.id) continue;
      if (selection.associations?.some((l) => l.associationId === association.id)) continue;
      const candidates = associationCandidates(selection, association, facts);
      if (candidates.length !== min) continue;
      selection.associations = [...(selection.associations ?? []), ...candidates.map((c) => ({ associationId: association.id!, to: c.id }))];
    }
  }
}

/**
 * The links of copied selections, pointed at the copies where they pointed inside what was
 * copied (a duplicated unit's wargear is carried by the duplicate's model, not the original's).
 */
export function remapCopiedLinks(copies: Map<string, SelectionNode>): void {
  for (const copy of copies.values()) {
    if (!copy.associations) continue;
    copy.associations = copy.associations.map((link): AssociationLink => ({ associationId: link.associationId, to: copies.get(link.to)?.id ?? link.to }));
  }
}

/** One association of a selection as the builder offers it: what may be chosen, and what is. */
export type AssociationChoice = { association: Association; bounds: AssociationBounds; candidates: SelectionNode[]; chosen: SelectionNode[] };

export function associationChoices(engine: Engine, selection: SelectionNode, facts: Facts): AssociationChoice[] {
  if (selection.node.associations.length === 0) return [];
  const byId = (facts.selectionsById ??= selectionsById(engine));
  return selection.node.associations
    .filter((association) => association.id)
    .map((association) => ({
      association,
      bounds: boundsOf(association),
      candidates: associationCandidates(selection, association, facts),
      chosen: linkedSelections(selection, association.id!, byId),
    }));
}

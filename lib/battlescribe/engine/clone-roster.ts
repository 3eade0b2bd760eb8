import type { Engine } from "./engine";
import type { CategoryNode, ForceNode, RosterRoot, SelectionNode } from "./roster";

/**
 * A deep copy of a roster as the engine holds it: same ids, numbers, names, costs and links,
 * sharing only the read-only data (entries, catalogues). The builder's undo keeps one per
 * change: far cheaper than writing the roster as .ros XML, and exactly what the engine had.
 */
export function cloneRoster(roster: RosterRoot): RosterRoot {
  const copy: RosterRoot = { ...roster, forces: [], costLimits: new Map(roster.costLimits) };
  copy.forces = roster.forces.map((force) => cloneForce(force, copy));
  return copy;
}

function cloneForce(source: ForceNode, parent: RosterRoot | ForceNode): ForceNode {
  const force: ForceNode = { ...source, parent, selections: [], forces: [], categories: [] };
  force.categories = source.categories.map((category): CategoryNode => ({ ...category, force }));
  force.selections = source.selections.map((selection) => cloneSelection(selection, force, force));
  force.forces = source.forces.map((child) => cloneForce(child, force));
  return force;
}

function cloneSelection(source: SelectionNode, parent: ForceNode | SelectionNode, force: ForceNode): SelectionNode {
  const selection: SelectionNode = {
    ...source,
    parent,
    force,
    children: [],
    costs: new Map(source.costs),
    ...(source.associations ? { associations: source.associations.map((link) => ({ ...link })) } : {}),
  };
  selection.children = source.children.map((child) => cloneSelection(child, selection, force));
  return selection;
}

/** The engine with a copy of `roster` in place of its own (its data and id source unchanged). */
export function engineWithRoster(engine: Engine, roster: RosterRoot, seq: number): Engine {
  return { ...engine, roster: cloneRoster(roster), seq };
}

import type { CatalogueData, CategoryEntry, CategoryLink, ForceEntry } from "../data-types";
import type { EntryNode } from "./entry-nodes";

/**
 * A roster as BattleScribe holds it while it is edited: forces with their category nodes, and
 * selections whose costs stay on them between refreshes (a refresh reads the values other
 * selections hold at that moment, as BattleScribe's single pass does).
 */
export type RosterRoot = {
  kind: "roster";
  id: string;
  name: string;
  gameSystemId: string;
  forces: ForceNode[];
  /** Cost limits by cost type id; a negative one (-1) means no limit, 0 is a limit of 0. */
  costLimits: Map<string, number>;
};

export type ForceNode = {
  kind: "force";
  id: string;
  entry: ForceEntry;
  catalogue: CatalogueData | undefined;
  parent: RosterRoot | ForceNode;
  selections: SelectionNode[];
  forces: ForceNode[];
  categories: CategoryNode[];
  customName?: string;
  customNotes?: string;
};

export type CategoryNode = {
  kind: "category";
  id: string;
  entryId: string;
  entry: CategoryEntry | undefined;
  link: CategoryLink;
  force: ForceNode;
  customName?: string;
  customNotes?: string;
};

export type SelectionNode = {
  kind: "selection";
  id: string;
  node: EntryNode;
  number: number;
  parent: ForceNode | SelectionNode;
  force: ForceNode;
  children: SelectionNode[];
  /** Live costs (unit cost x number) by cost type, as of the last refresh that reached it. */
  costs: Map<string, number>;
  /** Order of creation: the refresh visits selections in this order. */
  seq: number;
  customName?: string;
  customNotes?: string;
  /** New Recruit: the selections this one is associated with, by the data's association id. */
  associations?: AssociationLink[];
  /**
   * New Recruit's grouped models: `number` identical models written as one selection, each
   * holding 1/number of what its children count ("Lesser Daemons" x19 with "Infernal blade" x19
   * is nineteen models with a blade each). BattleScribe never writes this: a selection whose
   * children are not all collective is never merged. Set when a roster file is read.
   */
  grouped?: boolean;
};

/** One link of a selection to another, as New Recruit saves it (`to` is the other selection's id). */
export type AssociationLink = { associationId: string; to: string };

export type RosterNode = RosterRoot | ForceNode | CategoryNode | SelectionNode;

export function forceOf(node: RosterNode): ForceNode | undefined {
  if (node.kind === "force") return node;
  if (node.kind === "selection" || node.kind === "category") return node.force;
  return undefined;
}

export function rosterOf(node: RosterNode): RosterRoot {
  let current: RosterNode = node;
  for (;;) {
    if (current.kind === "roster") return current;
    if (current.kind === "category") current = current.force;
    else current = current.parent;
  }
}

/**
 * Every selection under a force or selection, depth first, parents before children. An array,
 * not a generator: validation walks the roster many times per change, and nested generators
 * cost an allocation per level.
 */
export function walkSelections(selections: SelectionNode[], into: SelectionNode[] = []): SelectionNode[] {
  for (const selection of selections) {
    into.push(selection);
    walkSelections(selection.children, into);
  }
  return into;
}

/** Every force of a roster or under a force, depth first. */
export function walkForces(forces: ForceNode[], into: ForceNode[] = []): ForceNode[] {
  for (const force of forces) {
    into.push(force);
    walkForces(force.forces, into);
  }
  return into;
}

export function isRootSelection(selection: SelectionNode): boolean {
  return selection.parent.kind === "force";
}

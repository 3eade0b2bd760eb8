import type { CategoryEntry } from "../data-types";
import { linkedCatalogues } from "./data-index";
import type { Engine } from "./engine";
import type { CategoryNode, ForceNode } from "./roster";

/**
 * Category entries of the game system and of a force's catalogues that carry constraints of
 * their own but are not linked into the force: rules the data states about every selection in
 * that category (40k 10th edition's Warlord, exactly one per roster; Age of Sigmar's General;
 * The Old World's "at least three units"). A linked category already checks its entry's
 * constraints on the force's category node; these are checked on a node made for the check.
 */
const rootsByFile = new WeakMap<object, CategoryEntry[]>();

function constrainedCategories(file: { categoryEntries?: CategoryEntry[] }): CategoryEntry[] {
  let found = rootsByFile.get(file);
  if (!found) {
    found = (file.categoryEntries ?? []).filter((c) => (c.constraints ?? []).length > 0);
    rootsByFile.set(file, found);
  }
  return found;
}

/** The unlinked constrained categories seen from one force, as category nodes of that force. */
export function unlinkedRootCategories(engine: Engine, force: ForceNode): CategoryNode[] {
  const files = [engine.index.data.gameSystem, ...(force.catalogue ? linkedCatalogues(engine.index, force.catalogue) : [])];
  const linked = new Set(force.categories.map((c) => c.entryId));
  const nodes: CategoryNode[] = [];
  for (const file of files) {
    for (const entry of constrainedCategories(file)) {
      if (linked.has(entry.id)) continue;
      linked.add(entry.id);
      nodes.push({ kind: "category", id: `${force.id}::${entry.id}`, entryId: entry.id, entry, link: { id: entry.id, targetId: entry.id, name: entry.name }, force });
    }
  }
  return nodes;
}

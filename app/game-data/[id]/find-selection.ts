import type { SelectionNode } from "@/lib/battlescribe/engine/roster";

/** The selection of this id anywhere under these selections, depth first. */
export function findSelection(selections: SelectionNode[], id: string): SelectionNode | undefined {
  for (const selection of selections) {
    if (selection.id === id) return selection;
    const found = findSelection(selection.children, id);
    if (found) return found;
  }
  return undefined;
}

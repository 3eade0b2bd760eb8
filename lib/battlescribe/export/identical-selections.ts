import { addDecimal } from "../engine/decimal";
import type { CostSnapshot, SelectionSnapshot } from "../engine/snapshot";

/**
 * What makes two selections the same thing on paper: entry, name, label, the player's own name
 * and notes, links, costs per piece, and the same things chosen under them in the same numbers.
 * Selection ids and the order they were made in do not count.
 */
function signature(selection: SelectionSnapshot): string {
  const perPiece = selection.costs.map((c) => `${c.typeId}=${selection.number > 0 ? c.value / selection.number : c.value}`).join(",");
  const links = (selection.associations ?? []).map((a) => `${a.associationId}>${a.to}`).join(",");
  const children = selection.children.map((c) => `${c.number}*${signature(c)}`).join(";");
  return [selection.entryId, selection.name, selection.annotation ?? "", selection.customName ?? "", selection.customNotes ?? "", selection.hidden, perPiece, links, `[${children}]`].join("\u0000");
}

function sumCosts(a: CostSnapshot[], b: CostSnapshot[]): CostSnapshot[] {
  return a.map((cost) => ({ ...cost, value: addDecimal(cost.value, b.find((c) => c.typeId === cost.typeId)?.value ?? 0) }));
}

/** Two selections with the same signature as one: numbers and costs added, down the tree. */
function combine(a: SelectionSnapshot, b: SelectionSnapshot): SelectionSnapshot {
  return { ...a, number: a.number + b.number, costs: sumCosts(a.costs, b.costs), children: a.children.map((child, i) => combine(child, b.children[i] as SelectionSnapshot)) };
}

/**
 * Siblings that are the same (five Intercessors made one by one, two Godhammer lascannons) as
 * one selection with their number added up, in the place of the first: "5x Intercessor" in the
 * text and PDF lists instead of five lines. Pure; the snapshot is not changed.
 */
export function mergeIdenticalSelections(selections: SelectionSnapshot[]): SelectionSnapshot[] {
  const merged: SelectionSnapshot[] = [];
  const at = new Map<string, number>();
  for (const selection of selections) {
    const key = signature(selection);
    const index = at.get(key);
    if (index === undefined) {
      at.set(key, merged.length);
      merged.push(selection);
    } else {
      merged[index] = combine(merged[index] as SelectionSnapshot, selection);
    }
  }
  return merged;
}

import type { RosterNode } from "@/lib/battlescribe/engine/roster";
import type { RosterError } from "@/lib/battlescribe/engine/validate";
import { isBlocking } from "@/lib/battlescribe/engine/validate";

/**
 * The card an issue concerns: the unit (the top selection) it was raised on or under, else the
 * force; none for the roster itself.
 */
export function issueTarget(node: RosterNode): string | undefined {
  switch (node.kind) {
    case "selection": {
      let unit = node;
      while (unit.parent.kind === "selection") unit = unit.parent;
      return unit.id;
    }
    case "category":
      return node.force.id;
    case "force":
      return node.id;
    case "roster":
      return undefined;
  }
}

/** How many errors and warnings each card has, for the mark on the card. */
export function countIssuesByTarget(errors: RosterError[]): Map<string, { errors: number; warnings: number }> {
  const counts = new Map<string, { errors: number; warnings: number }>();
  for (const error of errors) {
    const target = issueTarget(error.raisedOn);
    if (!target) continue;
    const count = counts.get(target) ?? { errors: 0, warnings: 0 };
    if (isBlocking(error)) count.errors += 1;
    else count.warnings += 1;
    counts.set(target, count);
  }
  return counts;
}

import type { VirtualNode } from "./queries";
import type { ForceNode, RosterNode, RosterRoot, SelectionNode } from "./roster";

/** The chain from the roster down to a node, each step with its index among its siblings. */
function pathOf(node: RosterNode | VirtualNode): number[] {
  const steps: number[] = [];
  let current: RosterNode | VirtualNode | undefined = node;
  while (current) {
    switch (current.kind) {
      case "virtual":
        // An entry not chosen yet would be added after everything its parent holds.
        steps.push(Number.MAX_SAFE_INTEGER);
        current = current.parent;
        break;
      case "selection": {
        const parent: SelectionNode["parent"] = current.parent;
        const siblings = parent.kind === "force" ? parent.selections : parent.children;
        steps.push(siblings.indexOf(current));
        current = parent;
        break;
      }
      case "force": {
        const parent: RosterRoot | ForceNode = current.parent;
        // A force's selections come before its child forces.
        steps.push(parent.kind === "force" ? parent.selections.length + parent.forces.indexOf(current) : parent.forces.indexOf(current));
        current = parent;
        break;
      }
      case "category":
        current = current.force;
        break;
      case "roster":
        current = undefined;
        break;
    }
  }
  return steps.reverse();
}

/**
 * Whether `candidate` comes before `other` in the roster as a player reads it (forces in
 * order, each selection before what it holds, siblings in the order they were added): New
 * Recruit's `before` condition, used to price the second and later copies of a unit.
 */
export function isBeforeInRoster(candidate: SelectionNode, other: RosterNode | VirtualNode): boolean {
  if (candidate === other) return false;
  const a = pathOf(candidate);
  const b = pathOf(other);
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  }
  // One holds the other: the holder comes first.
  return a.length < b.length;
}

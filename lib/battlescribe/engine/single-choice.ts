import type { Constraint } from "../data-types";
import type { GroupNode } from "./entry-nodes";

function countsItsSelections(c: Constraint): boolean {
  return (c.field ?? "selections") === "selections" && (c.scope ?? "parent") === "parent" && !c.percentValue;
}

/**
 * Whether a group of options asks for exactly one of them (a minimum and a maximum of one
 * selection, counted in the group itself): such a group is a choice of one, shown as radio
 * buttons. Limits changed by modifiers are not followed; the problems list still checks them.
 */
export function isSingleChoice(group: GroupNode): boolean {
  const counted = group.constraints.filter(countsItsSelections);
  const has = (type: "min" | "max") => counted.some((c) => (c.type === type || c.type === "exactly") && c.value === 1);
  return has("min") && has("max") && !counted.some((c) => c.type === "max" && c.value !== 1);
}

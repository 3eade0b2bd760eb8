/**
 * A unit cannot swap out more of a weapon than it carries. Entries say how many of a weapon they
 * carry (`Profile.count`, per selection) and which weapon an option takes the place of
 * (`SelectionEntry.replaces`); two sections that replace the same weapon ("Replace one Rifle" and
 * "Any model may replace one Rifle") draw on the same count. Data without counts is never checked.
 */
import type { SelectionEntry, SelectionEntryGroup } from "../gamedata/catalogue-schema";
import type { EvaluationContext, Node } from "./types";

type Tally = { carried: Map<string, number>; replaced: Map<string, number> };

function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

/** `times`: how many of this node the unit holds (its number, times its parents', times a combined unit's factor). */
function tallyNode(node: Node, times: number, tally: Tally): void {
  const entry = node.slot?.entry;
  for (const profile of entry?.profiles ?? []) if (profile.count !== undefined) add(tally.carried, profile.name, profile.count * times);
  for (const { profile, count } of entry?.replaces ?? []) add(tally.replaced, profile, count * times);
  for (const child of node.children) tallyNode(child, times * child.number, tally);
}

const countedNames = new WeakMap<SelectionEntry, Set<string>>();

/**
 * Every weapon the unit's entry counts anywhere, taken or not: a weapon whose only holder is a
 * default the unit swapped away ("Replace all Rifles") is carried 0 times, not unknown.
 */
function namesCounted(entry: SelectionEntry): Set<string> {
  const known = countedNames.get(entry);
  if (known) return known;
  const names = new Set<string>();
  const visit = (item: SelectionEntry | SelectionEntryGroup) => {
    if ("profiles" in item) for (const profile of item.profiles ?? []) if (profile.count !== undefined) names.add(profile.name);
    for (const child of item.selectionEntries ?? []) visit(child);
    for (const group of item.selectionEntryGroups ?? []) visit(group);
  };
  visit(entry);
  countedNames.set(entry, names);
  return names;
}

export function checkReplacements(ctx: EvaluationContext): void {
  for (const node of ctx.nodes) {
    if (node.kind !== "selection" || node.unit !== node) continue;
    const tally: Tally = { carried: new Map(), replaced: new Map() };
    tallyNode(node, node.number * node.multiplier, tally);
    if (tally.replaced.size === 0 || !node.slot) continue;
    const counted = namesCounted(node.slot.entry);
    for (const [weapon, replaced] of tally.replaced) {
      // A weapon no entry of the unit counts is not the data's to check.
      if (!counted.has(weapon)) continue;
      const carried = tally.carried.get(weapon) ?? 0;
      if (replaced <= carried) continue;
      ctx.report({ code: "unit.too-many-replaced", path: node.path, params: { name: node.name, weapon, carried, replaced } });
    }
  }
}

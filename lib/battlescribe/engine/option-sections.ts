import type { AvailableEntry } from "./available";
import type { GroupNode } from "./entry-nodes";

/**
 * A selection's options as New Recruit lays them out: under the name of the group they sit in,
 * except where the data flattens a group into its parent (`flatten`), and folded away where the
 * data marks the group `collapsible`.
 */
export type OptionSection<T extends AvailableEntry = AvailableEntry> = {
  /** Undefined for options in no group (or only in flattened ones): listed first, with no heading. */
  group?: GroupNode;
  collapsed: boolean;
  entries: T[];
};

function isFlattened(group: GroupNode): boolean {
  return Boolean(group.link?.flatten ?? group.group.flatten);
}

function isCollapsible(group: GroupNode): boolean {
  return Boolean(group.link?.collapsible ?? group.group.collapsible);
}

/** The innermost group of an entry that is shown as a group. */
function shownGroup(groups: GroupNode[]): GroupNode | undefined {
  return [...groups].reverse().find((group) => !isFlattened(group));
}

/** Sections in the order their first option comes (options keep their order within each). */
export function optionSections<T extends AvailableEntry>(entries: T[]): OptionSection<T>[] {
  const loose: OptionSection<T> = { collapsed: false, entries: [] };
  const sections = new Map<string, OptionSection<T>>();
  for (const entry of entries) {
    const group = shownGroup(entry.node.groups);
    if (!group) {
      loose.entries.push(entry);
      continue;
    }
    let section = sections.get(group.id);
    if (!section) {
      section = { group, collapsed: isCollapsible(group), entries: [] };
      sections.set(group.id, section);
    }
    section.entries.push(entry);
  }
  return [...(loose.entries.length > 0 ? [loose] : []), ...sections.values()];
}

/** Whether an entry's own options start folded away (New Recruit's `collapsible` on the entry). */
export function startsCollapsed(node: AvailableEntry["node"]): boolean {
  return Boolean(node.link?.collapsible ?? node.entry.collapsible);
}

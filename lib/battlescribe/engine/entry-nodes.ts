import type {
  Association,
  CategoryLink,
  Constraint,
  CostValue,
  EntryContainer,
  EntryLink,
  InfoGroup,
  InfoLink,
  Modifier,
  ModifierGroup,
  Profile,
  Rule,
  SelectionEntry,
  SelectionEntryGroup,
} from "../data-types";
import type { DataIndex } from "./data-index";

/**
 * An entry as it may be selected at one place: the target entry merged with the link that
 * reached it, under the id BattleScribe gives it there (`link::…::entryId`, outermost link
 * first; groups add nothing).
 */
export type EntryNode = {
  kind: "entry";
  id: string;
  entry: SelectionEntry;
  link?: EntryLink;
  /** Prefix every descendant's id carries. */
  prefix: string;
  /** Composite id of the group the entry sits in directly. */
  groupId?: string;
  /** Enclosing groups under the same parent, outermost first. */
  groups: GroupNode[];
  name: string;
  type: string;
  hidden: boolean;
  collective: boolean;
  /** New Recruit: how many are selected when the parent is created (0 when not said). */
  defaultAmount: number;
  /** New Recruit: where the entry is listed among its siblings (lowest first). */
  sortIndex?: number;
  costs: CostValue[];
  constraints: Constraint[];
  modifiers: Modifier[];
  modifierGroups: ModifierGroup[];
  categoryLinks: CategoryLink[];
  info: InfoParts;
  /** Ids a condition or constraint may name this entry by. */
  matchIds: string[];
  /** New Recruit: links the player makes from a selection of this entry to others (see associations.ts). */
  associations: Association[];
};

export type GroupNode = {
  kind: "group";
  id: string;
  group: SelectionEntryGroup;
  link?: EntryLink;
  name: string;
  hidden: boolean;
  collective: boolean;
  constraints: Constraint[];
  modifiers: Modifier[];
  modifierGroups: ModifierGroup[];
  defaultEntryId?: string;
  /** Entries directly in this group (links resolved). */
  entries: EntryNode[];
  /** Entries in this group and its subgroups. */
  allEntries: EntryNode[];
  groups: GroupNode[];
  matchIds: string[];
};

export type InfoParts = {
  profiles: Profile[];
  rules: Rule[];
  infoLinks: InfoLink[];
  infoGroups: InfoGroup[];
};

/** What may be selected under one parent: every entry (groups flattened) and every group. */
export type ChildTable = {
  entries: EntryNode[];
  groups: GroupNode[];
};

const NO_CHILDREN: ChildTable = { entries: [], groups: [] };

function infoOf(...parts: (EntryContainer | undefined)[]): InfoParts {
  const info: InfoParts = { profiles: [], rules: [], infoLinks: [], infoGroups: [] };
  for (const part of parts) {
    if (!part) continue;
    info.profiles.push(...(part.profiles ?? []));
    info.rules.push(...(part.rules ?? []));
    info.infoLinks.push(...(part.infoLinks ?? []));
    info.infoGroups.push(...(part.infoGroups ?? []));
  }
  return info;
}

/** A link's own costs replace the target's of the same type. */
function mergeCosts(target: CostValue[] | undefined, link: CostValue[] | undefined): CostValue[] {
  if (!link || link.length === 0) return target ?? [];
  const byType = new Map((target ?? []).map((c) => [c.typeId, c]));
  for (const cost of link) byType.set(cost.typeId, cost);
  return [...byType.values()];
}

/** A whole number of selections; New Recruit writes other forms, which are left to the player. */
function amountOf(written: string | undefined): number {
  const amount = Number(written ?? 0);
  return Number.isInteger(amount) && amount > 0 ? amount : 0;
}

function sortIndexOf(sortIndex: number | undefined): { sortIndex?: number } {
  return sortIndex === undefined ? {} : { sortIndex };
}

function makeEntryNode(entry: SelectionEntry, link: EntryLink | undefined, prefix: string, groups: GroupNode[]): EntryNode {
  const ownPrefix = link ? `${prefix}${link.id}::` : prefix;
  const id = `${ownPrefix}${entry.id}`;
  const matchIds = [id, entry.id];
  if (link) matchIds.push(link.id);
  const innermost = groups[groups.length - 1];
  return {
    kind: "entry",
    id,
    entry,
    link,
    prefix: ownPrefix,
    groupId: innermost?.id,
    groups,
    name: entry.name,
    type: entry.type ?? "upgrade",
    hidden: Boolean(entry.hidden || link?.hidden),
    collective: Boolean(entry.collective || link?.collective),
    defaultAmount: amountOf(link?.defaultAmount ?? entry.defaultAmount),
    ...sortIndexOf(link?.sortIndex ?? entry.sortIndex),
    costs: mergeCosts(entry.costs, link?.costs),
    constraints: [...(entry.constraints ?? []), ...(link?.constraints ?? [])],
    modifiers: [...(entry.modifiers ?? []), ...(link?.modifiers ?? [])],
    modifierGroups: [...(entry.modifierGroups ?? []), ...(link?.modifierGroups ?? [])],
    // A group's category links belong to every entry in it (BattleScribe propagates them).
    categoryLinks: [...(entry.categoryLinks ?? []), ...(link?.categoryLinks ?? []), ...groups.flatMap((g) => [...(g.group.categoryLinks ?? []), ...(g.link?.categoryLinks ?? [])])],
    info: infoOf(entry, link),
    matchIds,
    associations: [...(entry.associations ?? []), ...(link?.associations ?? [])],
  };
}

function makeGroupNode(group: SelectionEntryGroup, link: EntryLink | undefined, prefix: string): GroupNode {
  const ownPrefix = link ? `${prefix}${link.id}::` : prefix;
  const matchIds = [`${ownPrefix}${group.id}`, group.id];
  if (link) matchIds.push(link.id);
  return {
    kind: "group",
    id: `${ownPrefix}${group.id}`,
    group,
    link,
    name: group.name,
    hidden: Boolean(group.hidden || link?.hidden),
    collective: Boolean(group.collective || link?.collective),
    constraints: [...(group.constraints ?? []), ...(link?.constraints ?? [])],
    modifiers: [...(group.modifiers ?? []), ...(link?.modifiers ?? [])],
    modifierGroups: [...(group.modifierGroups ?? []), ...(link?.modifierGroups ?? [])],
    defaultEntryId: group.defaultSelectionEntryId,
    entries: [],
    allEntries: [],
    groups: [],
    matchIds,
  };
}

/**
 * Collects what may be chosen directly inside `container` (an entry, a group or a link), with
 * `prefix` the link chain that reached it. Groups are walked into; entries are not.
 */
function collect(
  index: DataIndex,
  container: EntryContainer,
  prefix: string,
  groups: GroupNode[],
  table: ChildTable,
  depth: number,
): EntryNode[] {
  // Data with a link cycle would otherwise recurse for ever.
  if (depth > 40) return [];
  const found: EntryNode[] = [];
  for (const entry of container.selectionEntries ?? []) {
    const node = makeEntryNode(entry, undefined, prefix, groups);
    table.entries.push(node);
    found.push(node);
  }
  for (const link of container.entryLinks ?? []) {
    const entry = link.type === "selectionEntryGroup" ? undefined : index.entries.get(link.targetId);
    if (entry) {
      const node = makeEntryNode(entry, link, prefix, groups);
      table.entries.push(node);
      found.push(node);
      continue;
    }
    const group = index.groups.get(link.targetId);
    if (group) found.push(...collectGroup(index, group, link, prefix, groups, table, depth));
  }
  for (const group of container.selectionEntryGroups ?? []) {
    found.push(...collectGroup(index, group, undefined, prefix, groups, table, depth));
  }
  return found;
}

function collectGroup(
  index: DataIndex,
  group: SelectionEntryGroup,
  link: EntryLink | undefined,
  prefix: string,
  groups: GroupNode[],
  table: ChildTable,
  depth: number,
): EntryNode[] {
  const node = makeGroupNode(group, link, prefix);
  const parent = groups[groups.length - 1];
  parent?.groups.push(node);
  table.groups.push(node);
  const innerPrefix = link ? `${prefix}${link.id}::` : prefix;
  const inner = [...groups, node];
  const before = table.entries.length;
  const all = collect(index, group, innerPrefix, inner, table, depth + 1);
  // A link to a group may carry entries of its own.
  if (link) all.push(...collect(index, { selectionEntries: link.selectionEntries, entryLinks: link.entryLinks }, innerPrefix, inner, table, depth + 1));
  node.entries = table.entries.slice(before).filter((e) => e.groups[e.groups.length - 1] === node);
  node.allEntries = all;
  if (node.defaultEntryId) {
    const wanted = node.defaultEntryId;
    const match = all.find((e) => e.entry.id === wanted || e.link?.id === wanted || e.id === wanted || e.id.endsWith(`::${wanted}`));
    node.defaultEntryId = match?.id;
  }
  return all;
}

/** Caches child tables by the composite id of the entry they belong to. */
export type EntryTree = {
  index: DataIndex;
  childrenOf(node: EntryNode): ChildTable;
  rootsOf(catalogueId: string): ChildTable;
};

export function createEntryTree(index: DataIndex): EntryTree {
  const children = new Map<string, ChildTable>();
  const roots = new Map<string, ChildTable>();
  return {
    index,
    childrenOf(node) {
      const cached = children.get(node.id);
      if (cached) return cached;
      const table: ChildTable = { entries: [], groups: [] };
      collect(index, node.entry, node.prefix, [], table, 0);
      if (node.link) {
        collect(index, { selectionEntries: node.link.selectionEntries, entryLinks: node.link.entryLinks, selectionEntryGroups: node.link.selectionEntryGroups }, node.prefix, [], table, 0);
      }
      const result = table.entries.length + table.groups.length === 0 ? NO_CHILDREN : table;
      children.set(node.id, result);
      return result;
    },
    rootsOf(catalogueId) {
      const cached = roots.get(catalogueId);
      if (cached) return cached;
      const table: ChildTable = { entries: [], groups: [] };
      const catalogue = index.catalogues.get(catalogueId);
      const files: EntryContainer[] = [index.data.gameSystem];
      if (catalogue) {
        files.push(catalogue);
        // Root entries of linked catalogues are offered only where the link imports them.
        const seen = new Set([catalogue.id]);
        const queue = [catalogue];
        while (queue.length > 0) {
          const current = queue.shift();
          for (const link of current?.catalogueLinks ?? []) {
            const target = index.catalogues.get(link.targetId);
            if (!target || seen.has(target.id) || !link.importRootEntries) continue;
            seen.add(target.id);
            files.push(target);
            queue.push(target);
          }
        }
      }
      files.forEach((file, i) => collect(index, i < 2 ? file : importedRoots(file), "", [], table, 0));
      roots.set(catalogueId, table);
      return table;
    },
  };
}

/**
 * What a linked catalogue's roots give the catalogues that import them: New Recruit's
 * `import="false"` keeps a root entry to its own catalogue (Agents of the Imperium's own
 * Detachment choice is not a Space Marines army's). BattleScribe data never sets it.
 */
function importedRoots(file: EntryContainer): EntryContainer {
  const own = (item: { import?: boolean }) => item.import !== false;
  const entries = file.selectionEntries?.filter(own);
  const links = file.entryLinks?.filter(own);
  if (entries?.length === file.selectionEntries?.length && links?.length === file.entryLinks?.length) return file;
  return { ...file, selectionEntries: entries, entryLinks: links };
}

/** Finds an entry by the id a caller gives: the composite id, the entry's own id or its link's. */
export function findEntryNode(table: ChildTable, id: string): EntryNode | undefined {
  return (
    table.entries.find((e) => e.id === id) ??
    table.entries.find((e) => e.link?.id === id) ??
    table.entries.find((e) => e.entry.id === id) ??
    table.entries.find((e) => e.id.endsWith(`::${id}`))
  );
}

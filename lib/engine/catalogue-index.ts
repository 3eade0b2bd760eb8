/**
 * Resolves a catalogue into slots: what may be chosen under each parent, with entry links and
 * groups flattened. Built once per (system, catalogue) pair and cached, since evaluation runs on
 * every keystroke in the editor.
 */
import type {
  Catalogue,
  EntryLink,
  GameSystem,
  SelectionEntry,
  SelectionEntryGroup,
} from "../gamedata/catalogue-schema";
import type { CatalogueIndex, GroupSlot, Slot, SlotTable } from "./types";

type Container = {
  selectionEntries?: SelectionEntry[];
  selectionEntryGroups?: SelectionEntryGroup[];
  entryLinks?: EntryLink[];
};

const cache = new WeakMap<Catalogue, WeakMap<GameSystem, CatalogueIndex>>();

export function getCatalogueIndex(system: GameSystem, catalogue: Catalogue): CatalogueIndex {
  let bySystem = cache.get(catalogue);
  if (!bySystem) {
    bySystem = new WeakMap();
    cache.set(catalogue, bySystem);
  }
  let index = bySystem.get(system);
  if (!index) {
    index = buildIndex(system, catalogue);
    bySystem.set(system, index);
  }
  return index;
}

function buildIndex(system: GameSystem, catalogue: Catalogue): CatalogueIndex {
  const sharedEntries = new Map<string, SelectionEntry>();
  const sharedGroups = new Map<string, SelectionEntryGroup>();
  for (const file of [system, catalogue]) {
    for (const e of file.sharedSelectionEntries ?? []) sharedEntries.set(e.id, e);
    for (const g of file.sharedSelectionEntryGroups ?? []) sharedGroups.set(g.id, g);
  }
  const categoryNames = new Map(system.categories.map((c) => [c.id, c.name]));
  const implicitCategories = new Map<string, string[]>();
  for (const category of system.categories) {
    for (const type of category.entryTypes ?? []) implicitCategories.set(type, [...(implicitCategories.get(type) ?? []), category.id]);
  }
  const forceEntries = new Map(system.forceEntries.map((f) => [f.id, f]));
  const rulesets = new Map(system.rulesets.map((r) => [r.id, r]));
  const childTables = new WeakMap<Slot, SlotTable>();

  function makeSlot(entry: SelectionEntry, groupIds: string[], link?: EntryLink, inheritedHidden = false): Slot {
    const categoryLinks = [...(entry.categoryLinks ?? []), ...(link?.categoryLinks ?? [])];
    const categoryIds = [...new Set(categoryLinks.map((c) => c.categoryId))];
    return {
      entryId: entry.id,
      entry,
      linkId: link?.id,
      categoryIds,
      primaryCategoryId: categoryLinks.find((c) => c.primary)?.categoryId ?? categoryIds[0],
      constraints: [...(entry.constraints ?? []), ...(link?.constraints ?? [])],
      modifiers: [...(entry.modifiers ?? []), ...(link?.modifiers ?? [])],
      hidden: inheritedHidden || Boolean(entry.hidden || link?.hidden),
      groupIds,
      keys: [entry.id, ...categoryIds, ...(entry.type ? (implicitCategories.get(entry.type) ?? []) : []), ...groupIds],
    };
  }

  function fillTable(container: Container, table: SlotTable, groupIds: string[], hidden: boolean, parentGroupId?: string) {
    for (const entry of container.selectionEntries ?? []) {
      table.slots.set(entry.id, makeSlot(entry, groupIds, undefined, hidden));
    }
    for (const group of container.selectionEntryGroups ?? []) addGroup(group, undefined, table, groupIds, hidden, parentGroupId);
    for (const link of container.entryLinks ?? []) {
      if (link.type === "selectionEntry") {
        const target = sharedEntries.get(link.targetId);
        if (target) table.slots.set(target.id, makeSlot(target, groupIds, link, hidden));
      } else {
        const target = sharedGroups.get(link.targetId);
        if (target) addGroup(target, link, table, groupIds, hidden, parentGroupId);
      }
    }
  }

  function addGroup(
    group: SelectionEntryGroup,
    link: EntryLink | undefined,
    table: SlotTable,
    outerGroupIds: string[],
    outerHidden: boolean,
    parentGroupId?: string,
  ) {
    const hidden = outerHidden || Boolean(group.hidden || link?.hidden);
    const slot: GroupSlot = {
      groupId: group.id,
      name: group.name,
      constraints: [...(group.constraints ?? []), ...(link?.constraints ?? [])],
      modifiers: [...(group.modifiers ?? []), ...(link?.modifiers ?? [])],
      hidden,
      defaultEntryId: group.defaultEntryId,
      parentGroupId,
    };
    table.groups.push(slot);
    fillTable(group, table, [...outerGroupIds, group.id], hidden, group.id);
  }

  const finish = (table: SlotTable) => {
    table.constrained = [...table.slots.values()].filter((slot) => slot.constraints.some((c) => c.scope === "parent"));
    return table;
  };
  const roots: SlotTable = { slots: new Map(), groups: [], constrained: [] };
  fillTable(catalogue, roots, [], false);
  finish(roots);

  return {
    system,
    catalogue,
    roots,
    childrenOf(slot) {
      let table = childTables.get(slot);
      if (!table) {
        table = { slots: new Map(), groups: [], constrained: [] };
        fillTable(slot.entry, table, [], false);
        finish(table);
        childTables.set(slot, table);
      }
      return table;
    },
    categoryName: (id) => categoryNames.get(id) ?? id,
    forceEntry: (id) => forceEntries.get(id),
    ruleset: (id) => rulesets.get(id),
  };
}

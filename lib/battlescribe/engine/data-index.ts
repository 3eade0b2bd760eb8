import type {
  CatalogueData,
  CategoryEntry,
  CostType,
  DataSet,
  ForceEntry,
  InfoGroup,
  Profile,
  ProfileType,
  Rule,
  SelectionEntry,
  SelectionEntryGroup,
} from "../data-types";

/**
 * Lookups over a game system and its catalogues. Link targets are resolved across every loaded
 * file, as BattleScribe does once the files a catalogue links are loaded with it.
 */
export type DataIndex = {
  data: DataSet;
  entries: Map<string, SelectionEntry>;
  groups: Map<string, SelectionEntryGroup>;
  categories: Map<string, CategoryEntry>;
  forceEntries: Map<string, { entry: ForceEntry; file: CatalogueData | undefined }>;
  costTypes: CostType[];
  profileTypes: Map<string, ProfileType>;
  profiles: Map<string, Profile>;
  rules: Map<string, Rule>;
  infoGroups: Map<string, InfoGroup>;
  catalogues: Map<string, CatalogueData>;
};

function addFirst<T extends { id: string }>(map: Map<string, T>, items: T[] | undefined): void {
  for (const item of items ?? []) if (!map.has(item.id)) map.set(item.id, item);
}

/** Every entry and group by id, at any depth, so links may point anywhere as BattleScribe allows. */
function indexEntriesDeep(
  entries: Map<string, SelectionEntry>,
  groups: Map<string, SelectionEntryGroup>,
  container: { selectionEntries?: SelectionEntry[]; selectionEntryGroups?: SelectionEntryGroup[] },
): void {
  for (const entry of container.selectionEntries ?? []) {
    if (!entries.has(entry.id)) entries.set(entry.id, entry);
    indexEntriesDeep(entries, groups, entry);
  }
  for (const group of container.selectionEntryGroups ?? []) {
    if (!groups.has(group.id)) groups.set(group.id, group);
    indexEntriesDeep(entries, groups, group);
  }
}

function indexForceEntries(
  map: DataIndex["forceEntries"],
  list: ForceEntry[] | undefined,
  file: CatalogueData | undefined,
): void {
  for (const entry of list ?? []) {
    if (!map.has(entry.id)) map.set(entry.id, { entry, file });
    indexForceEntries(map, entry.forceEntries, file);
  }
}

/**
 * New Recruit's force entry links (Age of Sigmar 4th's "Regiment", Horus Heresy 3rd's
 * detachments): the target force entry, found anywhere, as the link makes it, under the
 * composite id `link::target` that New Recruit writes in rosters. As with entry links, the
 * link's constraints, modifiers and category links are added to the target's, its costs
 * replace the target's of the same type, and its own name and hidden state (when written) win.
 * The linked entries are listed in the holding entry's `forceEntries`, so that everything that
 * offers child forces offers them.
 */
function indexForceEntryLinks(map: DataIndex["forceEntries"], list: ForceEntry[] | undefined): void {
  for (const entry of list ?? []) {
    for (const link of entry.forceEntryLinks ?? []) {
      const target = map.get(link.targetId);
      if (!target) continue;
      const id = `${link.id}::${target.entry.id}`;
      const costs = new Map((target.entry.costs ?? []).map((c) => [c.typeId, c]));
      for (const cost of link.costs ?? []) costs.set(cost.typeId, cost);
      const linked: ForceEntry = {
        ...target.entry,
        id,
        name: link.name || target.entry.name,
        ...(link.hidden !== undefined ? { hidden: link.hidden } : {}),
        ...(link.sortIndex !== undefined ? { sortIndex: link.sortIndex } : {}),
        constraints: [...(target.entry.constraints ?? []), ...(link.constraints ?? [])],
        modifiers: [...(target.entry.modifiers ?? []), ...(link.modifiers ?? [])],
        modifierGroups: [...(target.entry.modifierGroups ?? []), ...(link.modifierGroups ?? [])],
        categoryLinks: [...(target.entry.categoryLinks ?? []), ...(link.categoryLinks ?? [])],
        ...(costs.size > 0 ? { costs: [...costs.values()] } : {}),
      };
      if (!map.has(id)) map.set(id, { entry: linked, file: target.file });
      if (!(entry.forceEntries ?? []).some((f) => f.id === id)) entry.forceEntries = [...(entry.forceEntries ?? []), linked];
    }
    indexForceEntryLinks(map, entry.forceEntries);
  }
}

export function buildDataIndex(data: DataSet): DataIndex {
  const files = [data.gameSystem, ...data.catalogues];
  const index: DataIndex = {
    data,
    entries: new Map(),
    groups: new Map(),
    categories: new Map(),
    forceEntries: new Map(),
    costTypes: [],
    profileTypes: new Map(),
    profiles: new Map(),
    rules: new Map(),
    infoGroups: new Map(),
    catalogues: new Map(data.catalogues.map((c) => [c.id, c])),
  };
  // Shared entries first: a link names a shared entry far more often than a nested one.
  for (const file of files) {
    addFirst(index.entries, file.sharedSelectionEntries);
    addFirst(index.groups, file.sharedSelectionEntryGroups);
  }
  for (const file of files) {
    indexEntriesDeep(index.entries, index.groups, {
      selectionEntries: [...(file.sharedSelectionEntries ?? []), ...(file.selectionEntries ?? [])],
      selectionEntryGroups: file.sharedSelectionEntryGroups,
    });
    addFirst(index.categories, file.categoryEntries);
    addFirst(index.profileTypes, file.profileTypes);
    addFirst(index.profiles, file.sharedProfiles);
    addFirst(index.rules, file.sharedRules);
    addFirst(index.infoGroups, file.sharedInfoGroups);
  }
  indexForceEntries(index.forceEntries, data.gameSystem.forceEntries, undefined);
  for (const catalogue of data.catalogues) {
    indexForceEntries(index.forceEntries, catalogue.forceEntries, catalogue);
    indexForceEntries(index.forceEntries, catalogue.sharedForceEntries, catalogue);
  }
  for (const file of files) {
    indexForceEntryLinks(index.forceEntries, file.forceEntries);
    indexForceEntryLinks(index.forceEntries, file.sharedForceEntries);
  }
  const seenCostTypes = new Set<string>();
  for (const file of files) {
    for (const costType of file.costTypes ?? []) {
      if (seenCostTypes.has(costType.id)) continue;
      seenCostTypes.add(costType.id);
      index.costTypes.push(costType);
    }
  }
  return index;
}

/** The catalogue itself and every catalogue it links, transitively, in link order. */
export function linkedCatalogues(index: DataIndex, catalogue: CatalogueData): CatalogueData[] {
  const seen = new Set<string>([catalogue.id]);
  const order: CatalogueData[] = [catalogue];
  for (let i = 0; i < order.length; i++) {
    for (const link of order[i]?.catalogueLinks ?? []) {
      const target = index.catalogues.get(link.targetId);
      if (!target || seen.has(target.id)) continue;
      seen.add(target.id);
      order.push(target);
    }
  }
  return order;
}

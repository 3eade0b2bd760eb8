import type { Catalogue, EntryLink, GameSystem, SelectionEntry, SelectionEntryGroup } from "./catalogue-schema";

export type EntryVisit =
  | { kind: "entry"; node: SelectionEntry; path: string }
  | { kind: "group"; node: SelectionEntryGroup; path: string }
  | { kind: "link"; node: EntryLink; path: string };

type Container = {
  selectionEntries?: SelectionEntry[];
  selectionEntryGroups?: SelectionEntryGroup[];
  entryLinks?: EntryLink[];
};

function* walkContainer(container: Container, path: string): Generator<EntryVisit> {
  for (const [i, entry] of (container.selectionEntries ?? []).entries()) {
    const p = `${path}selectionEntries[${i}]`;
    yield { kind: "entry", node: entry, path: p };
    yield* walkContainer(entry, `${p}.`);
  }
  for (const [i, group] of (container.selectionEntryGroups ?? []).entries()) {
    const p = `${path}selectionEntryGroups[${i}]`;
    yield { kind: "group", node: group, path: p };
    yield* walkContainer(group, `${p}.`);
  }
  for (const [i, link] of (container.entryLinks ?? []).entries()) {
    yield { kind: "link", node: link, path: `${path}entryLinks[${i}]` };
  }
}

/** Every entry, group and link defined in a system or catalogue file, with its JSON path. */
export function* walkDefinitions(file: GameSystem | Catalogue): Generator<EntryVisit> {
  yield* walkContainer(file as Container, "");
  for (const [i, entry] of (file.sharedSelectionEntries ?? []).entries()) {
    const p = `sharedSelectionEntries[${i}]`;
    yield { kind: "entry", node: entry, path: p };
    yield* walkContainer(entry, `${p}.`);
  }
  for (const [i, group] of (file.sharedSelectionEntryGroups ?? []).entries()) {
    const p = `sharedSelectionEntryGroups[${i}]`;
    yield { kind: "group", node: group, path: p };
    yield* walkContainer(group, `${p}.`);
  }
}

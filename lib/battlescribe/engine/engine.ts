import type { DataSet } from "../data-types";
import type { DataIndex } from "./data-index";
import { buildDataIndex } from "./data-index";
import type { EntryTree } from "./entry-nodes";
import { createEntryTree } from "./entry-nodes";
import type { RosterRoot } from "./roster";

/** A loaded data set and the roster being edited on it. */
export type Engine = {
  index: DataIndex;
  tree: EntryTree;
  roster: RosterRoot;
  newId: () => string;
  /** Creation counter: selections are refreshed in the order they were made. */
  seq: number;
};

export type EngineOptions = { newId?: () => string; rosterName?: string };

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

export function createRoster(data: DataSet, name = "New Roster"): RosterRoot {
  const costLimits = new Map<string, number>();
  // Cost types of the catalogues are cost types too; the game system's come first.
  for (const costType of [data.gameSystem, ...data.catalogues].flatMap((file) => file.costTypes ?? [])) {
    const limit = costType.defaultCostLimit;
    // -1 (any negative) is no limit, and no cost limit is written for it; 0 is a limit of 0.
    if (limit !== undefined && limit >= 0 && !costLimits.has(costType.id)) costLimits.set(costType.id, limit);
  }
  return { kind: "roster", id: "", name, gameSystemId: data.gameSystem.id, forces: [], costLimits };
}

export function createEngine(data: DataSet, options: EngineOptions = {}): Engine {
  const index = buildDataIndex(data);
  const newId = options.newId ?? randomId;
  const roster = createRoster(data, options.rosterName);
  roster.id = newId();
  return { index, tree: createEntryTree(index), roster, newId, seq: 0 };
}

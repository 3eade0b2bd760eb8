import type { Engine } from "./engine";
import type { EntryNode } from "./entry-nodes";
import type { ForceNode, SelectionNode } from "./roster";

/** Root entries a force offers, by name: how a player (and a test) finds "Intercessor Squad". */
export function rootEntryNamed(engine: Engine, force: ForceNode, name: string): EntryNode | undefined {
  return engine.tree.rootsOf(force.catalogue?.id ?? "").entries.find((e) => e.name === name);
}

export function childEntryNamed(engine: Engine, selection: SelectionNode, name: string): EntryNode | undefined {
  return engine.tree.childrenOf(selection.node).entries.find((e) => e.name === name);
}

export function forceEntryNamed(engine: Engine, name: string): string | undefined {
  for (const [id, { entry }] of engine.index.forceEntries) if (entry.name === name) return id;
  return undefined;
}

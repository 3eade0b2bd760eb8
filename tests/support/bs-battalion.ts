/**
 * The legal 2000-point Ultramarines Battalion (40k 9th edition) on the corpus's BattleScribe
 * data, built through the roster operations the editor uses. The corpus test checks it
 * validates clean and what it costs; the benchmarks evaluate it.
 */
import { addForce, findForce, findSelection, selectChildEntry, selectEntry, setCostLimit, setSelectionCount } from "../../lib/battlescribe/engine/actions";
import type { Engine } from "../../lib/battlescribe/engine/engine";
import { childEntryNamed, forceEntryNamed, rootEntryNamed } from "../../lib/battlescribe/engine/lookup";
import type { ForceNode, SelectionNode } from "../../lib/battlescribe/engine/roster";

/** A force being built the way a player does it in the editor: pick by name, then options. */
export type ForceBuilder = {
  forceId: string;
  force: ForceNode;
  unit(name: string): SelectionNode;
  option(parent: SelectionNode, name: string): SelectionNode;
  child(parent: SelectionNode, name: string): SelectionNode;
  setCount(selection: SelectionNode, count: number): void;
};

export function forceBuilder(engine: Engine, forceEntryName: string, catalogueName: string): ForceBuilder {
  const forceEntryId = forceEntryNamed(engine, forceEntryName);
  const catalogue = engine.index.data.catalogues.find((c) => c.name === catalogueName);
  if (!forceEntryId || !catalogue) throw new Error(`${forceEntryName} / ${catalogueName} not in the data`);
  const forceId = addForce(engine, forceEntryId, catalogue.id).forceId as string;
  const force = findForce(engine, forceId);
  return {
    forceId,
    force,
    unit(name) {
      const entry = rootEntryNamed(engine, force, name);
      if (!entry) throw new Error(`no root entry ${name}`);
      return findSelection(engine, forceId, selectEntry(engine, forceId, entry.id).selectionId as string);
    },
    option(parent, name) {
      const entry = childEntryNamed(engine, parent, name);
      if (!entry) throw new Error(`no option ${name} under ${parent.node.name}`);
      return findSelection(engine, forceId, selectChildEntry(engine, forceId, parent.id, entry.id).selectionId as string);
    },
    child(parent, name) {
      const found = parent.children.find((c) => c.node.name === name);
      if (!found) throw new Error(`${parent.node.name} has no selection ${name}`);
      return found;
    },
    setCount(selection, count) {
      setSelectionCount(engine, forceId, selection.id, count);
    },
  };
}

export function rootNamed(force: ForceNode, name: string): SelectionNode {
  const found = force.selections.find((s) => s.node.name === name);
  if (!found) throw new Error(`no root selection ${name}`);
  return found;
}

/** Everything after the force's own required selections: the player's choices, in order. */
export function chooseBattalionUnits({ force, unit, option, child, setCount }: ForceBuilder): void {
  option(rootNamed(force, "Game Type"), "1. Eternal War");
  const captain = unit("Captain");
  option(captain, "Master-crafted boltgun");
  option(captain, "Thunder hammer");
  option(captain, "Warlord");
  option(captain, "Adept of the Codex");
  const lieutenant = unit("Lieutenant");
  option(lieutenant, "Master-crafted boltgun");
  option(lieutenant, "Astartes Chainsword");
  const librarian = unit("Librarian");
  option(librarian, "Boltgun");
  for (let i = 0; i < 3; i++) setCount(child(unit("Intercessor Squad"), "Intercessor"), 9);
  unit("Redemptor Dreadnought");
  setCount(child(unit("Bladeguard Veteran Squad"), "Bladeguard Veteran"), 5);
  unit("Primaris Apothecary");
  unit("Outrider Squad");
  unit("Repulsor Executioner");
  unit("Land Raider");
  unit("Hellblaster Squad");
}

/** The whole Battalion on an engine loaded with WH40K_9E_ULTRAMARINES, points limit 2000. */
export function buildUltramarinesBattalion(engine: Engine): ForceBuilder {
  setCostLimit(engine, "points", 2000);
  const built = forceBuilder(engine, "Battalion Detachment -3CP", "Imperium - Adeptus Astartes - Ultramarines");
  chooseBattalionUnits(built);
  return built;
}

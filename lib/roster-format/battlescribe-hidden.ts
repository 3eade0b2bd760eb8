/**
 * Hidden rosters on BattleScribe data (The 9th Age's magic items): which selections a hidden
 * share link conceals, as data (data/battlescribe/hidden-rosters.json names, per game system,
 * the shared selection-entry groups whose entries are concealed), and the roster as a visitor
 * may have it. The owner's share dialog and the server's share view call the same functions. Pure.
 */
import { z } from "zod";
import shipped from "../../data/battlescribe/hidden-rosters.json";
import { refresh } from "../battlescribe/engine/actions";
import { createEngine, type Engine } from "../battlescribe/engine/engine";
import { walkForces, type SelectionNode } from "../battlescribe/engine/roster";
import { snapshotRoster, type CostSnapshot, type ForceSnapshot, type RosterSnapshot, type SelectionSnapshot } from "../battlescribe/engine/snapshot";
import { addDecimal } from "../battlescribe/engine/decimal";
import type { DataSet } from "../battlescribe/data-types";
import { openRosterFile } from "../battlescribe/ros/open-roster-file";
import { writeRosterXml } from "../battlescribe/ros/write-roster";
import type { BsDocument } from "./battlescribe-document";

const hiddenRosterFileSchema = z
  .object({
    hiddenRosters: z.array(
      z.strictObject({
        id: z.string().min(1).max(100),
        name: z.string().min(1).max(200),
        /** The `id` of the game system's `.gst`, whatever revision is installed. */
        gameSystemId: z.string().min(1).max(100),
        /** Selection-entry groups (shared ones, by their own id) whose entries are concealed. */
        entryGroupIds: z.array(z.string().min(1).max(100)).min(1),
      }),
    ),
  })
  .strict();

export type HiddenRosterFile = z.infer<typeof hiddenRosterFileSchema>;

let parsed: HiddenRosterFile | undefined;

export function shippedHiddenRosters(): HiddenRosterFile {
  parsed ??= hiddenRosterFileSchema.parse(shipped);
  return parsed;
}

/** The groups whose entries a hidden roster of this game system conceals; undefined where it has no hidden rosters. */
export function concealedGroupIds(gameSystemId: string, file: HiddenRosterFile = shippedHiddenRosters()): ReadonlySet<string> | undefined {
  const ids = file.hiddenRosters.filter((rule) => rule.gameSystemId === gameSystemId).flatMap((rule) => rule.entryGroupIds);
  return ids.length ? new Set(ids) : undefined;
}

export type BsConcealedItem = { id: string; name: string; unitName: string };

/** Whether the entry sits in a concealed group: its group's composite id (`link::group`) names one. */
function isConcealed(selection: SelectionNode, groups: ReadonlySet<string>): boolean {
  return (selection.node.groupId ?? "").split("::").some((id) => groups.has(id));
}

function concealedNodes(engine: Engine, groups: ReadonlySet<string>): { selection: SelectionNode; unitName: string }[] {
  const found: { selection: SelectionNode; unitName: string }[] = [];
  const walk = (selections: SelectionNode[], unitName: string) => {
    for (const selection of selections) {
      // Whatever an item contains is concealed with it and revealed with it.
      if (isConcealed(selection, groups)) found.push({ selection, unitName });
      else walk(selection.children, unitName);
    }
  };
  for (const force of walkForces(engine.roster.forces)) {
    for (const unit of force.selections) walk(unit.children, unit.customName ?? unit.node.name);
  }
  return found;
}

/** Every item a hidden link of this roster may conceal; undefined where the game has no hidden rosters. */
export function listBsConcealedItems(engine: Engine, file?: HiddenRosterFile): BsConcealedItem[] | undefined {
  const groups = concealedGroupIds(engine.roster.gameSystemId, file);
  if (!groups) return undefined;
  return concealedNodes(engine, groups).map(({ selection, unitName }) => ({ id: selection.id, name: selection.customName ?? selection.node.name, unitName }));
}

/** Takes the items not yet revealed out of the engine's roster; answers how many. */
export function removeBsConcealed(engine: Engine, revealed: ReadonlySet<string>, file?: HiddenRosterFile): number {
  const groups = concealedGroupIds(engine.roster.gameSystemId, file);
  if (!groups) return 0;
  const hidden = concealedNodes(engine, groups).filter(({ selection }) => !revealed.has(selection.id));
  for (const { selection } of hidden) {
    const parent = selection.parent;
    if (parent.kind === "selection") parent.children = parent.children.filter((c) => c !== selection);
    else parent.selections = parent.selections.filter((s) => s !== selection);
  }
  if (hidden.length) refresh(engine);
  return hidden.length;
}

/** Every cost of a selection with everything under it. */
function addCosts(into: CostSnapshot[], selection: SelectionSnapshot): CostSnapshot[] {
  let costs = into;
  for (const cost of selection.costs) {
    const found = costs.find((c) => c.typeId === cost.typeId);
    costs = found ? costs.map((c) => (c === found ? { ...c, value: addDecimal(c.value, cost.value) } : c)) : [...costs, { ...cost }];
  }
  return selection.children.reduce(addCosts, costs);
}

function concealSelection(selection: SelectionSnapshot, ids: ReadonlySet<string>): SelectionSnapshot {
  const hidden = selection.children.filter((c) => ids.has(c.id));
  // The carrier pays for what it carries: its own costs take the concealed items' in.
  const costs = hidden.reduce(addCosts, selection.costs);
  return { ...selection, costs, children: selection.children.filter((c) => !ids.has(c.id)).map((c) => concealSelection(c, ids)) };
}

function concealForce(force: ForceSnapshot, ids: ReadonlySet<string>): ForceSnapshot {
  return { ...force, selections: force.selections.map((s) => concealSelection(s, ids)), childForces: force.childForces.map((f) => concealForce(f, ids)) };
}

/**
 * The full roster's snapshot with the concealed items taken out of sight: their points stay in
 * their carriers' (so no total tells what is hidden), the problems are the full roster's, less
 * the ones raised on a concealed item.
 */
export function concealSnapshot(snapshot: RosterSnapshot, ids: ReadonlySet<string>): RosterSnapshot {
  return { ...snapshot, forces: snapshot.forces.map((f) => concealForce(f, ids)), errors: snapshot.errors.filter((e) => !ids.has(e.raisedOn.id)) };
}

/** The roster as a visitor of a hidden link may have it: the XML without the concealed items, and the snapshot to show. */
export function concealBsDocument(document: BsDocument, data: DataSet, revealed: ReadonlySet<string>, file?: HiddenRosterFile): { document: BsDocument; snapshot: RosterSnapshot; concealed: number } {
  const { engine } = openRosterFile(createEngine(data), "roster.ros", document.xml);
  const ids = new Set((listBsConcealedItems(engine, file) ?? []).filter((item) => !revealed.has(item.id)).map((item) => item.id));
  const snapshot = concealSnapshot(snapshotRoster(engine), ids);
  const concealed = removeBsConcealed(engine, revealed, file);
  return { document: concealed ? { xml: writeRosterXml(engine) } : document, snapshot, concealed };
}

import { EngineError, refresh } from "../engine/actions";
import type { Engine } from "../engine/engine";
import { createRoster } from "../engine/engine";
import type { ChildTable, EntryNode } from "../engine/entry-nodes";
import type { AssociationLink, CategoryNode, ForceNode, RosterRoot, SelectionNode } from "../engine/roster";
import { UNCATEGORISED } from "../engine/validate";
import type { XmlElement } from "./parse-xml-tree";
import { childText, childrenNamed, parseXmlTree } from "./parse-xml-tree";
import { addDecimal } from "../engine/decimal";

/**
 * Reads a BattleScribe `.ros` roster onto the loaded game data, keeping every id it holds so a
 * roster written and read back is the same roster. Costs and errors are worked out again from
 * the data, as BattleScribe does (a `.ros` records no validation).
 */
function exactEntry(table: ChildTable, entryId: string): EntryNode | undefined {
  return table.entries.find((e) => e.id === entryId) ?? table.entries.find((e) => e.entry.id === entryId.split("::").pop());
}

/**
 * A selection of the file that the data no longer offers where it was: left out with what it
 * held, except what the data still offers in the same place (`kept`). `costs` is what the file
 * stored for what was left out (its own costs and those of everything it held but `kept`).
 */
export type DroppedEntry = { name: string; entryId: string; path: string; costs: Map<string, number>; kept: string[] };

/** What reading a roster noticed: entries the data does not offer, costs that differ from the file's. */
export type RosterReadNotes = {
  unknown: DroppedEntry[];
  stored: Map<string, Map<string, number>>;
  /**
   * Forces whose catalogue is not installed under the id the roster names, opened on the one
   * installed catalogue of that name (the data replaced the catalogue: Warcry's 2022 files).
   */
  catalogueByName: { name: string; rosterCatalogueId: string; catalogueId: string }[];
};

type ReadContext = { lenient: boolean; notes: RosterReadNotes };

function readStoredCosts(element: XmlElement, id: string, ctx: ReadContext): void {
  const costs = childrenNamed(element, "costs", "cost");
  if (costs.length === 0) return;
  ctx.notes.stored.set(id, new Map(costs.map((c) => [c.attributes.typeId ?? "", Number(c.attributes.value)])));
}

function readSelections(engine: Engine, element: XmlElement, table: ChildTable, parent: ForceNode | SelectionNode, force: ForceNode, ctx: ReadContext, path: string): SelectionNode[] {
  const found: SelectionNode[] = [];
  for (const child of childrenNamed(element, "selections", "selection")) {
    const selection = readSelection(engine, child, table, parent, force, ctx, path);
    if (selection) found.push(selection);
    else if (ctx.lenient) found.push(...placeWhatItHeld(engine, child, table, parent, force, ctx, path));
  }
  return found;
}

/** What the file stored for a selection and everything it holds, by cost type. */
function storedSubtreeCosts(element: XmlElement, into = new Map<string, number>()): Map<string, number> {
  for (const cost of childrenNamed(element, "costs", "cost")) {
    const value = Number(cost.attributes.value);
    const typeId = cost.attributes.typeId ?? "";
    if (Number.isFinite(value) && value !== 0) into.set(typeId, addDecimal(into.get(typeId) ?? 0, value));
  }
  for (const child of childrenNamed(element, "selections", "selection")) storedSubtreeCosts(child, into);
  return into;
}

/**
 * A selection the data no longer offers is left out, but what it held and the data still
 * offers in the same place is kept there (a unit inside an entry a new revision removed, now
 * offered on its own), its inner selections tried in turn. The dropped entry is noted with the
 * costs the file stored for what went with it.
 */
function placeWhatItHeld(engine: Engine, element: XmlElement, table: ChildTable, parent: ForceNode | SelectionNode, force: ForceNode, ctx: ReadContext, path: string): SelectionNode[] {
  const dropped = ctx.notes.unknown[ctx.notes.unknown.length - 1];
  const placed: SelectionNode[] = [];
  const visit = (holder: XmlElement) => {
    for (const inner of childrenNamed(holder, "selections", "selection")) {
      if (exactEntry(table, inner.attributes.entryId ?? "")) {
        const selection = readSelection(engine, inner, table, parent, force, ctx, path);
        if (!selection) continue;
        placed.push(selection);
        dropped?.kept.push(inner.attributes.name ?? selection.node.name);
        for (const [typeId, value] of storedSubtreeCosts(inner)) dropped?.costs.set(typeId, addDecimal(dropped.costs.get(typeId) ?? 0, -value));
      } else visit(inner);
    }
  };
  visit(element);
  return placed;
}

/**
 * New Recruit's links from a selection to others, through the associations its entry has (each
 * link once); a link to a selection that was not read counts for nothing.
 */
function associationLinks(element: XmlElement, node: EntryNode): { associations?: AssociationLink[] } {
  if (node.associations.length === 0) return {};
  const known = new Set(node.associations.map((a) => a.id));
  const links = new Map<string, AssociationLink>();
  for (const a of childrenNamed(element, "associations", "association")) {
    const associationId = a.attributes.associationId ?? "";
    const to = a.attributes.to ?? "";
    if (to && known.has(associationId)) links.set(`${associationId}\u0000${to}`, { associationId, to });
  }
  return links.size > 0 ? { associations: [...links.values()] } : {};
}

function readSelection(engine: Engine, element: XmlElement, table: ChildTable, parent: ForceNode | SelectionNode, force: ForceNode, ctx: ReadContext, path: string): SelectionNode | undefined {
  const entryId = element.attributes.entryId ?? "";
  const node = exactEntry(table, entryId);
  const name = element.attributes.name ?? entryId;
  if (!node) {
    if (!ctx.lenient) throw new EngineError("unknownEntry", `The roster uses "${name}" (${entryId}), which the loaded game data does not offer there`);
    ctx.notes.unknown.push({ name, entryId, path: `${path} / ${name}`, costs: storedSubtreeCosts(element), kept: [] });
    return undefined;
  }
  const number = Number(element.attributes.number ?? "1");
  const selection: SelectionNode = {
    kind: "selection",
    id: element.attributes.id || engine.newId(),
    node,
    number: Number.isInteger(number) && number >= 0 ? number : 1,
    parent,
    force,
    children: [],
    costs: new Map(),
    seq: ++engine.seq,
    customName: element.attributes.customName,
    customNotes: childText(element, "customNotes"),
    ...associationLinks(element, node),
  };
  readStoredCosts(element, selection.id, ctx);
  selection.children = readSelections(engine, element, engine.tree.childrenOf(node), selection, force, ctx, `${path} / ${name}`);
  if (isGroupedModels(selection)) selection.grouped = true;
  return selection;
}

/**
 * New Recruit's grouped models (see SelectionNode.grouped): several of one entry as one
 * selection that holds children that are not collective, each child's number a whole multiple
 * of its own. BattleScribe would have written each model as a selection of its own.
 */
function isGroupedModels(selection: SelectionNode): boolean {
  if (selection.number <= 1 || selection.children.length === 0) return false;
  const loose = selection.children.filter((c) => !c.node.collective);
  return loose.length > 0 && loose.every((c) => c.number % selection.number === 0);
}

function readCategories(engine: Engine, element: XmlElement, force: ForceNode): CategoryNode[] {
  const fromFile = new Map(childrenNamed(element, "categories", "category").map((c) => [c.attributes.entryId ?? "", c]));
  const custom = (entryId: string) => {
    const found = fromFile.get(entryId);
    return found ? { customName: found.attributes.customName, customNotes: childText(found, "customNotes") } : {};
  };
  const uncategorised: CategoryNode = {
    kind: "category",
    id: fromFile.get(UNCATEGORISED)?.attributes.id || engine.newId(),
    entryId: UNCATEGORISED,
    entry: { id: UNCATEGORISED, name: "Uncategorised" },
    link: { id: UNCATEGORISED, targetId: UNCATEGORISED, name: "Uncategorised" },
    force,
  };
  const linked = (force.entry.categoryLinks ?? []).map<CategoryNode>((link) => ({
    kind: "category",
    id: fromFile.get(link.targetId)?.attributes.id || engine.newId(),
    entryId: link.targetId,
    entry: engine.index.categories.get(link.targetId),
    link,
    force,
    ...custom(link.targetId),
  }));
  return [uncategorised, ...linked];
}

function readForce(engine: Engine, element: XmlElement, parent: RosterRoot | ForceNode, ctx: ReadContext): ForceNode {
  const entryId = element.attributes.entryId ?? "";
  const found = engine.index.forceEntries.get(entryId);
  if (!found) throw new EngineError("unknownForceEntry", `The roster uses the force "${element.attributes.name ?? entryId}" (${entryId}), which the loaded game data does not have`);
  const catalogueId = element.attributes.catalogueId;
  // By id first: names are not unique (one Warcry revision has two catalogues of one name) and
  // catalogues are renamed; the name only when the id is gone, in a lenient read.
  let catalogue = catalogueId ? engine.index.catalogues.get(catalogueId) : found.file;
  if (catalogueId && !catalogue && ctx.lenient) {
    const named = engine.index.data.catalogues.filter((c) => c.name === element.attributes.catalogueName);
    if (named.length === 1) {
      catalogue = named[0];
      ctx.notes.catalogueByName.push({ name: catalogue?.name ?? "", rosterCatalogueId: catalogueId, catalogueId: catalogue?.id ?? "" });
    }
  }
  if (catalogueId && !catalogue) throw new EngineError("unknownCatalogue", `The roster needs the catalogue "${element.attributes.catalogueName ?? catalogueId}", which is not loaded`);
  const force: ForceNode = {
    kind: "force",
    id: element.attributes.id || engine.newId(),
    entry: found.entry,
    catalogue,
    parent,
    selections: [],
    forces: [],
    categories: [],
    customName: element.attributes.customName,
    customNotes: childText(element, "customNotes"),
  };
  force.categories = readCategories(engine, element, force);
  const roots = engine.tree.rootsOf(catalogue?.id ?? "");
  force.selections = readSelections(engine, element, roots, force, force, ctx, force.entry.name);
  force.forces = childrenNamed(element, "forces", "force").map((f) => readForce(engine, f, force, ctx));
  return force;
}

/** A new engine on the same game data holding the roster in `xml`; the old one is untouched. */
export function loadRosterXml(engine: Engine, xml: string): Engine {
  return readRosterXml(engine, xml, { lenient: false }).engine;
}

/**
 * Reads a roster; with `lenient`, entries the data does not offer are left out and listed
 * (by name, with where they were) instead of refusing the roster.
 */
export function readRosterXml(engine: Engine, xml: string, options: { lenient: boolean }): { engine: Engine; notes: RosterReadNotes } {
  const ctx: ReadContext = { lenient: options.lenient, notes: { unknown: [], stored: new Map(), catalogueByName: [] } };
  const root = parseXmlTree(xml);
  if (root.name !== "roster") throw new EngineError("notARoster", `Expected a <roster> document, found <${root.name}>`);
  const gameSystemId = root.attributes.gameSystemId;
  const data = engine.index.data;
  if (gameSystemId && gameSystemId !== data.gameSystem.id) {
    throw new EngineError("otherGameSystem", `The roster is for "${root.attributes.gameSystemName ?? gameSystemId}", not for the loaded "${data.gameSystem.name}"`);
  }
  const roster = createRoster(data, root.attributes.name || "New Roster");
  roster.id = root.attributes.id || engine.newId();
  // A roster carries its own limits (the data's defaults are for new rosters): none written, none set.
  roster.costLimits.clear();
  for (const limit of childrenNamed(root, "costLimits", "costLimit")) {
    const value = Number(limit.attributes.value);
    if (limit.attributes.typeId && Number.isFinite(value)) roster.costLimits.set(limit.attributes.typeId, value);
  }
  const loaded: Engine = { ...engine, roster, seq: 0 };
  roster.forces = childrenNamed(root, "forces", "force").map((f) => readForce(loaded, f, roster, ctx));
  refresh(loaded);
  return { engine: loaded, notes: ctx.notes };
}

/**
 * A Muster roster as BattleScribe's `.ros` XML (roster schema 2.03) and `.rosz`, so an
 * organiser's download holds every list in the format tournament tools collect: the game
 * system and catalogue with their revisions, forces, selections nested as built with their
 * numbers, custom names and notes, each selection's own costs (its subtree's total less its
 * children's, already multiplied by its number, as BattleScribe writes them), categories with
 * the primary one, and the roster's totals and limits. The roster's own notes, and paths and
 * spells of The 9th Age, are left out (the JSON beside it keeps them). Pure.
 */
import { strToU8, zipSync } from "fflate";
import { formatDecimal, list, ROSTER_NAMESPACE, tag, textTag } from "../battlescribe/ros/xml-tags";
import { evaluate, getCatalogueIndex } from "../engine";
import type { CatalogueIndex, CostMap, Evaluation, SlotTable } from "../engine";
import type { Catalogue, GameSystem } from "../gamedata/catalogue-schema";
import type { Roster, Selection } from "../gamedata/roster-schema";

type Writer = { index: CatalogueIndex; evaluation: Evaluation; costTypes: { id: string; name: string }[] };

function costList(writer: Writer, costs: CostMap, indent: string, element = "cost"): string[] {
  return list(`${element}s`, writer.costTypes.map((c) => tag(element, [["name", c.name], ["typeId", c.id], ["value", formatDecimal(costs[c.id] ?? 0)]], undefined, `${indent}  `)), indent);
}

function subtreeCosts(writer: Writer, id: string): CostMap {
  return writer.evaluation.totals.selections[id]?.costs ?? {};
}

/** A selection's own costs: what its subtree totals, less what its children's subtrees do. */
function ownCosts(writer: Writer, selection: Selection): CostMap {
  const own: CostMap = { ...subtreeCosts(writer, selection.id) };
  for (const child of selection.selections ?? []) {
    for (const [type, value] of Object.entries(subtreeCosts(writer, child.id))) own[type] = (own[type] ?? 0) - value;
  }
  // Floating-point subtraction must not print 0.30000000000000004.
  for (const type of Object.keys(own)) own[type] = Math.round((own[type] ?? 0) * 1000) / 1000;
  return own;
}

function writeSelection(writer: Writer, table: SlotTable | undefined, selection: Selection, root: boolean, indent: string): string {
  const slot = table?.slots.get(selection.entryId);
  const inner = `${indent}  `;
  const children = slot ? writer.index.childrenOf(slot) : undefined;
  const categoryIds = root && slot ? slot.categoryIds : [];
  return tag(
    "selection",
    [
      ["id", selection.id],
      ["name", slot?.entry.name ?? selection.entryId],
      ["entryId", selection.entryId],
      ["customName", selection.customName],
      ["number", selection.number],
      ["type", slot?.entry.type ?? "upgrade"],
    ],
    [
      ...textTag("customNotes", selection.notes, inner),
      ...list("selections", (selection.selections ?? []).map((child) => writeSelection(writer, children, child, false, `${inner}  `)), inner),
      ...costList(writer, ownCosts(writer, selection), inner),
      ...list(
        "categories",
        categoryIds.map((id) => tag("category", [["id", `${selection.id}-${id}`], ["name", writer.index.categoryName(id)], ["entryId", id], ["primary", String(id === slot?.primaryCategoryId)]], undefined, `${inner}  `)),
        inner,
      ),
    ],
    indent,
  );
}

/** `.ros` XML of a Muster roster; `id` names the roster (e.g. a submission's id), stable across downloads. */
export function writeMusterRosterXml(roster: Roster, system: GameSystem, catalogue: Catalogue, id: string, evaluation: Evaluation = evaluate(roster, system, catalogue, { available: false })): string {
  const index = getCatalogueIndex(system, catalogue);
  const writer: Writer = { index, evaluation, costTypes: system.costTypes.filter((c) => !c.hidden).map((c) => ({ id: c.id, name: c.name })) };
  const forces = roster.forces.map((force) => {
    const inner = "      ";
    const used = [...new Set(force.selections.map((s) => index.roots.slots.get(s.entryId)?.primaryCategoryId).filter((c): c is string => Boolean(c)))];
    return tag(
      "force",
      [
        ["id", force.id],
        ["name", index.forceEntry(force.forceEntryId)?.name ?? force.forceEntryId],
        ["entryId", force.forceEntryId],
        ["catalogueId", catalogue.id],
        ["catalogueRevision", catalogue.revision],
        ["catalogueName", catalogue.name],
      ],
      [
        ...list("selections", force.selections.map((s) => writeSelection(writer, index.roots, s, true, `${inner}  `)), inner),
        ...list("categories", used.map((c) => tag("category", [["id", `${force.id}-${c}`], ["name", index.categoryName(c)], ["entryId", c], ["primary", "false"]], undefined, `${inner}  `)), inner),
      ],
      "    ",
    );
  });
  const root = tag(
    "roster",
    [
      ["id", id],
      ["name", roster.name],
      ["battleScribeVersion", "2.03"],
      ["gameSystemId", system.id],
      ["gameSystemName", system.name],
      ["gameSystemRevision", system.revision],
      ["xmlns", ROSTER_NAMESPACE],
    ],
    [...costList(writer, evaluation.totals.roster.costs, "  "), ...costList(writer, evaluation.limits, "  ", "costLimit"), ...list("forces", forces, "  ")],
    "",
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${root}\n`;
}

/** `.rosz`: the `.ros` in a zip, as BattleScribe and New Recruit save it. */
export function writeMusterRosterZip(roster: Roster, system: GameSystem, catalogue: Catalogue, id: string, evaluation?: Evaluation): Uint8Array {
  const name = roster.name.replace(/[\\/:*?"<>|]/g, "_");
  return zipSync({ [`${name}.ros`]: strToU8(writeMusterRosterXml(roster, system, catalogue, id, evaluation)) }, { level: 6 });
}

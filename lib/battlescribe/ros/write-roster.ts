import type { CostType } from "../data-types";
import type { ProfileView, RuleView } from "../engine/info";
import type { Engine } from "../engine/engine";
import type { ForceNode, SelectionNode } from "../engine/roster";
import type { CostSnapshot, ForceSnapshot, RosterSnapshot, SelectionSnapshot } from "../engine/snapshot";
import { snapshotRoster } from "../engine/snapshot";
import { escapeXml, formatDecimal, list, ROSTER_NAMESPACE, tag, textTag } from "./xml-tags";

export { escapeXml, formatDecimal, ROSTER_NAMESPACE };

function costs(items: CostSnapshot[], indent: string, element = "cost"): string[] {
  return list(`${element}s`, items.map((c) => tag(element, [["name", c.name], ["typeId", c.typeId], ["value", formatDecimal(c.value)]], undefined, `${indent}  `)), indent);
}

function rules(items: RuleView[], indent: string): string[] {
  return list(
    "rules",
    items.map((r) =>
      tag("rule", [["id", r.id], ["name", r.name], ["publicationId", r.publicationId], ["page", r.page], ["hidden", String(r.hidden)]], textTag("description", r.description, `${indent}    `), `${indent}  `),
    ),
    indent,
  );
}

function profiles(items: ProfileView[], indent: string): string[] {
  return list(
    "profiles",
    items.map((p) =>
      tag(
        "profile",
        [["id", p.id], ["name", p.name], ["publicationId", p.publicationId], ["page", p.page], ["hidden", String(p.hidden)], ["typeId", p.typeId], ["typeName", p.typeName]],
        list("characteristics", p.characteristics.map((c) => `${indent}      <characteristic name="${escapeXml(c.name)}" typeId="${escapeXml(c.typeId)}">${escapeXml(c.value)}</characteristic>`), `${indent}    `),
        `${indent}  `,
      ),
    ),
    indent,
  );
}

function writeSelection(node: SelectionNode, byId: Map<string, SelectionSnapshot>, costTypes: CostType[], indent: string): string {
  const s = byId.get(node.id);
  if (!s) return "";
  const inner = `${indent}  `;
  return tag(
    "selection",
    [["id", s.id], ["name", s.name], ["entryId", s.entryId], ["entryGroupId", s.entryGroupId], ["customName", s.customName], ["publicationId", s.publicationId], ["page", s.page], ["number", s.number], ["type", s.type]],
    [
      ...textTag("customNotes", s.customNotes, inner),
      ...rules(s.rules, inner),
      ...profiles(s.profiles, inner),
      ...list("selections", node.children.map((c) => writeSelection(c, byId, costTypes, `${inner}  `)), inner),
      ...costs(everyCostType(costTypes, s.costs), inner),
      ...list("categories", s.categories.map((c) => tag("category", [["id", `${s.id}-${c.entryId}`], ["name", c.name], ["entryId", c.entryId], ["primary", String(c.primary)]], undefined, `${inner}  `)), inner),
      // New Recruit saves a selection's links as {associationId, to}; BattleScribe skips what it does not know.
      ...list("associations", (s.associations ?? []).map((a) => tag("association", [["associationId", a.associationId], ["to", a.to]], undefined, `${inner}  `)), inner),
    ],
    indent,
  );
}

function indexSelections(items: SelectionSnapshot[], byId: Map<string, SelectionSnapshot>): void {
  for (const item of items) {
    byId.set(item.id, item);
    indexSelections(item.children, byId);
  }
}

/** Publications the force's entries, rules and profiles cite, in the order first cited. */
function publicationsOf(engine: Engine, snapshot: ForceSnapshot): { id: string; name: string }[] {
  const ids: string[] = [];
  const add = (id: string | undefined) => {
    if (id && !ids.includes(id)) ids.push(id);
  };
  add(snapshot.publicationId);
  snapshot.rules.forEach((r) => add(r.publicationId));
  snapshot.profiles.forEach((p) => add(p.publicationId));
  const visit = (selections: SelectionSnapshot[]) => {
    for (const s of selections) {
      add(s.publicationId);
      s.rules.forEach((r) => add(r.publicationId));
      s.profiles.forEach((p) => add(p.publicationId));
      visit(s.children);
    }
  };
  visit(snapshot.selections);
  const files = [engine.index.data.gameSystem, ...engine.index.data.catalogues];
  return ids.map((id) => ({ id, name: files.flatMap((f) => f.publications ?? []).find((p) => p.id === id)?.name ?? id }));
}

function writeForce(engine: Engine, force: ForceNode, snapshot: ForceSnapshot, indent: string): string {
  const byId = new Map<string, SelectionSnapshot>();
  indexSelections(snapshot.selections, byId);
  const inner = `${indent}  `;
  const childSnapshots = new Map(snapshot.childForces.map((f) => [f.id, f]));
  return tag(
    "force",
    [
      ["id", snapshot.id],
      ["name", snapshot.name],
      ["entryId", snapshot.entryId],
      ["customName", snapshot.customName],
      ["publicationId", snapshot.publicationId],
      ["page", snapshot.page],
      ["catalogueId", snapshot.catalogueId],
      ["catalogueRevision", snapshot.catalogueRevision],
      ["catalogueName", snapshot.catalogueName],
    ],
    [
      ...textTag("customNotes", snapshot.customNotes, inner),
      ...rules(snapshot.rules, inner),
      ...profiles(snapshot.profiles, inner),
      ...list("selections", force.selections.map((s) => writeSelection(s, byId, engine.index.costTypes, `${inner}  `)), inner),
      ...list("publications", publicationsOf(engine, snapshot).map((p) => tag("publication", [["id", p.id], ["name", p.name]], undefined, `${inner}  `)), inner),
      ...list(
        "categories",
        snapshot.categories.map((c) =>
          tag("category", [["id", c.id], ["name", c.name], ["entryId", c.entryId], ["customName", c.customName], ["primary", "false"]], textTag("customNotes", c.customNotes, `${inner}    `), `${inner}  `),
        ),
        inner,
      ),
      ...list(
        "forces",
        force.forces.map((child) => {
          const childSnapshot = childSnapshots.get(child.id);
          return childSnapshot ? writeForce(engine, child, childSnapshot, `${inner}  `) : "";
        }),
        inner,
      ),
    ],
    indent,
  );
}

/** BattleScribe writes every cost type on every selection, 0.0 for those its entry does not have. */
function everyCostType(costTypes: CostType[], own: CostSnapshot[]): CostSnapshot[] {
  return costTypes.map((costType) => own.find((c) => c.typeId === costType.id) ?? { name: costType.name, typeId: costType.id, value: 0 });
}

/**
 * Writes the roster as BattleScribe's `.ros` XML (roster schema 2.03): selections in the order
 * they were made, each with its own costs already multiplied by its number.
 */
export function writeRosterXml(engine: Engine, snapshot: RosterSnapshot = snapshotRoster(engine)): string {
  const forces = engine.roster.forces.map((force) => {
    const forceSnapshot = snapshot.forces.find((f) => f.id === force.id);
    return forceSnapshot ? writeForce(engine, force, forceSnapshot, "    ") : "";
  });
  const body = [
    ...costs(snapshot.costs, "  "),
    ...costs(snapshot.costLimits, "  ", "costLimit"),
    ...list("forces", forces, "  "),
  ];
  const root = tag(
    "roster",
    [
      ["id", snapshot.id],
      ["name", snapshot.name],
      ["battleScribeVersion", "2.03"],
      ["gameSystemId", snapshot.gameSystemId],
      ["gameSystemName", snapshot.gameSystemName],
      ["gameSystemRevision", snapshot.gameSystemRevision],
      ["xmlns", ROSTER_NAMESPACE],
    ],
    body,
    "",
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${root}\n`;
}

import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { childText, parseXmlTree, type XmlElement } from "../battlescribe/ros/parse-xml-tree";
import { evaluate } from "../engine";
import { loadGameData } from "../gamedata/load-dir";
import type { Roster, Selection } from "../gamedata/roster-schema";
import { writeMusterRosterXml, writeMusterRosterZip } from "./roster-ros";
import { exampleRoster } from "../../tests/support/example-roster";

const data = await loadGameData();
const example = (file: string) => exampleRoster(data, file);

function all(element: XmlElement, name: string): XmlElement[] {
  return [...(element.name === name ? [element] : []), ...element.children.flatMap((c) => all(c, name))];
}

function costsOf(element: XmlElement, container = "costs"): Record<string, number> {
  const costs = element.children.find((c) => c.name === container)?.children ?? [];
  return Object.fromEntries(costs.map((c) => [c.attributes.typeId, Number(c.attributes.value)]));
}

function flatten(selections: Selection[]): Selection[] {
  return selections.flatMap((s) => [s, ...flatten(s.selections ?? [])]);
}

describe(".ros of a Muster roster", () => {
  it.each(data.examples.map((e) => [e.file] as const))("%s: every selection with its number and own costs, which add up to the units' totals; the roster's totals", (file) => {
    const { roster, system, catalogue } = example(file);
    const evaluation = evaluate(roster, system, catalogue, { available: false });
    const tree = parseXmlTree(writeMusterRosterXml(roster, system, catalogue, "roster-1", evaluation));

    expect(tree.attributes).toMatchObject({ id: "roster-1", name: roster.name, battleScribeVersion: "2.03", gameSystemId: system.id, gameSystemRevision: String(system.revision) });
    const forces = all(tree, "force");
    expect(forces.map((f) => f.attributes.entryId)).toEqual(roster.forces.map((f) => f.forceEntryId));
    expect(forces.every((f) => f.attributes.catalogueId === catalogue.id && f.attributes.catalogueRevision === String(catalogue.revision))).toBe(true);

    const selections = all(tree, "selection");
    const made = roster.forces.flatMap((f) => flatten(f.selections));
    expect(selections.map((s) => [s.attributes.id, s.attributes.entryId, Number(s.attributes.number)])).toEqual(made.map((s) => [s.id, s.entryId, s.number]));

    const totals = evaluation.totals.roster.costs;
    expect(costsOf(tree)).toEqual(Object.fromEntries(system.costTypes.filter((c) => !c.hidden).map((c) => [c.id, totals[c.id] ?? 0])));
    // Own costs add up to what the units cost as a whole (a detachment's own cost, such as
    // 40k's command points, is the force's and shows only in the roster's totals).
    const units = roster.forces.flatMap((f) => f.selections);
    for (const type of Object.keys(costsOf(tree))) {
      const sum = selections.reduce((n, s) => n + (costsOf(s)[type] ?? 0), 0);
      expect(sum).toBeCloseTo(units.reduce((n, u) => n + (evaluation.totals.selections[u.id]?.costs[type] ?? 0), 0), 6);
    }
    // A unit is filed under exactly one primary category; options carry none.
    for (const force of forces) {
      const units = force.children.find((c) => c.name === "selections")?.children ?? [];
      for (const unit of units) expect(all(unit, "category").filter((c) => c.attributes.primary === "true").length, unit.attributes.name).toBe(1);
    }
  });

  it("keeps custom names and notes, escapes what XML must, and zips one .ros into the .rosz", () => {
    const { roster, system, catalogue } = example("aof-regiments-750.json");
    const first = roster.forces[0]!.selections[0]!;
    const named: Roster = {
      ...roster,
      name: `Grim & "Bold" <Host>`,
      forces: [{ ...roster.forces[0]!, selections: [{ ...first, customName: "Captain <Aldric>", notes: "Leads from the front & never retreats" }, ...roster.forces[0]!.selections.slice(1)] }, ...roster.forces.slice(1)],
    };
    const xml = writeMusterRosterXml(named, system, catalogue, "r");
    const tree = parseXmlTree(xml);
    expect(tree.attributes.name).toBe(`Grim & "Bold" <Host>`);
    const unit = all(tree, "selection").find((s) => s.attributes.id === first.id)!;
    expect(unit.attributes.customName).toBe("Captain <Aldric>");
    expect(childText(unit, "customNotes")).toBe("Leads from the front & never retreats");

    const files = unzipSync(writeMusterRosterZip(named, system, catalogue, "r"));
    expect(Object.keys(files)).toEqual([`Grim & _Bold_ _Host_.ros`]);
    expect(strFromU8(Object.values(files)[0]!)).toBe(xml);
  });
});

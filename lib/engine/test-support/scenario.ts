/**
 * Declarative engine scenarios: start from a shipped example roster, change it the way a
 * player would, and state the totals and issue codes that must come out. Read by
 * scenarios.test.ts; meant to be read by someone who knows the game, not the code.
 */
import { z } from "zod";
import type { Roster, Selection } from "../../gamedata/roster-schema";
import { selectionSchema } from "../../gamedata/roster-schema";

const change = z.union([
  z.object({ remove: z.string() }).strict(),
  z.object({ copy: z.string(), times: z.number().int().positive().default(1) }).strict(),
  z.object({ set: z.string(), number: z.number().int().optional(), combined: z.boolean().optional(), joinedTo: z.string().optional(), path: z.string().optional(), spells: z.array(z.string()).optional(), keywordChoices: z.record(z.string(), z.string()).optional(), customKeywords: z.array(z.string()).optional() }).strict(),
  /** A detachment's own choices (its kind, its keywords); `unitsInherit` clears its units' own keyword choices first. */
  z.object({ force: z.string(), forceEntryId: z.string().optional(), keywordChoices: z.record(z.string(), z.string()).optional(), customKeywords: z.array(z.string()).optional(), unitsInherit: z.boolean().optional() }).strict(),
  z.object({ add: selectionSchema, to: z.string() }).strict(),
  z.object({ limits: z.record(z.string(), z.number()) }).strict(),
  z.object({ roster: z.object({ rulesetId: z.string().optional(), battleSizeId: z.string().optional() }) }).strict(),
]);

export const scenarioSchema = z.object({
  title: z.string(),
  example: z.string(),
  changes: z.array(change).default([]),
  expect: z.object({
    valid: z.boolean(),
    issues: z.array(z.string()),
    totals: z.record(z.string(), z.number()).optional(),
    /** For an issue code, the units it concerns (the one it points at and all that count toward a broken limit). */
    concerns: z.record(z.string(), z.array(z.string())).optional(),
  }),
});

export type Scenario = z.infer<typeof scenarioSchema>;
type Change = z.infer<typeof change>;

function findWithParent(list: Selection[], id: string): { list: Selection[]; index: number } | undefined {
  for (let i = 0; i < list.length; i++) {
    const item = list[i] as Selection;
    if (item.id === id) return { list, index: i };
    const deeper = findWithParent(item.selections ?? [], id);
    if (deeper) return deeper;
  }
  return undefined;
}

function locate(roster: Roster, id: string) {
  for (const force of roster.forces) {
    const found = findWithParent(force.selections, id);
    if (found) return found;
  }
  throw new Error(`scenario names selection "${id}" that the roster does not have`);
}

function renumber(selection: Selection, suffix: string): Selection {
  return { ...selection, id: `${selection.id}${suffix}`, selections: selection.selections?.map((s) => renumber(s, suffix)) };
}

function applyChange(roster: Roster, c: Change): void {
  if ("remove" in c) {
    const { list, index } = locate(roster, c.remove);
    list.splice(index, 1);
  } else if ("copy" in c) {
    const { list, index } = locate(roster, c.copy);
    for (let i = 1; i <= c.times; i++) list.push(renumber(list[index] as Selection, `-copy${i}`));
  } else if ("set" in c) {
    const { list, index } = locate(roster, c.set);
    const { set: _id, ...fields } = c;
    list[index] = { ...(list[index] as Selection), ...fields };
  } else if ("add" in c) {
    const force = roster.forces.find((f) => f.id === c.to);
    if (force) force.selections.push(c.add);
    else {
      const { list, index } = locate(roster, c.to);
      const parent = list[index] as Selection;
      list[index] = { ...parent, selections: [...(parent.selections ?? []), c.add] };
    }
  } else if ("force" in c) {
    const force = roster.forces.find((f) => f.id === c.force);
    if (!force) throw new Error(`scenario names force "${c.force}" that the roster does not have`);
    if (c.forceEntryId) force.forceEntryId = c.forceEntryId;
    if (c.keywordChoices) force.keywordChoices = c.keywordChoices;
    if (c.customKeywords) force.customKeywords = c.customKeywords;
    if (c.unitsInherit) force.selections = force.selections.map(({ keywordChoices: _own, ...unit }) => unit);
  } else if ("limits" in c) roster.limits = { ...roster.limits, ...c.limits };
  else Object.assign(roster, c.roster);
}

export function applyScenario(example: Roster, scenario: Scenario): Roster {
  const roster = structuredClone(example);
  for (const c of scenario.changes) applyChange(roster, c);
  return roster;
}

/**
 * Every issue and every "why can't I add this" reason the engine gives on the shipped examples
 * (as they are, and with each available unit added until something refuses it) reads as words:
 * no `undefined`, `NaN`, `null`, `[object …]` or unreplaced `{placeholder}`.
 */
import { describe, expect, it } from "vitest";
import { evaluate } from "../../engine";
import { loadGameData } from "../../gamedata/load-dir";
import type { Roster } from "../../gamedata/roster-schema";
import { en } from "../english";

const data = await loadGameData();
const BROKEN = /undefined|NaN|\bnull\b|\[object|\{[a-zA-Z]+\}/;
/** Ids of the shipped data look like `t9a-path-occultism`: lower-case words joined by hyphens. */
const ids = new Set<string>([...data.systems.flatMap((s) => [s.id, ...(s.spellLists ?? []).map((l) => l.id), ...s.costTypes.filter((c) => c.hidden).map((c) => c.id)]), ...data.catalogues.flatMap((c) => [c.id, ...(c.spellLists ?? []).map((l) => l.id)])]);

function gameOf(roster: Roster) {
  return { system: data.systems.find((s) => s.id === roster.gameSystemId)!, catalogue: data.catalogues.find((c) => c.id === roster.catalogueId)! };
}

describe("issue and reason words on the shipped examples", () => {
  it.each(data.examples.map((e) => [e.file, e.roster] as const))("%s", (_file, example) => {
    const { system, catalogue } = gameOf(example);
    const messages: string[] = [];
    const collect = (roster: Roster) => {
      const evaluation = evaluate(roster, system, catalogue);
      for (const issue of evaluation.issues) messages.push(en.issue(issue.code, issue.params));
      for (const entries of Object.values(evaluation.available)) {
        for (const entry of entries) if (entry.blocked) messages.push(en.issue(entry.blocked.code, entry.blocked.params));
      }
      return evaluation;
    };
    const first = collect(example);
    // Push every root entry of the first force past its limits: full slots and unit maxima.
    const force = example.forces[0]!;
    let roster = example;
    for (const entry of first.available[force.id] ?? []) {
      for (let i = 0; i < 4; i++) {
        roster = { ...roster, forces: roster.forces.map((f) => (f.id === force.id ? { ...f, selections: [...f.selections, { id: `${entry.entryId}-extra-${i}`, entryId: entry.entryId, number: 1 }] } : f)) };
      }
    }
    collect(roster);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message, message).not.toMatch(BROKEN);
      for (const id of ids) if (id.includes("-")) expect(message, `${message} shows the id ${id}`).not.toContain(id);
    }
  });
});

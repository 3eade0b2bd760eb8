import { describe, expect, it } from "vitest";
import type { SelectionEntry } from "@/lib/battlescribe/data-types";
import { addForce, findSelection, selectEntry } from "@/lib/battlescribe/engine/actions";
import { availableEntries } from "@/lib/battlescribe/engine/available";
import { createEngine } from "@/lib/battlescribe/engine/engine";
import { settledFacts } from "@/lib/battlescribe/engine/facts";
import { validateRoster } from "@/lib/battlescribe/engine/validate";
import { en } from "@/lib/i18n/english";
import { groupByRole, matchesSearch } from "./group-by-role";
import { countIssuesByTarget, issueTarget } from "./issue-targets";

const unit = (id: string, name: string, category?: string, extra: Partial<SelectionEntry> = {}): SelectionEntry => ({
  id,
  name,
  type: "unit",
  ...(category ? { categoryLinks: [{ id: `cl-${id}`, name: category, targetId: `cat-${category}`, primary: true }] } : {}),
  ...extra,
});

function build(entries: SelectionEntry[]) {
  let n = 0;
  const engine = createEngine(
    {
      gameSystem: {
        id: "gs",
        name: "Skirmish",
        costTypes: [{ id: "pts", name: "pts" }],
        categoryEntries: [
          { id: "cat-Leader", name: "Leader" },
          { id: "cat-Line", name: "Line" },
        ],
        forceEntries: [{ id: "fe", name: "Warband", categoryLinks: [{ id: "fl", name: "Leader", targetId: "cat-Leader", constraints: [{ id: "min-leader", type: "min", value: 1, field: "selections", scope: "parent", shared: true }] }] }],
      },
      catalogues: [{ id: "c", name: "Company", selectionEntries: entries }],
    },
    { newId: () => `n${++n}`, rosterName: "List" },
  );
  const forceId = addForce(engine, "fe").forceId as string;
  return { engine, forceId, force: engine.roster.forces[0]! };
}

const ENTRIES = [unit("se-cap", "Captain", "Leader"), unit("se-spear", "Spearmen", "Line"), unit("se-bow", "Bowmen", "Line"), unit("se-dog", "Wardog"), unit("se-sgt", "Sérgeant", "Leader")];

describe("the unit browser's roles and search", () => {
  it("groups entries under their primary category, in the order the roles first come, the rest under Other", () => {
    const { engine, force } = build(ENTRIES);
    const rows = availableEntries(engine, force).map((entry) => ({ entry }));
    expect(groupByRole(en, engine, rows).map(([role, list]) => [role, list.map((r) => r.entry.name)])).toEqual([
      ["Leader", ["Captain", "Sérgeant"]],
      ["Line", ["Spearmen", "Bowmen"]],
      ["Other", ["Wardog"]],
    ]);
  });

  it.each([
    { query: "", found: ["Captain", "Spearmen", "Bowmen", "Wardog", "Sérgeant"] },
    { query: "  ", found: ["Captain", "Spearmen", "Bowmen", "Wardog", "Sérgeant"] },
    { query: "SPEAR", found: ["Spearmen"] },
    { query: "line", found: ["Spearmen", "Bowmen"] },
    { query: "men line", found: ["Spearmen", "Bowmen"] },
    { query: "sergeant", found: ["Sérgeant"] },
    { query: "leader cap", found: ["Captain"] },
    { query: "dragon", found: [] },
  ])("search $query", ({ query, found }) => {
    const { engine, force } = build(ENTRIES);
    expect(availableEntries(engine, force).filter((e) => matchesSearch(e, query, engine)).map((e) => e.name)).toEqual(found);
  });
});

describe("the card an issue concerns", () => {
  it("is the unit for an error raised on it or under it, the force for one raised on its category", () => {
    // The Horse's minimum takes one with the Captain and its maximum refuses it: an error under the unit.
    const { engine, forceId, force } = build([unit("se-cap", "Captain", "Leader", { selectionEntries: [{ id: "se-horse", name: "Horse", type: "upgrade", constraints: [{ id: "min-horse", type: "min", value: 1, field: "selections", scope: "parent", shared: true }, { id: "max-horse", type: "max", value: 0, field: "selections", scope: "parent", shared: true }] }] })]);
    const before = validateRoster(engine, settledFacts(engine));
    expect(before.map((e) => issueTarget(e.raisedOn))).toEqual([force.id]);
    const captain = selectEntry(engine, forceId, "se-cap").selectionId as string;
    const errors = validateRoster(engine, settledFacts(engine));
    expect(errors.map((e) => issueTarget(e.raisedOn))).toEqual([captain]);
    expect(countIssuesByTarget(errors)).toEqual(new Map([[captain, { errors: 1, warnings: 0 }]]));
    expect(issueTarget(findSelection(engine, forceId, captain))).toBe(captain);
    expect(issueTarget(engine.roster)).toBeUndefined();
  });
});

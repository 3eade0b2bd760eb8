import { describe, expect, it } from "vitest";
import { evaluate, type ArmyLimit } from "../engine";
import { loadGameData } from "../gamedata/load-dir";
import { describeRoster } from "./roster-view";
import { formatRosterText } from "./roster-text";
import { exampleRoster } from "../../tests/support/example-roster";

const data = await loadGameData();
const example = (file: string) => exampleRoster(data, file);
/** Numbers as the English text writes them (1,970). */
const n = (value: number) => new Intl.NumberFormat("en").format(value);

describe("text export", () => {
  it.each(data.examples.map((e) => [e.file] as const))("%s: the full style names every unit with its cost and the totals", (file) => {
    const { roster, system, catalogue } = example(file);
    const evaluation = evaluate(roster, system, catalogue);
    const view = describeRoster(roster, system, catalogue, { evaluation });
    const text = formatRosterText(view, "full");
    const pts = evaluation.totals.roster.costs.pts;
    if (pts !== undefined) expect(text).toContain(`${n(pts)}`);
    expect(text).toContain(`${evaluation.totals.roster.models} models`);
    for (const force of view.forces) {
      for (const group of force.groups) {
        expect(text).toContain(`-- ${group.categoryName} --`);
        for (const unit of group.units) expect(text).toContain(unit.name);
      }
    }
    expect(text).toContain("No issues");
  });

  it("the compact style is one line per unit after the header", () => {
    const { roster, system, catalogue } = example("wh40k-2000-battalion-patrol.json");
    const view = describeRoster(roster, system, catalogue);
    const lines = formatRosterText(view, "compact").trim().split("\n");
    const units = roster.forces.reduce((n, f) => n + f.selections.length, 0);
    expect(lines).toHaveLength(1 + roster.forces.length + units);
    expect(lines[0]).toContain("1,970 / 2,000 pts");
    expect(lines.filter((l) => l.startsWith("HQ: ")).length).toBe(5);
  });

  it("unit costs add up to the army total", () => {
    for (const { roster } of data.examples) {
      const { system, catalogue } = example(data.examples.find((e) => e.roster === roster)!.file);
      const view = describeRoster(roster, system, catalogue);
      const units = view.forces.flatMap((f) => f.groups.flatMap((g) => g.units));
      const forceCosts = view.forces.reduce((n, f) => n + (f.costs.pts ?? 0), 0);
      expect(units.reduce((n, u) => n + (u.costs.pts ?? 0), 0)).toBeLessThanOrEqual(forceCosts + 1e-9);
      expect(forceCosts).toBe(view.totals.pts ?? 0);
    }
  });

  // Issue 9 item 9: the running totals of each army limit, in the list as in the editor.
  it.each([
    ["aof-regiments-1500.json", (l: ArmyLimit) => (l.categoryId === "hero" ? `Hero: ${l.actual} of at most ${l.limit}` : undefined)],
    ["aof-regiments-1500.json", (l: ArmyLimit) => (l.kind === "copies" ? (l.actual < 2 ? `Copies of one unit: at most ${l.limit}` : `Copies of one unit: ${l.actual} of at most ${l.limit} (${l.name})`) : undefined)],
    ["t9a-4500.json", (l: ArmyLimit) => (l.categoryId === "core" ? `Core: ${n(l.actual)} pts, ${l.actualPercent}% (at least 20%)` : undefined)],
    ["t9a-4500.json", (l: ArmyLimit) => (l.categoryId === "characters" ? `Characters: ${n(l.actual)} pts, ${l.actualPercent}% (at most ${l.percent}%)` : undefined)],
  ] as const)("%s prints its army limits in the header", (file, words) => {
    const { roster, system, catalogue } = example(file);
    const evaluation = evaluate(roster, system, catalogue);
    const expected = evaluation.armyLimits.map(words).find(Boolean);
    expect(expected).toBeDefined();
    const header = formatRosterText(describeRoster(roster, system, catalogue, { evaluation }), "full").split("\n").find((l) => l.startsWith("Army limits: "));
    expect(header).toContain(expected);
    expect(header).not.toMatch(/wdg-lb|undefined|NaN/);
  });

  it("lists issues in words when the roster is broken", () => {
    const { roster, system, catalogue } = example("aof-regiments-1500.json");
    const text = formatRosterText(describeRoster({ ...roster, limits: { pts: 1400 } }, system, catalogue), "full");
    expect(text).toContain("[error] The army costs 1,500 pts, over its limit of 1,400 pts.");
    expect(text).toContain("Invalid");
  });
});

describe("hidden roster (The 9th Age)", () => {
  const { roster, system, catalogue } = example("t9a-4500.json");
  const items = ["t9a-item-crystal-ball", "t9a-item-lucky-charm", "t9a-item-obsidian-rock"];

  it("shows no magic item until revealed, and no cost that would give one away", () => {
    const open = describeRoster(roster, system, catalogue);
    const hidden = describeRoster(roster, system, catalogue, { hideItems: { revealed: new Set() } });
    const text = formatRosterText(hidden, "full");
    for (const item of ["Crystal Ball", "Lucky Charm", "Obsidian Rock", "Touch of Greatness"]) expect(text).not.toContain(item);
    expect(text).toContain("Hidden magic item");
    expect(hidden.hiddenItems).toBeGreaterThanOrEqual(5);
    const master = (v: typeof open) => v.forces[0]!.groups[0]!.units.find((u) => u.id === "sorcerer-master")!;
    // The unit's total includes its concealed items; they are shown once, together, never per item.
    expect(master(hidden).costs.pts).toBe(master(open).costs.pts);
    expect(master(hidden).hiddenCosts?.pts).toBe(45 + 10);
    expect(text).toContain("Hidden items: ");
    expect(hidden.totals.pts).toBe(open.totals.pts);
    // No id of a concealed selection leaves the server, and no option line adds up to more than its unit.
    const concealedIds = roster.forces[0]!.selections.flatMap((s) => s.selections ?? []).filter((s) => items.includes(s.entryId)).map((s) => s.id);
    const json = JSON.stringify(hidden);
    for (const id of [...concealedIds, ...items]) expect(json).not.toContain(id);
    for (const unit of hidden.forces.flatMap((f) => f.groups.flatMap((g) => g.units))) {
      for (const option of unit.options) expect(option.costs.pts ?? 0).toBeLessThanOrEqual((unit.costs.pts ?? 0) - (unit.hiddenCosts?.pts ?? 0));
    }
  });

  it("reveals items one by one", () => {
    const selections = roster.forces[0]!.selections.flatMap((s) => s.selections ?? []);
    const crystal = selections.find((s) => s.entryId === items[0])!;
    const hidden = describeRoster(roster, system, catalogue, { hideItems: { revealed: new Set([crystal.id]) } });
    const text = formatRosterText(hidden, "full");
    expect(text).toContain("Crystal Ball");
    expect(text).not.toContain("Lucky Charm");
  });

  it("hides nothing in a game without hidden rosters", () => {
    const aof = example("aof-regiments-1500.json");
    expect(describeRoster(aof.roster, aof.system, aof.catalogue, { hideItems: { revealed: new Set() } }).hiddenItems).toBe(0);
  });
});

describe("hidden roster: what the opponent may know", () => {
  it("withholds every issue about a concealed item behind one generic line, in every text export", () => {
    const { roster, system, catalogue } = example("t9a-4500.json");
    const master = roster.forces[0]!.selections.find((s) => s.id === "sorcerer-master")!;
    const item = (master.selections ?? []).find((s) => s.entryId === "t9a-item-crystal-ball")!;
    // A second Crystal Ball on the same wizard: a one-per-army item taken twice.
    const broken = structuredClone(roster);
    const brokenMaster = broken.forces[0]!.selections.find((s) => s.id === "sorcerer-master")!;
    brokenMaster.selections = [...(brokenMaster.selections ?? []), { ...item, id: "second-crystal-ball" }];
    const open = describeRoster(broken, system, catalogue);
    expect(open.issues.some((i) => i.message.includes("Crystal Ball"))).toBe(true);

    const hidden = describeRoster(broken, system, catalogue, { hideItems: { revealed: new Set() } });
    for (const style of ["full", "compact"] as const) {
      const text = formatRosterText(hidden, style);
      for (const secret of ["Crystal Ball", "crystal-ball", "second-crystal-ball", item.id]) expect(text).not.toContain(secret);
    }
    const json = JSON.stringify(hidden);
    for (const secret of ["Crystal Ball", "crystal-ball", "second-crystal-ball", item.id]) expect(json).not.toContain(secret);
    expect(hidden.issues.map((i) => i.message)).toContain("The roster has a problem with its hidden items.");
    expect(hidden.valid).toBe(false);
  });
});

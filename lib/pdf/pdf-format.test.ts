import { describe, expect, it } from "vitest";
import { describeRoster } from "../exchange/roster-view";
import { describeUnitCards } from "../exchange/unit-cards";
import { loadGameData } from "../gamedata/load-dir";
import { en } from "../i18n/english";
import { costColumns, formatCostList, formatTaken, headerFigures, optionPhrases } from "./pdf-format";

const data = await loadGameData();
function inputs(file: string) {
  const roster = data.examples.find((e) => e.file === file)!.roster;
  const system = data.systems.find((s) => s.id === roster.gameSystemId)!;
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId)!;
  return { roster, view: describeRoster(roster, system, catalogue), cards: describeUnitCards(roster, system, catalogue) };
}

describe("PDF wording", () => {
  it("gives the list a column per cost type units pay, never one for a resource", () => {
    const { view } = inputs("wh40k-2000-battalion-patrol.json");
    expect(Object.keys(view.resources)).toEqual(["CP"]);
    expect(costColumns(view).map((c) => c.id)).toEqual(["pts", "PL"]);
  });

  it("shows totals against limits, resources as what is left, and the model count", () => {
    const { view } = inputs("wh40k-2000-battalion-patrol.json");
    const figures = Object.fromEntries(headerFigures(view, en).map((f) => [f.id, f]));
    const n = (value: number | undefined) => new Intl.NumberFormat("en").format(value ?? 0);
    expect(figures.pts).toMatchObject({ value: n(view.totals.pts), detail: `of ${n(view.limits.pts)}` });
    expect(figures.PL).toMatchObject({ value: String(view.totals.PL) });
    expect(figures.PL!.detail).toBeUndefined();
    expect(figures.CP).toMatchObject({ value: `${view.resources.CP!.remaining} left`, detail: `of ${view.resources.CP!.starting}` });
    expect(figures.models).toMatchObject({ value: String(view.models) });
  });

  it("phrases options: counted names, their costs, and what was taken under them in brackets", () => {
    const { view } = inputs("wh40k-2000-battalion-patrol.json");
    const squad = view.forces[0]!.groups.flatMap((g) => g.units).find((u) => u.entryName === "Intercessor Squad")!;
    const phrases = optionPhrases(squad.options, costColumns(view), en);
    const models = squad.options.find((o) => o.depth === 0 && o.isModel && o.number > 1)!;
    const phrase = phrases.find((p) => p.label === `${models.number}× ${models.name}`)!;
    expect(phrase.cost).toBe(formatCostList(models.costs, costColumns(view)));
    const childCount = squad.options.indexOf(squad.options.find((o, i) => i > squad.options.indexOf(models) && o.depth === 0)!) - squad.options.indexOf(models) - 1;
    expect(phrase.children).toHaveLength(childCount);
    expect(phrases).toHaveLength(squad.options.filter((o) => o.depth === 0).length);
  });

  it("never names or prices a hidden item", () => {
    const roster = inputs("t9a-4500.json");
    const system = data.systems.find((s) => s.id === roster.roster.gameSystemId)!;
    const catalogue = data.catalogues.find((c) => c.id === roster.roster.catalogueId)!;
    const hidden = describeRoster(roster.roster, system, catalogue, { hideItems: { revealed: new Set() } });
    const phrases = hidden.forces.flatMap((f) => f.groups.flatMap((g) => g.units.flatMap((u) => optionPhrases(u.options, costColumns(hidden), en))));
    const concealed = phrases.filter((p) => p.label === en.t("export.hiddenItem"));
    expect(concealed.length).toBeGreaterThan(0);
    for (const phrase of concealed) expect(phrase.cost).toBeUndefined();
  });

  it("writes a card's loadout with nested choices in brackets", () => {
    const { cards } = inputs("t9a-4500.json");
    const warriors = cards.find((c) => c.entryId === "wdg-warriors")!;
    const text = formatTaken(warriors.instances[0]!.taken, en);
    const bearer = warriors.instances[0]!.taken.find((t) => t.children.length > 0)!;
    expect(text).toContain(`${bearer.name} (${bearer.children.map((c) => c.name).join(", ")})`);
    const models = warriors.instances[0]!.taken.find((t) => t.isModel)!;
    expect(text.startsWith(`${models.number}× ${models.name}`)).toBe(true);
  });
});

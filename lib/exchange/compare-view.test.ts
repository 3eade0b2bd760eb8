import { describe, expect, it } from "vitest";
import { compare } from "../engine";
import { loadGameData } from "../gamedata/load-dir";
import { describeComparison } from "./compare-view";

const data = await loadGameData();
const army = (file: string) => {
  const roster = data.examples.find((e) => e.file === file)!.roster;
  return { roster, catalogue: data.catalogues.find((c) => c.id === roster.catalogueId)! };
};
const names = (a: ReturnType<typeof army>, b: ReturnType<typeof army>) =>
  [a, b].map((x) => ({ name: x.roster.name, faction: x.catalogue.name })) as [{ name: string; faction: string }, { name: string; faction: string }];

describe("comparing two Age of Sigmar armies", () => {
  const aos = data.systems.find((s) => s.id === "aos")!;

  it("finds the outnumbered player and offers every objective the horde makes possible", () => {
    const stormcast = army("aos-stormcast-pitched-2000.json");
    const gitz = army("aos-gloomspite-pitched-2000.json");
    const view = describeComparison(compare(aos, stormcast, gitz), aos, names(stormcast, gitz));
    expect(view.armies.map((a) => a.models)).toEqual([38, 102]);
    expect(view.facts).toEqual([
      {
        rule: "outnumbered-objectives",
        code: "sudden-death.available",
        message: `${stormcast.roster.name} is outnumbered (38 against 102 models) and may choose a sudden death objective: Assassinate, Blunt, Endure, Seize Ground.`,
      },
    ]);
    expect(view.differences).toEqual([{ costType: "pts", name: "pts", value: 1910 - 2000 }]);
  });

  it("offers no Blunt against a horde without a unit of five or more", () => {
    const stormcast = army("aos-open-stormcast.json");
    const gitz = army("aos-open-gloomspite.json");
    // The same horde without its big units: only units of four or fewer models, but more of them.
    const sizes = compare(aos, gitz, gitz).a.units;
    const small = structuredClone(gitz);
    const force = small.roster.forces[0]!;
    force.selections = force.selections.filter((u) => (sizes.find((s) => s.id === u.id)?.models ?? 0) <= 4);
    const trio = force.selections.find((u) => (sizes.find((s) => s.id === u.id)?.models ?? 0) === 3)!;
    force.selections.push(...Array.from({ length: 5 }, (_, i) => ({ ...structuredClone(trio), id: `trio-${i}` })));
    const fact = compare(aos, stormcast, small).facts[0]!;
    expect(fact.params.outnumbered).toBe("a");
    expect(fact.params.objectives).not.toContain("blunt");
    expect(fact.params.objectives).toContain("assassinate");
  });
});

describe("comparing two 40k armies", () => {
  it("gives the battle size and battlefield from the combined Power Level", () => {
    const w40k = data.systems.find((s) => s.id === "wh40k-9e")!;
    const big = army("wh40k-2000-battalion-patrol.json");
    const small = army("wh40k-open-play-small.json");
    const view = describeComparison(compare(w40k, big, small), w40k, names(big, small));
    expect(view.facts[0]!.message).toBe('Combined Power Level 147: Strike Force, on a battlefield of at least 44" x 60".');
  });
});

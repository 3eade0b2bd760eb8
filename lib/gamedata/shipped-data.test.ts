/** The game data shipped in data/: it parses, every reference resolves, and it is complete enough to play. */
import { describe, expect, it } from "vitest";
import { evaluate, ruleModules } from "../engine";
import { findReferenceProblems, findSystemReferenceProblems } from "./check-references";
import { listUnitEntries } from "./list-unit-entries";
import { loadGameData } from "./load-dir";

const data = await loadGameData();
const system = (id: string) => data.systems.find((s) => s.id === id)!;
const catalogues = (systemId: string) => data.catalogues.filter((c) => c.gameSystemId === systemId);

describe("shipped game data", () => {
  it("has the four game systems, and every One Page Rules game Army Forge serves books for", () => {
    expect(data.systems.map((s) => s.id).sort()).toEqual(["age-of-fantasy", "aof-regiments", "aof-skirmish", "aos", "gf-firefight", "grimdark-future", "t9a", "wh40k-9e"]);
  });

  it.each(data.catalogues.map((c) => [c.name, c] as const))("%s resolves every reference and has 12+ units", (_name, catalogue) => {
    const sys = system(catalogue.gameSystemId);
    expect(findReferenceProblems(sys, catalogue)).toEqual([]);
    expect(listUnitEntries(sys, catalogue).length).toBeGreaterThanOrEqual(12);
  });

  it.each(data.systems.map((s) => [s.name, s] as const))("%s switches on only known rules with valid parameters", (_name, sys) => {
    expect(findSystemReferenceProblems(sys)).toEqual([]);
    const uses = [...sys.rulesets.flatMap((r) => r.rules), ...sys.forceEntries.flatMap((f) => f.rules ?? [])];
    for (const use of uses) {
      const module = ruleModules.get(use.rule);
      expect(module, use.rule).toBeDefined();
      const parsed = module!.params.safeParse(use.params);
      expect(parsed.success, `${sys.id}: ${use.rule} ${parsed.error?.message ?? ""}`).toBe(true);
    }
  });

  it.each(data.catalogues.map((c) => [c.name, c] as const))("%s states where its numbers come from and what they were checked against", (_name, catalogue) => {
    expect(catalogue.source).toMatchObject({ edition: expect.any(String), points: expect.any(String), date: expect.any(String), checked: expect.any(String) });
  });

  it("gives Age of Sigmar two factions to compare", () => {
    expect(catalogues("aos").length).toBeGreaterThanOrEqual(2);
  });

  it("has every 40k role needed for a Patrol, Battalion and Brigade, and a PSYKER", () => {
    const units = catalogues("wh40k-9e").flatMap((c) => listUnitEntries(system("wh40k-9e"), c));
    for (const role of ["hq", "troops", "elites", "fast-attack", "heavy-support", "dedicated-transport", "flyer"]) {
      expect(units.filter((u) => u.categoryIds.includes(role)).length, role).toBeGreaterThanOrEqual(role === "troops" ? 3 : 2);
    }
    expect(units.some((u) => u.keywords.includes("PSYKER"))).toBe(true);
  });

  it("ships the seed's two datasheets as printed", () => {
    const sm = catalogues("wh40k-9e")[0]!;
    const squad = sm.selectionEntries.find((e) => e.name === "Assault Intercessor Squad")!;
    expect(squad.costs?.find((c) => c.typeId === "PL")?.value).toBe(5);
    expect(squad.categoryLinks?.find((c) => c.primary)?.categoryId).toBe("troops");
    expect(squad.keywords).toEqual(expect.arrayContaining(["INFANTRY", "PRIMARIS", "ASSAULT INTERCESSOR SQUAD"]));
    const models = squad.selectionEntries?.filter((e) => e.type === "model") ?? [];
    const range = (name: string) => {
      const m = models.find((e) => e.name === name)!;
      return [m.constraints?.find((c) => c.type === "min")?.value, m.constraints?.find((c) => c.type === "max")?.value];
    };
    expect(range("Assault Intercessor")).toEqual([4, 9]);
    expect(range("Assault Intercessor Sergeant")).toEqual([1, 1]);
    const intercessor = models.find((e) => e.name === "Assault Intercessor")!.profiles?.[0]?.characteristics;
    expect(intercessor).toMatchObject({ m: '6"', ws: "3+", bs: "3+", s: "4", t: "4", w: "2", a: "2", ld: "7", sv: "3+" });
    const outriders = sm.selectionEntries.find((e) => e.name === "Outrider Squad")!;
    expect(outriders.costs?.find((c) => c.typeId === "PL")?.value).toBe(6);
    const outrider = (outriders.selectionEntries ?? []).find((e) => e.name === "Outrider")!;
    expect(outrider.profiles?.[0]?.characteristics).toMatchObject({ m: '14"', t: "5", w: "4", a: "2", ld: "7" });
  });

  it("gives The 9th Age wizards of all three levels, two six-spell Paths and a Hereditary spell", () => {
    const t9a = system("t9a");
    const paths = [...(t9a.spellLists ?? []), ...catalogues("t9a").flatMap((c) => c.spellLists ?? [])];
    expect(paths.filter((p) => p.spells.filter((s) => (s.number ?? 0) >= 1).length >= 6).length).toBeGreaterThanOrEqual(2);
    for (const catalogue of catalogues("t9a")) expect(catalogue.hereditarySpell).toBeDefined();
    const levels = new Set<string>();
    const visit = (o: unknown): void => {
      if (Array.isArray(o)) o.forEach(visit);
      else if (o && typeof o === "object") {
        const level = (o as { wizard?: { level?: string } }).wizard?.level;
        if (level) levels.add(level);
        Object.values(o).forEach(visit);
      }
    };
    visit([t9a, ...catalogues("t9a")]);
    expect([...levels].sort()).toEqual(["adept", "apprentice", "master"]);
  });
});

describe("example rosters", () => {
  it.each(data.examples.map((e) => [e.file, e.roster] as const))("%s validates clean", (_file, roster) => {
    const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId)!;
    const result = evaluate(roster, system(roster.gameSystemId), catalogue);
    expect(result.issues).toEqual([]);
  });

  // The notes players read on New roster end with the army's totals: they must be the engine's.
  it.each(data.examples.map((e) => [e.file, e.roster] as const))("%s: the totals its notes state are the engine's", (_file, roster) => {
    const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId)!;
    const totals = evaluate(roster, system(roster.gameSystemId), catalogue).totals.roster;
    const sentence = /Totals: ([^.]*(?:\.\d[^.]*)*)\.?$/.exec(roster.notes ?? "")?.[1];
    if (!sentence) return expect(roster.notes ?? "", "notes without figures state no totals").not.toMatch(/\d+ (?:pts|points|models)|Power Level \d/);
    const stated = (pattern: RegExp) => Number(pattern.exec(sentence)?.[1] ?? Number.NaN);
    if (/pts/.test(sentence)) expect(stated(/(\d+) pts/)).toBe(totals.costs.pts);
    if (/Power Level/.test(sentence)) expect(stated(/Power Level (\d+)/)).toBe(totals.costs.PL);
    if (/models/.test(sentence)) expect(stated(/(\d+) models/)).toBe(totals.models);
  });

  it("covers every system at a common size", () => {
    const sizes = data.examples.map((e) => `${e.roster.gameSystemId}:${e.roster.limits.pts ?? ""}`);
    expect(sizes).toEqual(expect.arrayContaining(["wh40k-9e:2000", "aof-regiments:1500", "t9a:4500", "aos:2000"]));
  });
});

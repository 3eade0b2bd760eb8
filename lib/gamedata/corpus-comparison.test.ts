/**
 * Issue 9 item 14: every shipped unit of a catalogue that shares an edition with the corpus
 * (../shared/corpus, third-party BattleScribe files, never copied here) is compared with the
 * corpus: points and models as a player adds it, its unit profile and every weapon profile its
 * options hold. A difference fails unless `corpus-differences.json` lists it with its reason;
 * a listed difference that no longer occurs fails too, so the list stays reviewed.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../battlescribe/engine/engine";
import { readDataSet } from "../battlescribe/xml/read-data-files";
import { forceBuilder } from "../../tests/support/bs-battalion";
import { corpusDir, readCorpusFiles, WH40K_9E_ULTRAMARINES } from "../../tests/support/bs-corpus";
import type { ProfileFacts, UnitFacts } from "../../tests/support/corpus-unit-facts";
import type { Choice } from "../../tests/support/corpus-unit-facts";
import { corpusPointsWith, corpusUnitFacts, musterPointsWith, musterUnitFacts, normalName } from "../../tests/support/corpus-unit-facts";
import { getCatalogueIndex } from "../engine";
import { loadGameData } from "./load-dir";
import allowList from "./corpus-differences.json";

type Comparison = {
  catalogueId: string;
  corpusFolder: string;
  corpusFiles: string[];
  forceEntry: string;
  corpusCatalogue: string;
  /** Our profile types that describe the unit or model itself. */
  unitProfileTypes: string[];
  /** Model counts are compared where the corpus counts models (40k); AoS counts sizes as upgrades. */
  compareModels: boolean;
  /** Keywords and rules whose presence is compared (the corpus's categories hold roles and more). */
  keywords: string[];
  rules: string[];
  /** Our unit name -> the corpus's, where they differ. */
  corpusNames?: Record<string, string>;
  /** Units priced with options taken or sizes changed, where costs hide beyond the default. */
  priced: { what: string; unit: string; ours: Choice[]; theirs: Choice[] }[];
};

const COMPARISONS: Comparison[] = [
  {
    catalogueId: "gloomspite-gitz",
    corpusFolder: "rosters/squigs-data",
    corpusFiles: ["Age of Sigmar.gst", "Destruction - Gloomspite Gitz.cat"],
    forceEntry: "**Pitched Battle**",
    corpusCatalogue: "Destruction - Gloomspite Gitz",
    unitProfileTypes: ["warscroll"],
    compareModels: false,
    keywords: ["HERO", "WIZARD", "MONSTER", "TOTEM", "MOONCLAN", "SPIDERFANG", "SQUIG", "TROGGOTH", "GROT"],
    rules: [],
    corpusNames: { "Dankhold Troggoths": "Dankhold Troggoth" },
    priced: [
      { what: "60 Stabbas", unit: "gg-stabbas", ours: [{ models: "gg-stabbas-stabba", count: 59 }], theirs: [{ models: "20 Stabbas", count: 3 }] },
      { what: "40 Stabbas", unit: "gg-stabbas", ours: [{ models: "gg-stabbas-stabba", count: 39 }], theirs: [{ models: "20 Stabbas", count: 2 }] },
      { what: "60 Shootas", unit: "gg-shootas", ours: [{ models: "gg-shootas-shoota", count: 59 }], theirs: [{ models: "20 Shootas", count: 3 }] },
      { what: "20 Squig Hoppers", unit: "gg-squig-hoppers", ours: [{ models: "gg-squig-hoppers-hopper", count: 19 }], theirs: [{ models: "5 Squig Hoppers", count: 4 }] },
      { what: "12 Fellwater Troggoths", unit: "gg-fellwater-troggoths", ours: [{ models: "gg-fellwater-troggoths-troggoth", count: 12 }], theirs: [{ models: "3 Fellwater Troggoths", count: 4 }] },
      { what: "12 Rockgut Troggoths", unit: "gg-rockgut-troggoths", ours: [{ models: "gg-rockgut-troggoths-troggoth", count: 12 }], theirs: [{ models: "3 Rockgut Troggoths", count: 4 }] },
      { what: "3 Dankhold Troggoths", unit: "gg-dankhold-troggoths", ours: [{ models: "gg-dankhold-troggoths-troggoth", count: 3 }], theirs: [{ models: "1 Dankhold Troggoth", count: 3 }] },
    ],
  },
  {
    catalogueId: "space-marines",
    corpusFolder: "bsdata/wh40k-9e",
    corpusFiles: WH40K_9E_ULTRAMARINES,
    forceEntry: "Battalion Detachment -3CP",
    corpusCatalogue: "Imperium - Adeptus Astartes - Ultramarines",
    unitProfileTypes: ["unit"],
    compareModels: true,
    keywords: ["CORE", "CHARACTER", "INFANTRY", "VEHICLE", "BIKER", "FLY", "PRIMARIS", "TRANSPORT", "AIRCRAFT", "PSYKER", "PHOBOS", "MK X GRAVIS", "JUMP PACK", "SMOKESCREEN"],
    rules: ["Angels of Death", "Combat Squads"],
    priced: [
      { what: "3 Inceptors with plasma exterminators", unit: "sm-inceptor-squad", ours: [{ option: "sm-inceptor-squad-weapons-plasma-exterminators" }], theirs: [{ option: "Plasma Exterminator x2" }] },
      {
        what: "6 Inceptors with plasma exterminators",
        unit: "sm-inceptor-squad",
        ours: [{ models: "sm-inceptor", count: 5 }, { option: "sm-inceptor-squad-weapons-plasma-exterminators" }],
        theirs: [{ models: "Inceptor", count: 5 }, { option: "Plasma Exterminator x2" }],
      },
      { what: "Land Raider with a storm bolter and a hunter-killer missile", unit: "sm-land-raider", ours: [{ option: "sm-land-raider-storm-bolter" }, { option: "sm-land-raider-hunter-killer-missile" }], theirs: [{ option: "Storm bolter" }, { option: "Hunter-killer missile" }] },
      { what: "Predator Destructor with a storm bolter and a hunter-killer missile", unit: "sm-predator-destructor", ours: [{ option: "sm-predator-destructor-storm-bolter" }, { option: "sm-predator-destructor-hunter-killer-missile" }], theirs: [{ option: "Storm bolter" }, { option: "Hunter-killer missile" }] },
      { what: "Razorback with a storm bolter", unit: "sm-razorback", ours: [{ option: "sm-razorback-storm-bolter" }], theirs: [{ option: "Storm bolter" }] },
      { what: "Rhino with a hunter-killer missile", unit: "sm-rhino", ours: [{ option: "sm-rhino-hunter-killer-missile" }], theirs: [{ option: "Hunter-killer missile" }] },
      { what: "Impulsor with an orbital comms array", unit: "sm-impulsor", ours: [{ option: "sm-impulsor-wargear-orbital-comms-array" }], theirs: [{ option: "Orbital Comms Array" }] },
    ],
  },
];

const corpus = corpusDir();
if (!corpus) console.warn("corpus comparison skipped: ../shared/corpus (third-party BattleScribe data) is not on this machine.");

function differences(ours: UnitFacts, theirs: UnitFacts | undefined, { compareModels, keywords, rules }: Comparison): string[] {
  if (!theirs) return [`${ours.name}: not in the corpus`];
  const found: string[] = [];
  if (ours.points !== theirs.points) found.push(`${ours.name}: points ${ours.points} ≠ ${theirs.points}`);
  if (compareModels && ours.models !== theirs.models) found.push(`${ours.name}: models ${ours.models} ≠ ${theirs.models}`);
  for (const keyword of keywords) {
    const key = normalName(keyword);
    if (ours.keywords.has(key) !== theirs.keywords.has(key)) found.push(`${ours.name}: keyword ${keyword} ${ours.keywords.has(key) ? "only here" : "missing"}`);
  }
  for (const rule of rules) {
    const key = normalName(rule);
    if (ours.rules.has(key) !== theirs.rules.has(key)) found.push(`${ours.name}: rule ${rule} ${ours.rules.has(key) ? "only here" : "missing"}`);
  }
  for (const [key, profile] of ours.profiles) {
    // A row that only says "choose one profile" has no values of its own to compare.
    if (profile.kind === "weapon" && [...profile.values.values()].every((v) => v === "-")) continue;
    const other = theirs.profiles.get(key) ?? profileNamedLike(theirs, key);
    if (!other) {
      if (profile.kind === "weapon") found.push(`${ours.name} › ${profile.name}: weapon not in the corpus`);
      continue;
    }
    for (const [characteristic, value] of profile.values) {
      const theirValue = other.values.get(characteristic);
      if (theirValue !== undefined && theirValue !== value) found.push(`${ours.name} › ${profile.name}: ${characteristic} ${value} ≠ ${theirValue}`);
    }
  }
  return found;
}

/** "Typhoon missile launcher - frag" is the corpus's "Typhoon missile launcher, Frag missile". */
function profileNamedLike(facts: UnitFacts, key: string): ProfileFacts | undefined {
  const candidates = [...facts.profiles.entries()].filter(([name]) => name.startsWith(key));
  return candidates.length === 1 ? candidates[0]![1] : undefined;
}

const data = await loadGameData();
const allowed = allowList as Record<string, { difference: string; reason: string }[]>;

describe.skipIf(!corpus)("shipped data against the corpus (../shared/corpus)", () => {
  it.each(COMPARISONS.map((c) => [c.catalogueId, c] as const))("%s: every unit matches the corpus or its difference is listed with a reason", (_id, comparison) => {
    const catalogue = data.catalogues.find((c) => c.id === comparison.catalogueId)!;
    const system = data.systems.find((s) => s.id === catalogue.gameSystemId)!;
    const engine = createEngine(readDataSet(readCorpusFiles(comparison.corpusFolder, comparison.corpusFiles)));
    const builder = forceBuilder(engine, comparison.forceEntry, comparison.corpusCatalogue);
    const unitTypes = new Set(comparison.unitProfileTypes);
    const found: string[] = [];
    for (const slot of unitEntryIds(system, catalogue)) {
      const ours = musterUnitFacts(system, catalogue, slot, unitTypes);
      const corpusName = comparison.corpusNames?.[ours.name] ?? ours.name;
      found.push(...differences(ours, corpusUnitFacts(engine, builder, corpusName, "pts"), comparison));
    }
    for (const { what, unit, ours, theirs } of comparison.priced) {
      const name = catalogue.selectionEntries.find((e) => e.id === unit)!.name;
      const mine = musterPointsWith(system, catalogue, unit, ours);
      const corpusPoints = corpusPointsWith(engine, builder, comparison.corpusNames?.[name] ?? name, theirs, "pts");
      if (mine !== corpusPoints) found.push(`${what}: points ${mine} ≠ ${corpusPoints}`);
    }
    const listed = (allowed[comparison.catalogueId] ?? []).map((a) => a.difference);
    expect({ unlisted: found.filter((d) => !listed.includes(d)), stale: listed.filter((d) => !found.includes(d)) }).toEqual({ unlisted: [], stale: [] });
  });

  it("every listed difference gives its reason", () => {
    for (const entries of Object.values(allowed)) for (const entry of entries) expect(entry.reason.length, entry.difference).toBeGreaterThan(10);
  });
});

/** The units a player may add, as the unit browser lists them. */
function unitEntryIds(system: (typeof data.systems)[number], catalogue: (typeof data.catalogues)[number]): string[] {
  return [...getCatalogueIndex(system, catalogue).roots.slots.values()].filter((slot) => !slot.hidden).map((slot) => slot.entryId);
}

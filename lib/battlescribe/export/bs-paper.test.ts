/**
 * A 40k 10th edition roster on paper (../shared/corpus, never copied here): identical wargear
 * listed once with its number in the text and PDF lists, no reference card for a battle size or
 * detachment, each problem said once.
 */
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/english";
import { corpusDir, readCorpusFiles } from "../../../tests/support/bs-corpus";
import { forceBuilder } from "../../../tests/support/bs-battalion";
import { buildGladiusTaskForce } from "../../../tests/support/bs-gladius";
import { readDataSet } from "../xml/read-data-files";
import { createEngine } from "../engine/engine";
import { describeRosterError } from "../engine/error-words";
import { snapshotRoster } from "../engine/snapshot";
import { writeRosterText } from "./roster-text";
import { describeBsRoster, describeBsUnitCards } from "./roster-view";

const corpus = corpusDir();
if (!corpus) console.warn("bs-paper skipped: ../shared/corpus (third-party BattleScribe data) is not on this machine.");

describe.skipIf(!corpus)("a 10th edition roster on paper (../shared/corpus/bsdata/wh40k-10e)", () => {
  const data = corpus ? readDataSet(readCorpusFiles("bsdata/wh40k-10e"), { strictLinks: false }) : undefined;
  const gladius = () => {
    const engine = createEngine(data!);
    buildGladiusTaskForce(engine);
    return snapshotRoster(engine);
  };

  it.each([
    { unit: "Land Raider", text: "Armoured Tracks, 2x Godhammer Lascannon, Twin heavy bolter", option: "Godhammer Lascannon" },
    { unit: "Gladiator Lancer", text: "Two storm bolters: 2x Storm bolter", option: "Storm bolter" },
  ])("$unit: the same wargear twice is listed once, with its number", ({ unit, text, option }) => {
    const snapshot = gladius();
    const line = writeRosterText(en.t, snapshot).split("\n").find((l) => l.startsWith(`- ${unit} [`));
    expect(line).toContain(text);
    // The PDF list draws the same view.
    const listed = describeBsRoster(snapshot, en).forces.flatMap((f) => f.groups.flatMap((g) => g.units)).find((u) => u.name === unit);
    expect(listed?.options.filter((o) => o.name === option).map((o) => o.number)).toEqual([2]);
  });

  it("gives Battle Size and Detachment (upgrades with no profile) no card of their own, units keep theirs", () => {
    const names = describeBsUnitCards(gladius(), en).map((c) => c.name);
    expect(names).not.toContain("Battle Size");
    expect(names).not.toContain("Detachment");
    expect(names).toContain("Captain");
    expect(names).toContain("Intercessor Squad");
  });

  it("says a rule the data states twice (a group's minimum and its link's) once", () => {
    const engine = createEngine(data!);
    forceBuilder(engine, "Army Roster", "Imperium - Adeptus Astartes - Space Marines");
    const errors = snapshotRoster(engine).errors.map((e) => describeRosterError(en.t, e));
    expect(errors.filter((e) => e === "Detachment must have 1 more selections of Detachment (minimum 1)")).toHaveLength(1);
    expect(new Set(errors).size).toBe(errors.length);
  });
});

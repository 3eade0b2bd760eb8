/**
 * Real BattleScribe rosters of the corpus: squigs.ros on the exact data it was built from opens
 * with its 1990 points and every selection's stored cost; written and read back it is the same
 * roster. A .rosz opens like its .ros, and an entry the data lacks is listed, not dropped silently.
 */
import fs from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { createEngine } from "../engine/engine";
import { snapshotRoster } from "../engine/snapshot";
import { readDataSet } from "../xml/read-data-files";
import { corpusDir, CORPUS_DIR, readCorpusFiles } from "../../../tests/support/bs-corpus";
import { openRosterFile } from "./open-roster-file";
import { writeRosterXml } from "./write-roster";

const available = Boolean(corpusDir());

describe.skipIf(!available)("squigs.ros on its own data (../shared/corpus)", () => {
  const xml = available ? fs.readFileSync(path.join(CORPUS_DIR, "rosters/squigs.ros"), "utf8") : "";
  const data = available ? readDataSet(readCorpusFiles("rosters/squigs-data")) : undefined;

  it("opens with the file's 1990 points and every selection's stored cost", () => {
    const opened = openRosterFile(createEngine(data!), "squigs.ros", xml);
    expect(opened.unknown).toEqual([]);
    expect(opened.costDifferences).toEqual([]);
    const snapshot = snapshotRoster(opened.engine);
    expect(snapshot.costs).toEqual([{ name: "pts", typeId: "points", value: 1990 }]);
    expect(snapshot.forces[0]?.name).toBe("**Pitched Battle** 2,000");
    const fileSelections = (xml.match(/<selection /g) ?? []).length;
    const countSelections = (list: { children: unknown[] }[]): number => list.reduce((n, s) => n + 1 + countSelections(s.children as { children: unknown[] }[]), 0);
    expect(countSelections(snapshot.forces[0]!.selections)).toBe(fileSelections);
  });

  it("round-trips: written as .ros and read again, the same selections, numbers, names and costs", () => {
    const first = openRosterFile(createEngine(data!), "squigs.ros", xml);
    const written = writeRosterXml(first.engine);
    const again = openRosterFile(createEngine(data!), "again.ros", written);
    expect(again.unknown).toEqual([]);
    expect(again.costDifferences).toEqual([]);
    const strip = (s: ReturnType<typeof snapshotRoster>) => JSON.stringify(s.forces, (key, value) => (key === "raisedOn" ? undefined : value));
    expect(strip(snapshotRoster(again.engine))).toBe(strip(snapshotRoster(first.engine)));
    expect(writeRosterXml(again.engine)).toBe(written);
  });

  it("opens the same roster zipped as .rosz", () => {
    const rosz = zipSync({ "squigs.ros": strToU8(xml) });
    const opened = openRosterFile(createEngine(data!), "squigs.rosz", rosz);
    expect(snapshotRoster(opened.engine).costs[0]?.value).toBe(1990);
  });

  it("lists an entry the data does not offer, and a stored cost that differs", () => {
    const edited = xml.replace('entryId="f5ba-3dd8-de2e-78fa::6a0d-90f0-a499-dfbb"', 'entryId="no-such-entry"').replace('value="360.0"', 'value="999.0"');
    const opened = openRosterFile(createEngine(data!), "edited.ros", edited);
    expect(opened.unknown).toMatchObject([{ name: "Loonboss on Mangler Squigs", entryId: "no-such-entry" }]);
    expect(opened.costDifferences).toMatchObject([{ stored: 999, computed: 360, costName: "pts" }]);
  });
});

import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AdapterDeps } from "../adapter/handle-command";
import { loadRosterXml } from "../ros/read-roster";
import { writeRosterXml } from "../ros/write-roster";
import { fixtureSchema } from "./fixture-schema";
import { runFixture } from "./run-fixture";

/**
 * What data written with New Recruit's editor uses beyond BattleScribe's schema (issue #16),
 * one small game system per behaviour, played through the same protocol handler as the
 * BattleScribe fixtures. Kept apart from those: BattleScribe itself does not define these.
 */
const FIXTURES = path.join(__dirname, "new-recruit");
const files = readdirSync(FIXTURES).filter((f) => f.endsWith(".json")).sort();
const deps: AdapterDeps = {
  readDataFiles: () => {
    throw new Error("fixtures carry their data inline");
  },
  writeRosterXml,
  loadRosterXml,
};

describe("New Recruit data extensions", () => {
  it("has one fixture per behaviour, ids matching file names", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(fixtureSchema.parse(JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8"))).id).toBe(file.replace(/\.json$/, ""));
  });

  for (const file of files) {
    it(file.replace(/\.json$/, ""), () => {
      const fixture = fixtureSchema.parse(JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")));
      expect(runFixture(fixture, deps)).toEqual([]);
    });
  }
});

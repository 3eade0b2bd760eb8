import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AdapterDeps } from "../adapter/handle-command";
import { loadRosterXml } from "../ros/read-roster";
import { writeRosterXml } from "../ros/write-roster";
import { fixtureSchema } from "./fixture-schema";
import { runFixture } from "./run-fixture";

const FIXTURES = path.join(__dirname, "fixtures");
const files = readdirSync(FIXTURES).filter((f) => f.endsWith(".json")).sort();
const deps: AdapterDeps = {
  readDataFiles: () => {
    throw new Error("fixtures carry their data inline");
  },
  writeRosterXml,
  loadRosterXml,
};

describe("BattleScribe conformance fixtures", () => {
  it("cover at least 60 behaviours, one file each, ids matching file names", () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
    for (const file of files) expect(fixtureSchema.parse(JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8"))).id).toBe(file.replace(/\.json$/, ""));
  });

  for (const file of files) {
    it(file.replace(/\.json$/, ""), () => {
      const fixture = fixtureSchema.parse(JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")));
      expect(runFixture(fixture, deps)).toEqual([]);
    });
  }
});

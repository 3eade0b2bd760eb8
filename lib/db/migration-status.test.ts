import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compareMigrations, listProjectMigrations } from "./migration-status";

describe("compareMigrations", () => {
  it("lists the project's migrations the database lacks, oldest first", () => {
    expect(compareMigrations(["1_init", "2_tags", "3_notes"], ["1_init"])).toEqual({
      applied: 1,
      pending: ["2_tags", "3_notes"],
      upToDate: false,
    });
  });

  it("is up to date when every project migration is applied, whatever else the database has", () => {
    expect(compareMigrations(["1_init"], ["1_init", "0_from_another_branch"])).toEqual({
      applied: 1,
      pending: [],
      upToDate: true,
    });
  });
});

describe("listProjectMigrations", () => {
  it("returns migration folders (those with a migration.sql) in name order", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-migrations-"));
    try {
      for (const name of ["20260201000000_b", "20260101000000_a", "not_a_migration"]) fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(path.join(dir, "20260201000000_b", "migration.sql"), "");
      fs.writeFileSync(path.join(dir, "20260101000000_a", "migration.sql"), "");
      fs.writeFileSync(path.join(dir, "migration_lock.toml"), "");
      expect(listProjectMigrations(dir)).toEqual(["20260101000000_a", "20260201000000_b"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds the project's own migrations", () => {
    expect(listProjectMigrations().length).toBeGreaterThan(0);
  });
});

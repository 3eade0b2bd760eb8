/**
 * The migration to one roster table (issue 32): a database as it was before it, holding rosters
 * of both kinds with kept versions, share links and an event's submission, is migrated; every
 * roster is found unchanged after it, the BattleScribe ones in Roster with their XML whole.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../../lib/db/apply-migrations";
import { listProjectMigrations } from "../../lib/db/migration-status";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const MIGRATION = "20261127223000_one_roster_table";

const muster = { schemaVersion: 2, name: "Iron Host", gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard", limits: { pts: 750 }, forces: [] };
const xmlOf = (name: string, forces: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<roster id="r-${name}" name="${name}" battleScribeVersion="2.03" gameSystemId="sys-10e" gameSystemName="Warhammer 40,000 10th Edition" xmlns="http://www.battlescribe.net/schema/rosterSchema"><costs><cost name="pts" typeId="51b2" value="1995"/></costs><forces>${forces}</forces></roster>`;
// Attribute order as New Recruit writes it; an entry the data may no longer have; characters JSON and XML escape.
const withForces = xmlOf("Gladius \"Strike\" & Co", `<force id="f1" name="Army Roster" entryId="fe" catalogueName="Space Marines" catalogueRevision="4" catalogueId="cat-sm"><selections><selection id="s1" name="Intercessors" entryId="gone" number="1" type="unit"/></selections></force><force id="f2" name="Allies" entryId="fe" catalogueId="cat-other"/>`);
const withoutForces = xmlOf("Empty Ünïcode ✠", "");

type Row = Record<string, unknown>;

describe(`migration ${MIGRATION}`, () => {
  let db: TestDatabase;
  let before: string;
  let upTo: string;
  const rows: Row[] = [];

  beforeAll(async () => {
    const all = listProjectMigrations();
    const at = all.indexOf(MIGRATION);
    expect(at).toBeGreaterThan(0);
    db = await createTestDatabase({ empty: true });
    // Every migration before this one, from a copy of the folder without it (nor any later one).
    before = fs.mkdtempSync(path.join(os.tmpdir(), "muster-before-one-table-"));
    upTo = fs.mkdtempSync(path.join(os.tmpdir(), "muster-up-to-one-table-"));
    for (const name of all.slice(0, at)) fs.cpSync(path.join("prisma", "migrations", name), path.join(before, name), { recursive: true });
    for (const name of all.slice(0, at + 1)) fs.cpSync(path.join("prisma", "migrations", name), path.join(upTo, name), { recursive: true });
    await applyMigrations(db.sql, before);
    // Several statements: one script (PGlite's prepared queries take one statement each).
    await db.sql.execScript(`
      INSERT INTO "Roster" ("id", "ownerId", "name", "gameSystemId", "catalogueId", "document", "valid", "totals", "models", "version", "deletedAt", "createdAt", "updatedAt")
      VALUES ('m-live', 'owner-a', 'Iron Host', 'aof-regiments', 'aofr-human-empire', '${JSON.stringify(muster)}', true, '{"pts": 740}', 42, 3, NULL, '2026-01-01 10:00:00', '2026-01-02 11:00:00'),
             ('m-deleted', 'owner-a', 'Gone', 'aof-regiments', 'aofr-human-empire', '${JSON.stringify({ ...muster, name: "Gone" })}', false, '{"pts": 0}', 0, 1, '2026-01-03 09:00:00', '2026-01-01 10:00:00', '2026-01-01 10:00:00');
      INSERT INTO "RosterVersion" ("id", "rosterId", "version", "name", "document", "valid", "totals", "models", "bytes", "savedAt")
      VALUES ('v1', 'm-live', 1, 'Iron Host', '${JSON.stringify(muster)}', false, '{"pts": 0}', 0, 120, '2026-01-01 10:00:00'),
             ('v2', 'm-live', 2, 'Iron Host', '${JSON.stringify(muster)}', true, '{"pts": 500}', 30, 120, '2026-01-01 12:00:00');
      INSERT INTO "ShareLink" ("token", "rosterId", "ownerId", "hidden", "revealed", "createdAt", "revokedAt")
      VALUES ('${"a".repeat(43)}', 'm-live', 'owner-a', false, '{}', '2026-01-02 00:00:00', NULL),
             ('${"b".repeat(43)}', 'm-live', 'owner-a', true, '{"s1","s2"}', '2026-01-02 00:00:00', '2026-01-02 05:00:00');
      INSERT INTO "Event" ("id", "organiserId", "name", "gameSystemId", "rulesetId", "limits", "deadline", "joinToken", "updatedAt")
      VALUES ('e1', 'organiser', 'Spring Open', 'aof-regiments', 'standard', '{"pts": 750}', '2026-03-01 00:00:00', 'join-1', '2026-01-01 00:00:00');
      INSERT INTO "Submission" ("id", "eventId", "participantId", "playerName", "rosterId", "catalogueId", "document", "valid", "totals", "models", "issues", "status", "submittedAt")
      VALUES ('sub1', 'e1', 'owner-a', 'Ann', 'm-live', 'aofr-human-empire', '${JSON.stringify(muster)}', true, '{"pts": 740}', 42, '[]', 'approved', '2026-01-05 00:00:00');
    `);
    await db.sql.query(
      `INSERT INTO "BsRoster" ("id", "ownerId", "gameSystemId", "name", "xml", "totals", "valid", "missing", "version", "createdAt", "updatedAt")
       VALUES ('bs-1', 'owner-a', 'sys-10e', $1, $2, '{"51b2": 1995}', false, '["Army Roster / Intercessors"]', 7, '2026-02-01 08:00:00', '2026-02-03 09:30:00.123'),
              ('bs-2', 'owner-b', 'sys-10e', $3, $4, '{}', true, '[]', 1, '2026-02-02 08:00:00', '2026-02-02 08:00:00')`,
      ['Gladius "Strike" & Co', withForces, "Empty Ünïcode ✠", withoutForces],
    );
    for (const table of ["Roster", "RosterVersion", "ShareLink", "Submission"]) rows.push(...(await db.sql.query<Row>(`SELECT '${table}' AS "table", * FROM "${table}" ORDER BY 2`)));
    expect(await applyMigrations(db.sql, upTo)).toEqual([MIGRATION]);
  });

  afterAll(async () => {
    for (const folder of [before, upTo]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
    await db?.close();
  });

  it("keeps every Muster roster, kept version, share link and submission exactly as it was", async () => {
    for (const table of ["Roster", "RosterVersion", "ShareLink", "Submission"]) {
      const was = rows.filter((r) => r.table === table);
      const now = await db.sql.query<Row>(`SELECT '${table}' AS "table", * FROM "${table}" WHERE "${table === "ShareLink" ? "token" : "id"}" = ANY($1) ORDER BY 2`, [was.map((r) => r[table === "ShareLink" ? "token" : "id"])]);
      const added = table === "Roster" ? { format: "muster", missing: [] } : table === "Submission" ? { format: "muster" } : {};
      expect(now).toEqual(was.map((r) => ({ ...r, ...added })));
    }
  });

  it.each([
    { id: "bs-1", ownerId: "owner-a", name: 'Gladius "Strike" & Co', xml: withForces, catalogueId: "cat-sm", totals: { "51b2": 1995 }, valid: false, missing: ["Army Roster / Intercessors"], version: 7, createdAt: "2026-02-01T08:00:00.000Z", updatedAt: "2026-02-03T09:30:00.123Z" },
    { id: "bs-2", ownerId: "owner-b", name: "Empty Ünïcode ✠", xml: withoutForces, catalogueId: "", totals: {}, valid: true, missing: [], version: 1, createdAt: "2026-02-02T08:00:00.000Z", updatedAt: "2026-02-02T08:00:00.000Z" },
  ])("moves BattleScribe roster $id into Roster with nothing lost", async (expected) => {
    const [row] = await db.sql.query<Row>(`SELECT * FROM "Roster" WHERE "id" = $1`, [expected.id]);
    expect(row).toMatchObject({
      id: expected.id,
      ownerId: expected.ownerId,
      name: expected.name,
      format: "battlescribe",
      gameSystemId: "sys-10e",
      catalogueId: expected.catalogueId,
      document: { xml: expected.xml },
      totals: expected.totals,
      valid: expected.valid,
      missing: expected.missing,
      version: expected.version,
      deletedAt: null,
    });
    // The XML byte for byte, and the times to the millisecond.
    expect((row?.document as { xml: string }).xml).toBe(expected.xml);
    expect((row?.createdAt as Date).toISOString()).toBe(expected.createdAt);
    expect((row?.updatedAt as Date).toISOString()).toBe(expected.updatedAt);
  });

  it("drops BsRoster, and the data access finds every roster of its owner", async () => {
    const [table] = await db.sql.query<{ exists: boolean }>(`SELECT to_regclass('"BsRoster"') IS NOT NULL AS "exists"`);
    expect(table?.exists).toBe(false);
    const owned = await db.prisma.roster.findMany({ where: { ownerId: "owner-a", deletedAt: null }, orderBy: { id: "asc" }, select: { id: true, format: true } });
    expect(owned).toEqual([
      { id: "bs-1", format: "battlescribe" },
      { id: "m-live", format: "muster" },
    ]);
  });
});

/**
 * Rosters built on installed BattleScribe data, kept as .ros XML. Every query names the owner,
 * so another browser's roster is simply not found (404). Every save is read back onto the data
 * with the engine, so a stored roster always has current totals and verdict.
 */
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { EngineError } from "@/lib/battlescribe/engine/actions";
import { XmlTreeError } from "@/lib/battlescribe/ros/parse-xml-tree";
import { findDataSet } from "@/lib/db/bs-data-sets";
import { evaluateBsRoster, type BsRosterVerdict } from "@/lib/db/evaluate-bs-roster";
import { getPrisma } from "@/lib/db/prisma";
import { MusterError } from "@/lib/errors/muster-error";
import { en } from "@/lib/i18n/translate";
import type { CompareBsRostersRequest, CreateBsRosterRequest, ImportBsRosterRequest, SaveBsRosterRequest } from "@/lib/schemas/bs-roster-requests";
import { compareBsRosters } from "@/lib/battlescribe/export/compare-view";
import { shippedRulesFor } from "@/lib/battlescribe/rulesets/shipped-rulesets";
import type { ComparisonView } from "@/lib/exchange/compare-view";
import { openRosterFile, rosterXmlOf } from "@/lib/battlescribe/ros/open-roster-file";
import { createEngine } from "@/lib/battlescribe/engine/engine";
import { snapshotRoster, type RosterSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { parseXmlTree } from "@/lib/battlescribe/ros/parse-xml-tree";
import { SERVER_WIDE } from "@/lib/db/install-data-package";
import { runWork } from "@/lib/server/work-pool";

const MAX_ROSTERS_PER_OWNER = 500;

export type BsRosterSummary = { id: string; name: string; gameSystemId: string; totals: Record<string, number>; valid: boolean; missing: string[]; version: number; updatedAt: string };
export type BsRosterRecord = BsRosterSummary & { xml: string };

const summary = { id: true, name: true, gameSystemId: true, totals: true, valid: true, missing: true, version: true, updatedAt: true } as const;

function toSummary(row: Prisma.BsRosterGetPayload<{ select: typeof summary }>): BsRosterSummary {
  return { ...row, totals: row.totals as Record<string, number>, missing: row.missing as string[], updatedAt: row.updatedAt.toISOString() };
}

function notFound(): MusterError {
  return new MusterError("NOT_FOUND", "error.roster.notFound");
}

async function verdictFor(db: PrismaClient, ownerId: string, gameSystemId: string, xml: string): Promise<BsRosterVerdict> {
  const data = await findDataSet(db, ownerId, gameSystemId);
  if (!data) throw new MusterError("UNKNOWN_GAME_DATA", "error.bsRoster.noData");
  try {
    return evaluateBsRoster(data, xml);
  } catch (error) {
    if (error instanceof EngineError || error instanceof XmlTreeError) throw new MusterError("INVALID_INPUT", "error.detail", { params: { detail: error.message } });
    throw error;
  }
}

/** Roster XML opened on the data this browser sees now, as the engine sees it: for exports. */
export async function snapshotBsRosterXml(ownerId: string | null, gameSystemId: string, xml: string, db: PrismaClient = getPrisma()): Promise<RosterSnapshot> {
  const data = await findDataSet(db, ownerId ?? "", gameSystemId);
  if (!data) throw new MusterError("UNKNOWN_GAME_DATA", "error.bsRoster.noDataUnchanged");
  try {
    return snapshotRoster(openRosterFile(createEngine(data), "roster.ros", xml).engine);
  } catch (error) {
    if (error instanceof EngineError || error instanceof XmlTreeError) throw new MusterError("INVALID_INPUT", "error.detail", { params: { detail: error.message } });
    throw error;
  }
}

/** A stored roster opened on the data installed now. */
export async function snapshotBsRoster(ownerId: string | null, id: string, db: PrismaClient = getPrisma()): Promise<RosterSnapshot> {
  const record = await getBsRoster(ownerId, id, db);
  return snapshotBsRosterXml(ownerId, record.gameSystemId, record.xml, db);
}

export async function listBsRosters(ownerId: string | null, db: PrismaClient = getPrisma()): Promise<BsRosterSummary[]> {
  if (!ownerId) return [];
  const rows = await db.bsRoster.findMany({ where: { ownerId }, orderBy: { updatedAt: "desc" }, select: summary, take: MAX_ROSTERS_PER_OWNER });
  return rows.map(toSummary);
}

export async function getBsRoster(ownerId: string | null, id: string, db: PrismaClient = getPrisma()): Promise<BsRosterRecord> {
  if (!ownerId) throw notFound();
  const row = await db.bsRoster.findFirst({ where: { id, ownerId }, select: { ...summary, xml: true } });
  if (!row) throw notFound();
  return { ...toSummary(row), xml: row.xml };
}

export async function createBsRoster(ownerId: string, request: CreateBsRosterRequest, db: PrismaClient = getPrisma()): Promise<BsRosterRecord> {
  if ((await db.bsRoster.count({ where: { ownerId } })) >= MAX_ROSTERS_PER_OWNER) {
    throw new MusterError("INVALID_INPUT", "error.bsRoster.tooMany", { params: { max: MAX_ROSTERS_PER_OWNER } });
  }
  const verdict = await verdictFor(db, ownerId, request.gameSystemId, request.xml);
  const row = await db.bsRoster.create({
    data: { ownerId, gameSystemId: request.gameSystemId, name: request.name, xml: request.xml, totals: verdict.totals, valid: verdict.valid, missing: verdict.missing },
    select: { ...summary, xml: true },
  });
  return { ...toSummary(row), xml: row.xml };
}

export async function saveBsRoster(ownerId: string, id: string, request: SaveBsRosterRequest, db: PrismaClient = getPrisma()): Promise<BsRosterRecord> {
  const current = await db.bsRoster.findFirst({ where: { id, ownerId }, select: { gameSystemId: true } });
  if (!current) throw notFound();
  const verdict = await verdictFor(db, ownerId, current.gameSystemId, request.xml);
  const saved = await db.bsRoster.updateMany({
    where: { id, ownerId, version: request.version },
    data: { xml: request.xml, name: verdict.name || undefined, totals: verdict.totals, valid: verdict.valid, missing: verdict.missing, version: { increment: 1 } },
  });
  if (saved.count === 0) {
    const stored = await getBsRoster(ownerId, id, db);
    throw new MusterError("CONFLICT", "error.bsRoster.conflict", { data: stored });
  }
  return getBsRoster(ownerId, id, db);
}

export async function deleteBsRoster(ownerId: string | null, id: string, db: PrismaClient = getPrisma()): Promise<void> {
  if (!ownerId) throw notFound();
  const deleted = await db.bsRoster.deleteMany({ where: { id, ownerId } });
  if (deleted.count === 0) throw notFound();
}

/** My stored roster beside theirs (a file they sent, or another of mine), both read on my data. */
export async function compareBsRosterFiles(ownerId: string | null, request: CompareBsRostersRequest, db: PrismaClient = getPrisma()): Promise<ComparisonView> {
  const record = await getBsRoster(ownerId, request.mine, db);
  const mine = await snapshotBsRosterXml(ownerId, record.gameSystemId, record.xml, db);
  let theirXml: string;
  if ("rosterId" in request.theirs) {
    theirXml = (await getBsRoster(ownerId, request.theirs.rosterId, db)).xml;
  } else {
    const file = request.theirs.file;
    try {
      theirXml = rosterXmlOf(file.fileName, file.base64 ? new Uint8Array(Buffer.from(file.base64, "base64")) : (file.text ?? ""));
      const root = parseXmlTree(theirXml);
      if (root.name !== "roster") throw new MusterError("INVALID_INPUT", "error.bsRoster.notRoster", { params: { file: file.fileName, root: root.name } });
      if (root.attributes.gameSystemId !== record.gameSystemId) {
        const theirs = root.attributes.gameSystemName ?? root.attributes.gameSystemId ?? "?";
        throw new MusterError("INVALID_INPUT", "compare.error.differentGames", { params: { mine: mine.gameSystemName, theirs } });
      }
    } catch (error) {
      if (error instanceof EngineError || error instanceof XmlTreeError) throw new MusterError("INVALID_INPUT", "error.bsRoster.fileProblem", { params: { file: file.fileName, detail: error.message } });
      throw error;
    }
  }
  const theirs = await snapshotBsRosterXml(ownerId, record.gameSystemId, theirXml, db);
  if (theirs.gameSystemId !== mine.gameSystemId) throw new MusterError("INVALID_INPUT", "compare.error.differentGames", { params: { mine: mine.gameSystemName, theirs: theirs.gameSystemName } });
  return compareBsRosters(mine, theirs, en, shippedRulesFor(mine.gameSystemId));
}

export type ImportedBsRoster = BsRosterRecord & { packageId: string };

/**
 * A BattleScribe or New Recruit roster file (.ros, .rosz) becomes a roster of this browser on
 * the installed game data it names. The file is kept as it is, so entries the data does not
 * offer are never lost (they are listed when it is opened); without the data, the answer says
 * which game system and revision to install.
 */
export async function importBsRosterFile(ownerId: string, request: ImportBsRosterRequest, db: PrismaClient = getPrisma()): Promise<ImportedBsRoster> {
  let xml: string;
  let root;
  try {
    // Unzipping and reading the file runs in a worker thread (kind "import").
    ({ xml, root } = await runWork("import", "readBsRosterUpload", { fileName: request.fileName, content: request.base64 ? new Uint8Array(Buffer.from(request.base64, "base64")) : (request.text ?? "") }));
  } catch (error) {
    if (error instanceof EngineError || error instanceof XmlTreeError) throw new MusterError("INVALID_INPUT", "error.bsRoster.fileProblem", { params: { file: request.fileName, detail: error.message } });
    throw error;
  }
  if (root.name !== "roster") throw new MusterError("INVALID_INPUT", "error.bsRoster.notRoster", { params: { file: request.fileName, root: root.name } });
  const gameSystemId = root.attributes.gameSystemId ?? "";
  const installed = await db.dataPackage.findMany({ where: { gameSystemId, ownerId: { in: [ownerId, SERVER_WIDE] } }, select: { id: true, ownerId: true } });
  const chosen = installed.find((p) => p.ownerId === ownerId) ?? installed[0];
  if (!chosen) {
    const name = root.attributes.gameSystemName ?? gameSystemId;
    throw new MusterError("UNKNOWN_GAME_DATA", "error.bsRoster.needsData", { params: { file: request.fileName, name, revision: root.attributes.gameSystemRevision || null } });
  }
  const name = (root.attributes.name || request.fileName.replace(/\.rosz?$/i, "")).slice(0, 200);
  const record = await createBsRoster(ownerId, { gameSystemId, name, xml }, db);
  return { ...record, packageId: chosen.id };
}

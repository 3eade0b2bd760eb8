/**
 * Installs BattleScribe game data, streamed: the files are first sorted into game systems from
 * their root elements alone, then read one at a time (in the install worker on the server) and
 * written in batches under a staging owner nobody sees. Only when every file of a system has
 * been read and checked does one short transaction put the staged package in place of the one
 * it replaces. No transaction stays open while files are read, so other requests (and the
 * embedded database's single connection) are never held for a whole install, and at most one
 * file's text and tree are in memory at a time.
 */
import { randomUUID } from "node:crypto";
import { Prisma, type PrismaClient } from "../generated/prisma/client";
import { DataFileError } from "../battlescribe/xml/data-file-error";
import { DataSetError } from "../battlescribe/xml/data-set-error";
import { dataSetNoteMessage, type DataSetNote } from "../battlescribe/xml/data-set-note";
import type { DataWarning } from "../battlescribe/xml/data-warning";
import { HEAD_BYTES, readFileHeadFromStart, type FileHead, type HeadResult } from "../battlescribe/xml/read-file-head";
import { planDataSets, type PlannedSet } from "../battlescribe/xml/plan-data-sets";
import { MAX_FILES_PER_SET } from "../battlescribe/xml/read-data-files";
import type { InstalledPackage } from "../db/install-data-package";
import type { DataFileSource } from "./data-file-sources";
import { inlineRunner, type InstallRunner } from "./install-runner";
import type { ParsedDataFile } from "./parse-data-file-task";

/** Owner of a package being written: never a browser's or the server's, so never listed. */
export const STAGING_PREFIX = "staging:";
const STAGING_MAX_AGE_MS = 60 * 60 * 1000;
const MAX_STORED_WARNINGS = 1000;
/** A batch is written when it holds this many files or this many compressed bytes. */
const BATCH_FILES = 8;
const BATCH_BYTES = 256_000;

export type InstallOptions = {
  ownerId: string;
  runner?: InstallRunner;
  /**
   * Catalogues sent without their game system add to (or replace catalogues of) the system this
   * owner already uses: their own upload, else the one installed for everyone.
   */
  extendInstalled?: boolean;
  /** One failing system installs nothing at all (uploads); otherwise each system stands alone (the CLI). */
  allOrNothing?: boolean;
  /**
   * A catalogue that links one missing from the files is left out (with what links it, and a
   * note) instead of refusing the system: for repositories known to lack files (snapshots
   * without their largest files). Installs otherwise refuse it.
   */
  leaveOutIncomplete?: boolean;
  /** Only the game systems this accepts are installed (the sweep installs one per process). */
  only?: (gameSystem: FileHead) => boolean;
  /** Called as each system is staged, for progress and the sweep's figures. */
  onSystem?: (event: SystemEvent) => void;
};

export type SystemEvent = { gameSystem: FileHead; files: number; warnings: DataWarning[]; notes: DataSetNote[]; error?: Error };

export type InstalledSystem = InstalledPackage & { notes: DataSetNote[]; warningList: DataWarning[] };

export type InstallReport = {
  installed: InstalledSystem[];
  failed: { gameSystem: FileHead; error: Error }[];
  /** About the folder as a whole: files that are not game data, catalogues of no system sent. */
  notes: DataSetNote[];
};

type Staged = { set: PlannedSet; packageId: string; previous?: { id: string; revision: number }; warnings: DataWarning[]; files: InstalledPackage["files"]; base?: { packageId: string } };

function isDataError(error: unknown): error is DataFileError | DataSetError {
  return error instanceof DataFileError || error instanceof DataSetError;
}

/** Sorts the sources into game systems: what `installDataFiles` will install, without installing. */
export async function planInstall(sources: DataFileSource[], runner: InstallRunner = inlineRunner) {
  if (sources.length > MAX_FILES_PER_SET * 4) throw new DataSetError("too-many-files", { limit: MAX_FILES_PER_SET * 4 });
  const sourceByHead = new Map<FileHead, DataFileSource>();
  const results: HeadResult[] = [];
  for (const source of sources) {
    // Most files are settled by their first bytes (XML's root element), read here; only the
    // others (zips, JSON, anything odd) are read whole, in the runner.
    const result = readFileHeadFromStart(source.fileName, await source.readStart(HEAD_BYTES)) ?? (await runner.head(source.fileName, await source.read()));
    if (result.ok) sourceByHead.set(result.head, source);
    results.push(result);
  }
  const plan = planDataSets(results);
  const sourceOf = (head: FileHead) => sourceByHead.get(head) as DataFileSource;
  return { plan, sourceOf };
}

export async function installDataFiles(db: PrismaClient, sources: DataFileSource[], options: InstallOptions): Promise<InstallReport> {
  const runner = options.runner ?? inlineRunner;
  await db.dataPackage.deleteMany({ where: { ownerId: { startsWith: STAGING_PREFIX }, createdAt: { lt: new Date(Date.now() - STAGING_MAX_AGE_MS) } } });
  const { plan, sourceOf } = await planInstall(sources, runner);
  const notes = [...plan.notes.filter((n) => n.code === "not-game-data")];
  const sets: { set: PlannedSet; base?: { packageId: string; head: FileHead; fileIds: Set<string> } }[] = plan.sets.filter((set) => options.only?.(set.gameSystem) ?? true).map((set) => ({ set }));
  for (const [gameSystemId, catalogues] of options.only ? [] : plan.orphans) {
    const base = options.extendInstalled && gameSystemId ? await findBase(db, options.ownerId, gameSystemId) : undefined;
    if (base) {
      sets.push({ set: { gameSystem: base.head, catalogues, notes: [] }, base });
      continue;
    }
    const first = catalogues[0] as FileHead;
    if (plan.sets.length === 0 || options.allOrNothing) {
      if (options.extendInstalled || plan.sets.length > 0) throw new DataSetError("system-not-installed", { file: first.fileName, catalogue: first.name, gameSystemId });
      throw new DataSetError("no-game-system", {});
    }
    const params = { count: catalogues.length, gameSystemId: gameSystemId || "?", names: catalogues.map((c) => c.name).join(", ") };
    notes.push({ file: first.fileName, code: "orphan-catalogues", params, message: dataSetNoteMessage("orphan-catalogues", params) });
  }
  if (sets.length === 0) throw new DataSetError("no-game-system", {});

  const staged: Staged[] = [];
  const failed: InstallReport["failed"] = [];
  try {
    for (const { set, base } of sets) {
      try {
        staged.push(await stageSet(db, set, sourceOf, runner, options.ownerId, base, Boolean(options.leaveOutIncomplete)));
        options.onSystem?.({ gameSystem: set.gameSystem, files: set.catalogues.length + 1, warnings: (staged.at(-1) as Staged).warnings, notes: set.notes });
      } catch (error) {
        if (!isDataError(error) || options.allOrNothing) throw error;
        failed.push({ gameSystem: set.gameSystem, error });
        options.onSystem?.({ gameSystem: set.gameSystem, files: set.catalogues.length + 1, warnings: [], notes: set.notes, error });
      }
    }
    const installed = await swapIn(db, staged, options.ownerId);
    return { installed, failed, notes };
  } catch (error) {
    await db.dataPackage.deleteMany({ where: { id: { in: staged.map((s) => s.packageId) } } });
    throw error;
  }
}

async function findBase(db: PrismaClient, ownerId: string, gameSystemId: string) {
  const packages = await db.dataPackage.findMany({
    where: { gameSystemId, ownerId: { in: [ownerId, ""] } },
    select: { id: true, ownerId: true, files: { select: { fileId: true, kind: true, name: true, revision: true, fileName: true, library: true } } },
  });
  const chosen = packages.find((p) => p.ownerId === ownerId) ?? packages[0];
  const system = chosen?.files.find((f) => f.kind === "gameSystem");
  if (!chosen || !system) return undefined;
  const head: FileHead = { fileName: system.fileName, kind: "gameSystem", id: system.fileId, name: system.name, revision: system.revision, library: system.library };
  return { packageId: chosen.id, head, fileIds: new Set(chosen.files.map((f) => f.fileId)) };
}

async function stageSet(
  db: PrismaClient,
  set: PlannedSet,
  sourceOf: (head: FileHead) => DataFileSource,
  runner: InstallRunner,
  ownerId: string,
  base: { packageId: string; fileIds: Set<string> } | undefined,
  leaveOutIncomplete = false,
): Promise<Staged> {
  const system = set.gameSystem;
  if (set.catalogues.length + 1 > MAX_FILES_PER_SET) throw new DataSetError("too-many-files", { limit: MAX_FILES_PER_SET });
  const previous = await db.dataPackage.findUnique({ where: { ownerId_gameSystemId: { ownerId, gameSystemId: system.id } }, select: { id: true, revision: true } });
  const created = await db.dataPackage.create({
    data: { ownerId: `${STAGING_PREFIX}${randomUUID()}`, gameSystemId: system.id, name: system.name, revision: system.revision, warnings: [] },
    select: { id: true },
  });
  try {
    return await fillStaged(db, set, sourceOf, runner, base, { set, packageId: created.id, warnings: [], files: [], ...(previous ? { previous } : {}) }, leaveOutIncomplete);
  } catch (error) {
    await db.dataPackage.deleteMany({ where: { id: created.id } });
    throw error;
  }
}

async function fillStaged(
  db: PrismaClient,
  set: PlannedSet,
  sourceOf: (head: FileHead) => DataFileSource,
  runner: InstallRunner,
  base: { packageId: string; fileIds: Set<string> } | undefined,
  staged: Staged,
  leaveOutIncomplete: boolean,
): Promise<Staged> {
  const system = set.gameSystem;
  const created = { id: staged.packageId };
  const linksOf = new Map<string, { file: string; name: string; links: ParsedDataFile["links"] }>();
  const known = new Set([system.id, ...set.catalogues.map((c) => c.id), ...(base?.fileIds ?? [])]);
  let batch: ParsedDataFile[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await insertFiles(db, created.id, batch);
    batch = [];
    batchBytes = 0;
  };
  const files = base ? set.catalogues : [system, ...set.catalogues];
  for (const head of files) {
    const source = sourceOf(head);
    const parsed = await runner.parse(source.fileName, await source.read());
    checkParsed(parsed, head, system, leaveOutIncomplete ? undefined : known);
    linksOf.set(parsed.id, { file: parsed.fileName, name: parsed.name, links: parsed.links });
    staged.warnings.push(...parsed.warnings);
    staged.files.push({ fileId: parsed.id, kind: parsed.kind, name: parsed.name, revision: parsed.revision, fileName: parsed.fileName });
    batch.push(parsed);
    batchBytes += parsed.dataGzip.byteLength;
    if (batch.length >= BATCH_FILES || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  if (leaveOutIncomplete) await leaveOutCatalogues(db, created.id, linksOf, known, set, staged);
  if (base) await copyBaseFiles(db, base.packageId, created.id, set.catalogues.map((c) => c.id));
  const stored = [...set.notes.map(({ file, message }) => ({ file, path: "", message })), ...staged.warnings.map(({ file, path, message }) => ({ file, path, message }))];
  await db.dataPackage.update({ where: { id: created.id }, data: { warnings: stored.slice(0, MAX_STORED_WARNINGS) as unknown as Prisma.InputJsonValue } });
  return staged;
}

/**
 * One INSERT for a batch of files. Raw SQL because the embedded database's Prisma adapter
 * cannot write bytes (it reads them back fine): the compressed data travels as base64 text and
 * is decoded by the database.
 */
async function insertFiles(db: PrismaClient, packageId: string, files: ParsedDataFile[]): Promise<void> {
  const rows = files.map(
    (f) =>
      Prisma.sql`(gen_random_uuid()::text, ${packageId}, ${f.id}, ${f.kind}, ${f.name}, ${f.revision}, ${f.fileName}, ${f.library}, ${JSON.stringify(f.counts)}::jsonb, decode(${Buffer.from(f.dataGzip.buffer, f.dataGzip.byteOffset, f.dataGzip.byteLength).toString("base64")}, 'base64'))`,
  );
  await db.$executeRaw`INSERT INTO "DataPackageFile" ("id", "packageId", "fileId", "kind", "name", "revision", "fileName", "library", "counts", "dataGzip") VALUES ${Prisma.join(rows)}`;
}

/**
 * Leaves out every catalogue that links one not among the files, and, in turn, what links
 * those, each with a note naming the link that is missing.
 */
async function leaveOutCatalogues(
  db: PrismaClient,
  packageId: string,
  linksOf: Map<string, { file: string; name: string; links: ParsedDataFile["links"] }>,
  known: Set<string>,
  set: PlannedSet,
  staged: Staged,
): Promise<void> {
  const present = new Set(known);
  const left: string[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, file] of linksOf) {
      if (!present.has(id)) continue;
      const missing = file.links.find((link) => !present.has(link.targetId));
      if (!missing) continue;
      present.delete(id);
      left.push(id);
      changed = true;
      const params = { file: file.file, catalogue: file.name, missing: missing.name ?? missing.targetId };
      set.notes.push({ file: file.file, code: "left-out-incomplete", params, message: dataSetNoteMessage("left-out-incomplete", params) });
    }
  }
  if (left.length === 0) return;
  await db.dataPackageFile.deleteMany({ where: { packageId, fileId: { in: left } } });
  staged.files = staged.files.filter((f) => !left.includes(f.fileId));
}

/** The file is the one its head announced, and every catalogue it links is installed with it (unless `known` is not given). */
function checkParsed(parsed: ParsedDataFile, head: FileHead, system: FileHead, known: Set<string> | undefined): void {
  if (parsed.id !== head.id || parsed.kind !== head.kind) throw new DataSetError("duplicate-file", { file: parsed.fileName, id: parsed.id, other: head.fileName });
  if (parsed.kind === "catalogue" && parsed.gameSystemId && parsed.gameSystemId !== system.id) {
    throw new DataSetError("other-game-system", { file: parsed.fileName, catalogue: parsed.name, gameSystemId: parsed.gameSystemId, gameSystem: system.name });
  }
  for (const link of parsed.links) {
    if (known && !known.has(link.targetId)) throw new DataSetError("missing-catalogue", { file: parsed.fileName, catalogue: parsed.name, missing: link.name ?? link.targetId, missingId: link.targetId });
  }
}

/** The installed files a catalogue-only upload keeps: copied in the database, never read here. */
async function copyBaseFiles(db: PrismaClient, fromPackage: string, toPackage: string, replaced: string[]): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "DataPackageFile" ("id", "packageId", "fileId", "kind", "name", "revision", "fileName", "library", "counts", "data", "dataGzip")
    SELECT gen_random_uuid()::text, ${toPackage}, "fileId", "kind", "name", "revision", "fileName", "library", "counts", "data", "dataGzip"
    FROM "DataPackageFile" WHERE "packageId" = ${fromPackage} AND NOT ("fileId" = ANY(${replaced}))`;
}

/** One short transaction: each staged package takes the place of the one it replaces. */
async function swapIn(db: PrismaClient, staged: Staged[], ownerId: string): Promise<InstalledSystem[]> {
  if (staged.length === 0) return [];
  await db.$transaction(async (tx) => {
    for (const s of staged) {
      await tx.dataPackage.deleteMany({ where: { ownerId, gameSystemId: s.set.gameSystem.id } });
      await tx.dataPackage.update({ where: { id: s.packageId }, data: { ownerId } });
    }
  });
  const rows = await db.dataPackageFile.findMany({ where: { packageId: { in: staged.map((s) => s.packageId) } }, select: { packageId: true, fileId: true, kind: true, name: true, revision: true, fileName: true } });
  return staged.map((s) => ({
    id: s.packageId,
    gameSystemId: s.set.gameSystem.id,
    name: s.set.gameSystem.name,
    revision: s.set.gameSystem.revision,
    ...(s.previous ? { previousRevision: s.previous.revision } : {}),
    files: rows.filter((r) => r.packageId === s.packageId).map(({ fileId, kind, name, revision, fileName }) => ({ fileId, kind, name, revision, fileName })).sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "gameSystem" ? -1 : 1)),
    warnings: s.warnings.length + s.set.notes.length,
    notes: s.set.notes,
    warningList: s.warnings,
  }));
}

/**
 * BattleScribe game data packages: those installed for everyone (by `npm run data:import`) and
 * those one browser uploaded, which only that browser sees. Every query names the owner.
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DataFileError } from "@/lib/battlescribe/xml/data-file-error";
import { DataSetError } from "@/lib/battlescribe/xml/data-set-error";
import { dataErrorText } from "@/lib/battlescribe/xml/data-error-text";
import { expandArchives, sourcesOfStoredFiles, type DataFileSource } from "@/lib/data-install/data-file-sources";
import { installDataFiles } from "@/lib/data-install/install-data-files";
import { serverInstallRunner } from "@/lib/data-install/install-runner";
import type { ElementCounts } from "@/lib/battlescribe/count-elements";
import { getPrisma } from "@/lib/db/prisma";
import { SERVER_WIDE, type InstalledPackage } from "@/lib/db/install-data-package";
import { loadPackageDataSet } from "@/lib/db/bs-data-sets";
import { revalidateBsRosters, type RosterRecheck } from "@/lib/db/revalidate-bs-rosters";
import { MusterError } from "@/lib/errors/muster-error";
import { dataRevisionOf } from "./game-data-payload";
import { viewerKeyOf } from "./viewer-key";

export type DataPackageSummary = {
  id: string;
  gameSystemId: string;
  name: string;
  revision: number;
  serverWide: boolean;
  installedAt: string;
  warnings: { file: string; path: string; message: string }[];
  files: { fileId: string; kind: string; name: string; revision: number; fileName: string; library: boolean; counts: ElementCounts }[];
};

export async function listDataPackages(ownerId: string | null, db: PrismaClient = getPrisma()): Promise<DataPackageSummary[]> {
  const owners = ownerId ? [SERVER_WIDE, ownerId] : [SERVER_WIDE];
  const rows = await db.dataPackage.findMany({
    where: { ownerId: { in: owners } },
    orderBy: [{ name: "asc" }, { createdAt: "asc" }],
    select: {
      id: true,
      gameSystemId: true,
      name: true,
      revision: true,
      ownerId: true,
      warnings: true,
      updatedAt: true,
      files: { orderBy: [{ kind: "desc" }, { name: "asc" }], select: { fileId: true, kind: true, name: true, revision: true, fileName: true, library: true, counts: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    gameSystemId: row.gameSystemId,
    name: row.name,
    revision: row.revision,
    serverWide: row.ownerId === SERVER_WIDE,
    installedAt: row.updatedAt.toISOString(),
    warnings: (row.warnings as DataPackageSummary["warnings"]).map(({ file, path, message }) => ({ file, path, message })),
    files: row.files.map((file) => ({ ...file, counts: file.counts as ElementCounts })),
  }));
}

export type UploadInstalled = InstalledPackage & { rechecked: RosterRecheck[]; systems: InstalledPackage[]; notes: string[] };

/**
 * Reads uploaded files and installs them for one browser; bad files change nothing. The files
 * are read in the install worker, one at a time, and every game system among them is installed
 * (a repository may hold several); the answer is the first, with all of them under `systems`.
 */
export async function installUploadedData(ownerId: string, files: { fileName: string; content: Uint8Array }[], db: PrismaClient = getPrisma()): Promise<UploadInstalled> {
  return installSources(ownerId, async () => expandArchives(files), db);
}

/** As installUploadedData, for files received to disk (the Game data page's upload): read one at a time. */
export async function installStoredUpload(ownerId: string, files: { fileName: string; path: string }[], db: PrismaClient = getPrisma()): Promise<UploadInstalled> {
  return installSources(ownerId, () => sourcesOfStoredFiles(files), db);
}

async function installSources(ownerId: string, list: () => Promise<DataFileSource[]>, db: PrismaClient): Promise<UploadInstalled> {
  let report;
  try {
    report = await installDataFiles(db, await list(), { ownerId, runner: serverInstallRunner(), extendInstalled: true, allOrNothing: true });
  } catch (error) {
    if (error instanceof DataFileError || error instanceof DataSetError) {
      const text = dataErrorText(error);
      throw new MusterError("INVALID_INPUT", text.key, { params: text.params, problems: [{ path: String(error.params.path ?? error.params.file ?? ""), ...text }] });
    }
    throw error;
  }
  const rechecked: RosterRecheck[] = [];
  for (const installed of report.installed) rechecked.push(...(await revalidateBsRosters(db, ownerId, () => loadPackageDataSet(db, installed.id), installed.gameSystemId)));
  const systems = report.installed.map(({ notes: _notes, warningList: _list, ...rest }) => rest);
  const first = systems[0] as InstalledPackage;
  const notes = [...report.notes, ...report.installed.flatMap((i) => i.notes)].map((n) => n.message);
  return { ...first, rechecked, systems, notes };
}


/**
 * What a builder page hands lib/client/game-data-cache.ts: the package's name, its data
 * revision (the browser's copy is used only when it is this one) and a key of the viewer (so
 * that one browser's copies are never served to another account on the same browser); null
 * when this browser may not see the package.
 */
export type DataPackageView = { name: string; revision: string; viewer: string };

export { viewerKeyOf };

export async function getDataPackageView(ownerId: string | null, packageId: string, db: PrismaClient = getPrisma()): Promise<DataPackageView | null> {
  const owners = ownerId ? [SERVER_WIDE, ownerId] : [SERVER_WIDE];
  const row = await db.dataPackage.findFirst({ where: { id: packageId, ownerId: { in: owners } }, select: { name: true, updatedAt: true } });
  if (!row) return null;
  return { name: row.name, revision: dataRevisionOf(row.updatedAt), viewer: viewerKeyOf(ownerId) };
}

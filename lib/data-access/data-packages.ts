/**
 * BattleScribe game data packages: those installed for everyone (by `npm run data:import`) and
 * those one browser uploaded, which only that browser sees. Every query names the owner.
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DataFileError } from "@/lib/battlescribe/xml/data-file-error";
import { DataSetError } from "@/lib/battlescribe/xml/data-set-error";
import { runWork } from "@/lib/server/work-pool";
import { cataloguesGameSystems, parseDataFiles, readDataSet } from "@/lib/battlescribe/xml/read-data-files";
import type { ElementCounts } from "@/lib/battlescribe/count-elements";
import type { CatalogueData, DataSet, GameSystemData } from "@/lib/battlescribe/data-types";
import { getPrisma } from "@/lib/db/prisma";
import { installDataPackage, SERVER_WIDE, type InstalledPackage } from "@/lib/db/install-data-package";
import { findDataSet } from "@/lib/db/bs-data-sets";
import { revalidateBsRosters, type RosterRecheck } from "@/lib/db/revalidate-bs-rosters";
import { MusterError, type ErrorText } from "@/lib/errors/muster-error";

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

/** Reads uploaded files and installs them for one browser; bad files change nothing. */
export async function installUploadedData(ownerId: string, files: { fileName: string; content: Uint8Array }[], db: PrismaClient = getPrisma()): Promise<InstalledPackage & { rechecked: RosterRecheck[] }> {
  let set;
  try {
    // Zips are opened in a worker thread, their bytes counted as they come (kind "install").
    const parsed = parseDataFiles(await runWork("install", "inflateUploads", files));
    // Catalogues sent without their .gst may add to a game system this browser can already use.
    const installed = new Map<string, DataSet>();
    if (!parsed.some((p) => p.read.kind === "gameSystem")) {
      for (const id of cataloguesGameSystems(parsed)) {
        const found = await findDataSet(db, ownerId, id);
        if (found) installed.set(id, found);
      }
    }
    set = readDataSet(parsed, { base: (id) => installed.get(id) });
  } catch (error) {
    if (error instanceof DataFileError || error instanceof DataSetError) {
      const text: ErrorText = error instanceof DataFileError ? { key: `dataFile.error.${error.code}`, params: error.params } : { key: `dataSet.error.${error.code}`, params: error.params };
      throw new MusterError("INVALID_INPUT", text.key, { params: text.params, problems: [{ path: String(error.params.path ?? error.params.file ?? ""), ...text }] });
    }
    throw error;
  }
  const installed = await installDataPackage(db, ownerId, set);
  const rechecked = await revalidateBsRosters(db, ownerId, { gameSystem: set.gameSystem, catalogues: set.catalogues });
  return { ...installed, rechecked };
}

/** A package's game system and catalogues, when this browser may see it; null otherwise. */
export async function getDataPackageData(ownerId: string | null, packageId: string, db: PrismaClient = getPrisma()): Promise<{ name: string; data: DataSet } | null> {
  const owners = ownerId ? [SERVER_WIDE, ownerId] : [SERVER_WIDE];
  const row = await db.dataPackage.findFirst({
    where: { id: packageId, ownerId: { in: owners } },
    select: { name: true, files: { select: { kind: true, data: true } } },
  });
  if (!row) return null;
  const gameSystem = row.files.find((f) => f.kind === "gameSystem")?.data as unknown as GameSystemData | undefined;
  if (!gameSystem) return null;
  const catalogues = row.files.filter((f) => f.kind === "catalogue").map((f) => f.data as unknown as CatalogueData);
  return { name: row.name, data: { gameSystem, catalogues } };
}

/** The package's name when this browser may see it; null otherwise (callers answer 404). */
export async function getDataPackageName(ownerId: string | null, packageId: string, db: PrismaClient = getPrisma()): Promise<string | null> {
  const owners = ownerId ? [SERVER_WIDE, ownerId] : [SERVER_WIDE];
  const row = await db.dataPackage.findFirst({ where: { id: packageId, ownerId: { in: owners } }, select: { name: true } });
  return row?.name ?? null;
}

/**
 * `/api/game-data/<package>` as bytes: the package's game system and catalogues (or one
 * catalogue with the catalogues it links) serialised once per revision, kept in a per-process
 * LRU bounded in bytes (safe to lose: built again from the database). The bytes are JSON, not
 * gzip: Next drops a route's Content-Encoding and compresses the answer itself, so a body
 * compressed here would reach the browser compressed twice.
 *
 * A package's revision is its id and updatedAt: every install writes a new package row (a
 * staged copy swapped in), so the files under one revision never change. Who may see a package
 * is checked on every request, before the cache is looked at.
 */
import "server-only";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { CatalogueData } from "@/lib/battlescribe/data-types";
import { linkedCatalogueIds } from "@/lib/db/catalogue-closure";
import { SERVER_WIDE } from "@/lib/db/install-data-package";
import { getPrisma } from "@/lib/db/prisma";
import { ByteLru } from "@/lib/server/byte-lru";
import { strongEtag } from "@/lib/http/conditional-get";

const gunzipAsync = promisify(gunzip);

/** The revision a browser keys its copy by: changes with every install of the package. */
export function dataRevisionOf(updatedAt: Date): string {
  return updatedAt.getTime().toString(36);
}

export type GameDataHead = {
  packageId: string;
  revision: string;
  /** Server-wide packages are the same for everyone; a browser's own upload is private. */
  shared: boolean;
  etag: string;
};

/** The package's revision and ETag when this browser may see it; null otherwise (404). */
export async function readGameDataHead(ownerId: string | null, packageId: string, catalogueId?: string, db: PrismaClient = getPrisma()): Promise<GameDataHead | null> {
  const owners = ownerId ? [SERVER_WIDE, ownerId] : [SERVER_WIDE];
  const row = await db.dataPackage.findFirst({ where: { id: packageId, ownerId: { in: owners } }, select: { id: true, ownerId: true, updatedAt: true } });
  if (!row) return null;
  const revision = dataRevisionOf(row.updatedAt);
  return { packageId: row.id, revision, shared: row.ownerId === SERVER_WIDE, etag: strongEtag(row.id, revision, catalogueId ?? "") };
}

type StoredFile = { fileId: string; kind: string; data: unknown; dataGzip: Uint8Array | null };

/** The file's JSON text as stored: gzip-compressed JSON is passed on without a parse. */
async function fileText(file: StoredFile): Promise<string> {
  if (file.dataGzip) return (await gunzipAsync(file.dataGzip)).toString("utf8");
  return JSON.stringify(file.data);
}

/** The DataSet JSON ({ gameSystem, catalogues }); null when the catalogue is not in the package. */
async function buildPayload(packageId: string, catalogueId: string | undefined, db: PrismaClient): Promise<Buffer | null> {
  const files = await db.dataPackageFile.findMany({ where: { packageId }, orderBy: [{ kind: "desc" }, { fileId: "asc" }], select: { fileId: true, kind: true, data: true, dataGzip: true } });
  const system = files.find((f) => f.kind === "gameSystem");
  if (!system) return null;
  let catalogues = files.filter((f) => f.kind === "catalogue");
  let texts = await Promise.all(catalogues.map(fileText));
  if (catalogueId !== undefined) {
    const links = texts.map((text, i) => ({ id: (catalogues[i] as StoredFile).fileId, catalogueLinks: (JSON.parse(text) as CatalogueData).catalogueLinks }));
    const wanted = linkedCatalogueIds(links, catalogueId);
    if (wanted.length === 0) return null;
    const keep = catalogues.map((c) => wanted.includes(c.fileId));
    catalogues = catalogues.filter((_, i) => keep[i]);
    texts = texts.filter((_, i) => keep[i]);
  }
  const json = `{"gameSystem":${await fileText(system)},"catalogues":[${texts.join(",")}]}`;
  return Buffer.from(json, "utf8");
}

function readCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.MUSTER_GAME_DATA_CACHE_MB);
  return (Number.isFinite(configured) && configured >= 0 ? configured : 128) * 1024 * 1024;
}

const payloads = new ByteLru<Buffer>(readCacheBytes());
// Requests for a payload being built wait for that build instead of starting their own.
const building = new Map<string, Promise<Buffer | null>>();

/** The JSON payload for a head from readGameDataHead; null when the catalogue is not in the package. */
export async function readGameDataPayload(head: GameDataHead, catalogueId?: string, db: PrismaClient = getPrisma()): Promise<Buffer | null> {
  const key = `${head.packageId}@${head.revision}#${catalogueId ?? ""}`;
  const cached = payloads.get(key);
  if (cached) return cached;
  let pending = building.get(key);
  if (!pending) {
    pending = buildPayload(head.packageId, catalogueId, db).finally(() => building.delete(key));
    building.set(key, pending);
  }
  const built = await pending;
  if (built) payloads.set(key, built, built.byteLength);
  return built;
}

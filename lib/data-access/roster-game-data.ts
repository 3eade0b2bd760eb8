/**
 * The game data of a roster on Muster's own data, for the browser's editor: the game system and
 * the roster's catalogue as one JSON body, serialised once per version and kept in a per-process
 * LRU bounded in bytes (safe to lose). The roster page sends only the ids and version
 * (readRosterDataHead); the browser opens its stored copy of that version with no request
 * (lib/client/game-data-cache.ts) or asks GET /api/game-systems/<system>/catalogues/<catalogue>,
 * which answers 304 to the copy's ETag.
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { ByteLru } from "@/lib/server/byte-lru";
import { strongEtag } from "@/lib/http/conditional-get";
import { getGameData, versionOf, type Viewer } from "./game-data";

export type RosterDataHead = {
  gameSystemId: string;
  catalogueId: string;
  revision: string;
  etag: string;
  /** False for an army book one browser installed for itself (Catalogue.ownerId): no shared cache may keep it. */
  shared: boolean;
  /** Who read it, so that the payload is built with the same view (lib/data-access/game-data.ts Viewer). */
  viewer: Viewer;
};

/** The version of a system and catalogue that belong together and this viewer may read; null otherwise (never told apart). */
export async function readRosterDataHead(gameSystemId: string, catalogueId: string, db: PrismaClient = getPrisma(), viewer: Viewer = null): Promise<RosterDataHead | null> {
  const [system, catalogue] = await Promise.all([
    db.gameSystem.findUnique({ where: { id: gameSystemId }, select: { revision: true, updatedAt: true } }),
    db.catalogue.findUnique({ where: { id: catalogueId }, select: { gameSystemId: true, revision: true, updatedAt: true, ownerId: true } }),
  ]);
  if (!system || !catalogue || catalogue.gameSystemId !== gameSystemId) return null;
  if (catalogue.ownerId !== "" && catalogue.ownerId !== viewer) return null;
  const revision = `${versionOf(system)}~${versionOf(catalogue)}`;
  return { gameSystemId, catalogueId, revision, etag: strongEtag(gameSystemId, catalogueId, revision), shared: catalogue.ownerId === "", viewer };
}

// Muster's catalogues are tens to hundreds of kilobytes: 32 MB keeps every shipped one.
const payloads = new ByteLru<Buffer>(32 * 1024 * 1024);

/** `{ system, catalogue }` as JSON bytes for a head; null when the data went away meanwhile. */
export async function readRosterDataPayload(head: RosterDataHead, db: PrismaClient = getPrisma()): Promise<Buffer | null> {
  const key = `${head.gameSystemId}/${head.catalogueId}@${head.revision}`;
  const hit = payloads.get(key);
  if (hit) return hit;
  const data = await getGameData(head.gameSystemId, head.catalogueId, db, head.viewer);
  if (!data) return null;
  const bytes = Buffer.from(JSON.stringify({ system: data.system, catalogue: data.catalogue }), "utf8");
  payloads.set(key, bytes, bytes.byteLength);
  return bytes;
}

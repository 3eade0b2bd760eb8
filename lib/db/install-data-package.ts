/**
 * Installs a BattleScribe game system with its catalogues in one transaction: a newer
 * revision replaces the older one's files, and nothing is installed half-way. Used by the
 * `data:import` command (server-wide, owner "") and by the Game data page (one browser).
 */
import type { Prisma, PrismaClient } from "../generated/prisma/client";
import { countElements } from "../battlescribe/count-elements";
import type { ReadDataSet } from "../battlescribe/xml/read-data-files";

export const SERVER_WIDE = "";

export type InstalledPackage = {
  id: string;
  gameSystemId: string;
  name: string;
  revision: number;
  previousRevision?: number;
  files: { fileId: string; kind: string; name: string; revision: number; fileName: string }[];
  warnings: number;
};

export async function installDataPackage(db: PrismaClient, ownerId: string, set: ReadDataSet): Promise<InstalledPackage> {
  const system = set.gameSystem;
  const files = [
    { kind: "gameSystem", data: system },
    ...set.catalogues.map((data) => ({ kind: "catalogue", data })),
  ].map(({ kind, data }) => ({
    fileId: data.id,
    kind,
    name: data.name,
    revision: data.revision ?? 0,
    fileName: set.fileNames.get(data.id) ?? data.id,
    library: Boolean(data.library),
    counts: countElements(data) as unknown as Prisma.InputJsonValue,
    data: data as unknown as Prisma.InputJsonValue,
  }));
  const warnings = set.warnings.slice(0, 1000) as unknown as Prisma.InputJsonValue;
  return db.$transaction(async (tx) => {
    const previous = await tx.dataPackage.findUnique({ where: { ownerId_gameSystemId: { ownerId, gameSystemId: system.id } }, select: { id: true, revision: true } });
    if (previous) await tx.dataPackage.delete({ where: { id: previous.id } });
    const created = await tx.dataPackage.create({
      data: { ownerId, gameSystemId: system.id, name: system.name, revision: system.revision ?? 0, warnings, files: { create: files } },
      select: { id: true },
    });
    return {
      id: created.id,
      gameSystemId: system.id,
      name: system.name,
      revision: system.revision ?? 0,
      previousRevision: previous?.revision,
      files: files.map(({ fileId, kind, name, revision, fileName }) => ({ fileId, kind, name, revision, fileName })),
      warnings: set.warnings.length,
    };
  });
}

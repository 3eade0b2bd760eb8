/**
 * Installs a catalogue converted from an Army Forge army book for everyone on this server (the
 * CLI), or for one owner (the Game data page: the catalogue then has its private id, see
 * lib/opr/private-books.ts), in one transaction with its unit search rows; a newer version
 * replaces the older one. Marked `importedFrom: "armyforge"` so the seed, which keeps Muster's
 * own data equal to data/, leaves it alone.
 */
import type { Catalogue } from "../gamedata/catalogue-schema";
import { catalogueSchema, gameSystemSchema } from "../gamedata/catalogue-schema";
import { bookUidsOfCombinedId, combineArmyBooks } from "../opr/combine-books";
import { catalogueIdOfBook } from "../opr/book-to-catalogue";
import { shippedOprGameSystems } from "../opr/shipped-game-systems";
import { findReferenceProblems } from "../gamedata/check-references";
import { listUnitEntries } from "../gamedata/list-unit-entries";
import type { Prisma, PrismaClient } from "../generated/prisma/client";
import { unitEntryId } from "./game-data-rows";

export type InstalledBook = { id: string; name: string; revision: number; previousRevision?: number; units: number };

export class ArmyBookInstallError extends Error {}

/** "" (the default) installs for everyone. */
export type InstallOwner = { ownerId?: string };

export async function installArmyBook(db: PrismaClient, catalogue: Catalogue, options: InstallOwner = {}): Promise<InstalledBook> {
  const ownerId = options.ownerId ?? "";
  const installed = await installCatalogue(db, catalogue, ownerId);
  // One owner's books side by side are rebuilt when that owner imports a list again.
  if (ownerId === "") await refreshCombinedCatalogues(db, catalogue);
  return installed;
}

/**
 * A list with allies is read against its books side by side in one catalogue
 * (lib/opr/combine-books.ts); when one of those books is replaced, each such catalogue is
 * rebuilt from the books installed now, so rosters on it see the new version at once.
 */
async function refreshCombinedCatalogues(db: PrismaClient, book: Catalogue): Promise<void> {
  const opr = shippedOprGameSystems().gameSystems.find((system) => system.musterSystemId === book.gameSystemId);
  if (!opr) return;
  const rows = await db.catalogue.findMany({ where: { gameSystemId: book.gameSystemId, importedFrom: "armyforge", ownerId: "", id: { contains: ".with." } }, select: { id: true } });
  for (const row of rows) {
    const uids = bookUidsOfCombinedId(row.id, opr);
    if (!uids || !uids.some((uid) => catalogueIdOfBook(uid, opr) === book.id)) continue;
    const books: Catalogue[] = [];
    for (const uid of uids) {
      const stored = await db.catalogue.findUnique({ where: { id: catalogueIdOfBook(uid, opr) }, select: { data: true, ownerId: true } });
      if (stored && stored.ownerId === "") books.push(catalogueSchema.parse(stored.data));
    }
    if (books.length === uids.length) await installCatalogue(db, combineArmyBooks(books, uids, opr), "");
  }
}

async function installCatalogue(db: PrismaClient, catalogue: Catalogue, ownerId: string): Promise<InstalledBook> {
  const systemRow = await db.gameSystem.findUnique({ where: { id: catalogue.gameSystemId }, select: { data: true } });
  if (!systemRow) throw new ArmyBookInstallError(`Muster's game system "${catalogue.gameSystemId}" is not in this database; run npm run db:prepare first.`);
  const system = gameSystemSchema.parse(systemRow.data);
  const problems = findReferenceProblems(system, catalogue);
  if (problems.length > 0) throw new ArmyBookInstallError(`The converted army book does not fit ${system.name}: ${problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`).join("; ")}`);
  const units = listUnitEntries(system, catalogue).map((unit) => ({ id: unitEntryId(catalogue.id, unit.entryId), catalogueId: catalogue.id, ...unit, costs: unit.costs as Prisma.InputJsonValue }));
  const row = {
    gameSystemId: catalogue.gameSystemId,
    name: catalogue.name,
    revision: catalogue.revision,
    source: (catalogue.source ?? null) as Prisma.InputJsonValue,
    importedFrom: "armyforge",
    ownerId,
    data: catalogue as unknown as Prisma.InputJsonValue,
  };
  return db.$transaction(async (tx) => {
    const previous = await tx.catalogue.findUnique({ where: { id: catalogue.id }, select: { revision: true, importedFrom: true, ownerId: true } });
    if (previous && previous.importedFrom === null) throw new ArmyBookInstallError(`"${catalogue.id}" is one of Muster's own catalogues and cannot be replaced by an import.`);
    if (previous && previous.ownerId !== ownerId) throw new ArmyBookInstallError(`"${catalogue.id}" is installed by someone else and cannot be replaced by this import.`);
    await tx.unitEntry.deleteMany({ where: { catalogueId: catalogue.id } });
    await tx.catalogue.upsert({ where: { id: catalogue.id }, create: { id: catalogue.id, ...row }, update: row });
    await tx.unitEntry.createMany({ data: units });
    return { id: catalogue.id, name: catalogue.name, revision: catalogue.revision, units: units.length, ...(previous ? { previousRevision: previous.revision } : {}) };
  });
}

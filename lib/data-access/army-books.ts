/**
 * Army Forge army books installed from the Game data page (issue 37): read by the same
 * zod-checked reader as `npm run data:import` (lib/opr/read-book-files.ts) and installed for
 * this browser or account only, under a private catalogue id (lib/opr/private-books.ts). Every
 * query names the owner; another owner's book is "not found", never "forbidden".
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { ArmyBookInstallError, installArmyBook } from "@/lib/db/install-army-book";
import { MusterError } from "@/lib/errors/muster-error";
import { convertBookFiles, MAX_BOOK_BYTES } from "@/lib/opr/read-book-files";
import { privateCatalogueId } from "@/lib/opr/private-books";
import { shippedOprGameSystems } from "@/lib/opr/shipped-game-systems";
import { viewerKeyOf } from "./viewer-key";

/** Books and common rules sent in one upload: a book and its game's rules, a few books at most. */
export const MAX_BOOK_FILES = 20;

export type ArmyBookSummary = {
  id: string;
  name: string;
  gameSystemId: string;
  gameName: string;
  revision: number;
  units: number;
  /** Installed for everyone (`npm run data:import`): listed, not removable here. */
  serverWide: boolean;
  installedAt: string;
};

export type InstalledBooks = { books: { id: string; name: string; gameName: string; revision: number; previousRevision?: number; units: number }[]; notes: number };

/** Reads the uploaded .json files; bad files install nothing (every problem is named with its file). */
export async function installUploadedBooks(ownerId: string, files: { fileName: string; content: Uint8Array }[], db: PrismaClient = getPrisma()): Promise<InstalledBooks> {
  if (files.length > MAX_BOOK_FILES) throw new MusterError("TOO_LARGE", "armyBooks.error.tooManyFiles", { params: { max: MAX_BOOK_FILES } });
  const decoded = files.map(({ fileName, content }) => ({ fileName, text: content.byteLength > MAX_BOOK_BYTES ? "" : new TextDecoder().decode(content), tooLarge: content.byteLength > MAX_BOOK_BYTES }));
  const tooLarge = decoded.find((f) => f.tooLarge);
  if (tooLarge) {
    const detail = { key: "opr.file.tooLarge", params: { megabytes: MAX_BOOK_BYTES / 1024 / 1024 } } as const;
    throw new MusterError("TOO_LARGE", "armyBooks.error.invalid", { params: { file: tooLarge.fileName, detail }, problems: [{ path: tooLarge.fileName, ...detail }] });
  }
  const result = convertBookFiles(decoded, shippedOprGameSystems());
  if (!result.ok) {
    const [first] = result.problems;
    throw new MusterError("INVALID_INPUT", "armyBooks.error.invalid", {
      params: { file: first?.file ?? "", detail: first ? { key: first.text.key, ...(first.text.params ? { params: first.text.params } : {}) } : "" },
      problems: result.problems.slice(0, 30).map((p) => ({ path: `${p.file} ${p.path}`, key: p.text.key, ...(p.text.params ? { params: p.text.params } : {}) })),
    });
  }
  const key = viewerKeyOf(ownerId);
  const books: InstalledBooks["books"] = [];
  for (const book of result.books) {
    const catalogue = { ...book.catalogue, id: privateCatalogueId(book.catalogue.id, key) };
    try {
      const installed = await installArmyBook(db, catalogue, { ownerId });
      books.push({ ...installed, gameName: book.system.name });
    } catch (error) {
      if (error instanceof ArmyBookInstallError) throw new MusterError("INVALID_INPUT", "armyBooks.error.notInstalled", { params: { name: catalogue.name }, english: error.message });
      throw error;
    }
  }
  return { books, notes: result.books.reduce((sum, b) => sum + b.warnings.length, 0) };
}

/** The army books this owner builds on: their own (removable) and those installed for everyone, by game and name. */
export async function listArmyBooks(ownerId: string | null, db: PrismaClient = getPrisma()): Promise<ArmyBookSummary[]> {
  const rows = await db.catalogue.findMany({
    // Books side by side (`.with.`) are made by list imports, not installed by anyone: not listed.
    where: { importedFrom: "armyforge", ownerId: { in: ownerId ? ["", ownerId] : [""] }, NOT: { id: { contains: ".with." } } },
    orderBy: [{ gameSystem: { name: "asc" } }, { name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, revision: true, ownerId: true, updatedAt: true, gameSystemId: true, gameSystem: { select: { name: true } }, _count: { select: { unitEntries: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    gameSystemId: row.gameSystemId,
    gameName: row.gameSystem.name,
    revision: row.revision,
    units: row._count.unitEntries,
    serverWide: row.ownerId === "",
    installedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * Removes one of the owner's own books. Their rosters stay and open again once the book is
 * installed again; books side by side that a list import made from it stay (rosters on them
 * keep working). NOT_FOUND for any other id, another owner's included.
 */
export async function removeArmyBook(ownerId: string, catalogueId: string, db: PrismaClient = getPrisma()): Promise<void> {
  const own = await db.catalogue.findFirst({ where: { id: catalogueId, ownerId, importedFrom: "armyforge" }, select: { id: true } });
  if (!own) throw new MusterError("NOT_FOUND", "armyBooks.error.notFound");
  // Unit search rows go with it (onDelete: Cascade).
  await db.catalogue.deleteMany({ where: { id: catalogueId, ownerId } });
}

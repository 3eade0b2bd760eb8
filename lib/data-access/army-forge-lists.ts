/**
 * An Army Forge list (its JSON export) read against the army book installed on this server.
 * Saves nothing: the caller stores the roster it returns. Throws MusterError with the problems.
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { MusterError } from "@/lib/errors/muster-error";
import type { ImportNotice } from "@/lib/exchange/roster-json";
import { en } from "@/lib/i18n/english";
import { catalogueIdOfBook } from "@/lib/opr/book-to-catalogue";
import { installArmyBook } from "@/lib/db/install-army-book";
import type { Catalogue } from "@/lib/gamedata/catalogue-schema";
import { combineArmyBooks, listBookUids, MAX_BOOKS_PER_LIST } from "@/lib/opr/combine-books";
import type { OprGameSystem } from "@/lib/opr/game-systems";
import { resolveListGame } from "@/lib/opr/list-game";
import { armyForgeListToRoster } from "@/lib/opr/list-to-roster";
import { parseArmyForgeList } from "@/lib/opr/list-schema";
import { shippedOprGameSystems } from "@/lib/opr/shipped-game-systems";
import { isPrivateCatalogueId, privateCatalogueId } from "@/lib/opr/private-books";
import { getCatalogue, getGameSystem, type Viewer } from "./game-data";
import { viewerKeyOf } from "./viewer-key";
import type { RosterFile } from "./roster-files";

/** `viewer`: whose own army books (installed from the Game data page) the list may name; theirs come before those for everyone. */
export async function readArmyForgeList(json: unknown, db: PrismaClient = getPrisma(), viewer: Viewer = null): Promise<RosterFile> {
  const parsed = parseArmyForgeList(json);
  if (!parsed.ok) throw new MusterError("INVALID_INPUT", "error.armyForge.unreadable", { problems: parsed.issues.map(({ path, text }) => ({ path, ...text })) });
  const list = parsed.list;
  const table = shippedOprGameSystems();
  const game = resolveListGame(table, list.gameSystem);
  if (!game.ok) throw new MusterError("UNKNOWN_GAME_DATA", game.text.key, { params: game.text.params, problems: [{ path: "gameSystem", key: "error.problem.unknownGameSystem" }] });
  const opr = game.system;
  const system = await getGameSystem(opr.musterSystemId, db);
  if (!system) {
    throw new MusterError("UNKNOWN_GAME_DATA", "opr.list.systemNotInstalled", { params: { game: opr.name }, problems: [{ path: "gameSystem", key: "error.problem.unknownGameSystem" }] });
  }
  const bookUids = listBookUids(list).slice(0, MAX_BOOKS_PER_LIST);
  const bookUid = bookUids[0];
  const own = bookUid ? await findBook(catalogueIdOfBook(bookUid, opr), db, viewer) : null;
  if (!bookUid || !own || own.gameSystemId !== system.id) {
    throw new MusterError(
      "UNKNOWN_GAME_DATA",
      "opr.list.bookNotInstalled",
      { params: { game: opr.name, book: bookUid ?? { key: "opr.list.bookNotNamed" } }, problems: [{ path: "armyId", key: "error.problem.armyBookNotInstalled" }] },
    );
  }
  const { catalogue, bookCatalogueIds } = await findListCatalogue(own, bookUids, opr, db, viewer);
  let n = 0;
  const stamp = Date.now().toString(36);
  const converted = armyForgeListToRoster(list, { system, catalogue, opr, bookCatalogueIds }, () => `af-${stamp}-${++n}`);
  const notices: ImportNotice[] = [
    ...converted.unmatched.map((item): ImportNotice => (item.kind === "unit" ? (item.book ? { code: "import.af-unmatched-book", params: { name: item.name, book: item.book } } : { code: "import.af-unmatched-unit", params: { name: item.name } }) : { code: "import.af-unmatched-option", params: { name: item.name, unit: item.unit } })),
    ...converted.pointsDifferences.map((d): ImportNotice => ({ code: "import.af-points-differ", params: { unit: d.name, stored: d.stored, recomputed: d.recomputed } })),
  ];
  if (converted.storedTotal !== undefined && converted.storedTotal !== converted.recomputedTotal) {
    notices.push({ code: "import.af-total-differs", params: { stored: converted.storedTotal, recomputed: converted.recomputedTotal } });
  }
  // What the book does not offer stays with the roster, so nothing the player had is lost.
  const missing = converted.unmatched.map((item) => (item.kind === "unit" ? (item.book ? en.t("xui.import.af.unitOfBook", { name: item.name, book: item.book }) : item.name) : en.t("xui.import.af.optionOf", { option: item.name, unit: item.unit })));
  const roster = missing.length > 0 ? { ...converted.roster, notes: en.t("xui.import.af.notes", { entries: missing.join("; ") }).slice(0, 20_000) } : converted.roster;
  return { roster, system, catalogue, notices };
}

/**
 * The roster's catalogue: the list's own book, or, for a list with allies, its installed books
 * side by side, installed once for everyone (derived from installed books only, so any visitor
 * may cause it; a newer version of one of the books makes a newer one). Books not installed are
 * left out: their units are named with their book.
 */
async function findListCatalogue(own: Catalogue, bookUids: string[], opr: OprGameSystem, db: PrismaClient, viewer: Viewer): Promise<{ catalogue: Catalogue; bookCatalogueIds: string[] }> {
  const installed: { uid: string; catalogue: Catalogue }[] = [{ uid: bookUids[0] as string, catalogue: own }];
  for (const uid of bookUids.slice(1)) {
    const ally = await findBook(catalogueIdOfBook(uid, opr), db, viewer);
    if (ally && ally.gameSystemId === own.gameSystemId) installed.push({ uid, catalogue: ally });
  }
  const bookCatalogueIds = installed.map((book) => book.catalogue.id);
  if (installed.length === 1) return { catalogue: own, bookCatalogueIds };
  const together = combineArmyBooks(installed.map((book) => book.catalogue), installed.map((book) => book.uid), opr);
  // Books side by side with one of this viewer's own are theirs alone too.
  const ownerId = viewer && installed.some((book) => isPrivateCatalogueId(book.catalogue.id)) ? viewer : undefined;
  const combined = ownerId ? { ...together, id: privateCatalogueId(together.id, viewerKeyOf(ownerId)) } : together;
  const stored = await getCatalogue(combined.id, db, viewer);
  if (stored?.revision === combined.revision) return { catalogue: stored, bookCatalogueIds };
  try {
    await installArmyBook(db, combined, ownerId ? { ownerId } : {});
  } catch (error) {
    // Another import may have installed the same books side by side at the same moment.
    const again = await getCatalogue(combined.id, db, viewer);
    if (again?.revision !== combined.revision) throw error;
  }
  return { catalogue: combined, bookCatalogueIds };
}

/** The viewer's own copy of a book (Game data page), else the one installed for everyone. */
async function findBook(sharedId: string, db: PrismaClient, viewer: Viewer): Promise<Catalogue | null> {
  const own = viewer ? await getCatalogue(privateCatalogueId(sharedId, viewerKeyOf(viewer)), db, viewer) : null;
  return own ?? getCatalogue(sharedId, db);
}

/**
 * Army Forge lists may take units from several army books (allies). A Muster roster is built on
 * one catalogue, so the books of such a list are put side by side in one catalogue: every entry
 * keeps the id it has in its own book (ids are namespaced by book), so each unit is priced and
 * checked exactly as its own book prices it. The id names every book, so the same books always
 * give the same catalogue. Pure.
 */
import type { Catalogue } from "../gamedata/catalogue-schema";
import { catalogueIdOfBook } from "./book-to-catalogue";
import type { OprGameSystem } from "./game-systems";
import type { ArmyForgeList } from "./list-schema";

/** More books than any real list takes; keeps the combined id within Muster's 120 characters. */
export const MAX_BOOKS_PER_LIST = 4;

/** Every book a list uses, its own (`armyId`, else its first unit's) first, the others in order of appearance. */
export function listBookUids(list: ArmyForgeList): string[] {
  const uids = [list.armyId, ...list.units.map((unit) => unit.armyId)].filter((uid): uid is string => Boolean(uid));
  return [...new Set(uids)];
}

/** The catalogue of one book, or of several side by side: `<first book's id>.with.<the others' uids, sorted>`. */
export function catalogueIdOfBooks(bookUids: string[], system: Pick<OprGameSystem, "catalogueIdPrefix">): string {
  const [first, ...others] = bookUids;
  if (first === undefined) throw new Error("a list names at least one army book");
  const own = catalogueIdOfBook(first, system);
  if (others.length === 0) return own;
  return [own, "with", ...others.map((uid) => catalogueIdOfBook(uid, { catalogueIdPrefix: "" })).sort()].join(".");
}

/**
 * The books side by side, named after them ("Robot Legions + Machine Cult"); its revision is the
 * sum of theirs, so a newer version of any one of them makes a newer combined catalogue.
 */
export function combineArmyBooks(books: Catalogue[], bookUids: string[], system: Pick<OprGameSystem, "catalogueIdPrefix">): Catalogue {
  const [first] = books;
  if (!first || books.length === 1) {
    if (!first) throw new Error("no army book to combine");
    return first;
  }
  return {
    kind: "catalogue",
    id: catalogueIdOfBooks(bookUids, system),
    gameSystemId: first.gameSystemId,
    name: books.map((book) => book.name).join(" + ").slice(0, 200),
    revision: books.reduce((sum, book) => sum + book.revision, 0),
    ...(first.source ? { source: { ...first.source, edition: books.map((book) => book.source?.edition ?? book.name).join(" + ").slice(0, 200) } } : {}),
    selectionEntries: books.flatMap((book) => book.selectionEntries),
    // Each book's Casters know that book's spells: the lists stay side by side, as the units do.
    ...(books.some((book) => book.spellLists?.length) ? { spellLists: books.flatMap((book) => book.spellLists ?? []) } : {}),
  };
}

/** The book uids of a combined catalogue's id (its own book first); undefined when it is not one of this game's. */
export function bookUidsOfCombinedId(catalogueId: string, system: Pick<OprGameSystem, "catalogueIdPrefix">): string[] | undefined {
  const [own, others, ...rest] = catalogueId.split(".with.");
  if (!own || !others || rest.length > 0 || !own.startsWith(system.catalogueIdPrefix)) return undefined;
  return [own.slice(system.catalogueIdPrefix.length), ...others.split(".")];
}

/**
 * The JSON files someone hands `data:import` for One Page Rules: army books and at most one
 * common rules file, told apart by shape. Every file is checked before anything is converted,
 * and a problem names the file and the place in it. Pure.
 */
import { armyBookToCatalogue, type BookWarning } from "./book-to-catalogue";
import { looksLikeArmyBook, looksLikeCommonRules, parseArmyBook, parseCommonRules, type ArmyBook, type CommonRules } from "./book-schema";
import { findOprGameSystemOfBook, type OprGameSystemTable } from "./game-systems";
import { looksLikeArmyForgeList } from "./list-schema";
import type { Catalogue } from "../gamedata/catalogue-schema";

/** Army books are a few hundred kilobytes; this bounds the work one file can ask for. */
export const MAX_BOOK_BYTES = 5 * 1024 * 1024;

export type BookFileProblem = { file: string; path: string; message: string };

export type ConvertedBook = { fileName: string; catalogue: Catalogue; warnings: BookWarning[] };

export type BookFilesResult = { ok: true; books: ConvertedBook[] } | { ok: false; problems: BookFileProblem[] };

export function convertBookFiles(files: readonly { fileName: string; text: string }[], table: OprGameSystemTable): BookFilesResult {
  const problems: BookFileProblem[] = [];
  const books: { fileName: string; book: ArmyBook }[] = [];
  let commonRules: CommonRules = [];
  for (const { fileName, text } of files) {
    if (new TextEncoder().encode(text).length > MAX_BOOK_BYTES) {
      problems.push({ file: fileName, path: "(root)", message: `larger than ${MAX_BOOK_BYTES / 1024 / 1024} MB` });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      problems.push({ file: fileName, path: "(root)", message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    if (looksLikeArmyBook(json)) {
      const parsed = parseArmyBook(json);
      if (parsed.ok) books.push({ fileName, book: parsed.value });
      else problems.push(...parsed.issues.map((issue) => ({ file: fileName, path: issue.path, message: issue.message })));
    } else if (looksLikeCommonRules(json)) {
      const parsed = parseCommonRules(json);
      if (parsed.ok) commonRules = [...commonRules, ...parsed.value];
      else problems.push(...parsed.issues.map((issue) => ({ file: fileName, path: issue.path, message: issue.message })));
    } else if (looksLikeArmyForgeList(json)) {
      problems.push({ file: fileName, path: "(root)", message: "an Army Forge list, not an army book: lists are imported on My rosters" });
    } else {
      problems.push({ file: fileName, path: "(root)", message: "neither an Army Forge army book (units and upgradePackages) nor common rules (a list of rules with name and description)" });
    }
  }
  if (books.length === 0 && problems.length === 0) problems.push({ file: "(none)", path: "(root)", message: "no army book among the files" });
  const converted: ConvertedBook[] = [];
  for (const { fileName, book } of books) {
    const keys = [book.gameSystemKey, book.gameSystemSlug, book.gameSystemId === undefined ? undefined : String(book.gameSystemId)];
    const system = findOprGameSystemOfBook(table, keys);
    if (!system) {
      const known = table.gameSystems.map((entry) => entry.armyForgeId).join(", ");
      problems.push({ file: fileName, path: "gameSystemKey", message: `Army Forge game system "${keys.filter(Boolean).join(" / ")}" has no Muster game system (known: ${known})` });
      continue;
    }
    converted.push({ fileName, ...armyBookToCatalogue(book, commonRules, system) });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, books: converted };
}

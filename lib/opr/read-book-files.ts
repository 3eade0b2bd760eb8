/**
 * The JSON files someone hands `data:import` (or `validate --army-book`) for One Page Rules:
 * army books of any game Army Forge serves and common rules in either form, told apart by shape.
 * Every file is checked before anything is converted, and a problem names the file and the place
 * in it, in catalogue words. Pure.
 */
import { renderText, type ErrorText } from "../errors/muster-error";
import { issueText } from "../errors/schema-text";
import { armyBookToCatalogue, type BookWarning } from "./book-to-catalogue";
import { armyBookSchema, commonRulesSchema, looksLikeArmyBook, looksLikeCommonRules, type ArmyBook, type CommonRules } from "./book-schema";
import { matchBookGameSystem, supportedOprGameNames, type OprGameSystem, type OprGameSystemTable } from "./game-systems";
import { formatIssuePath, looksLikeArmyForgeList } from "./list-schema";
import type { Catalogue } from "../gamedata/catalogue-schema";

/** Army books are a few hundred kilobytes; this bounds the work one file can ask for. */
export const MAX_BOOK_BYTES = 5 * 1024 * 1024;

/** `message` is `text` in English (for the command line and logs). */
export type BookFileProblem = { file: string; path: string; message: string; text: ErrorText };

export type ConvertedBook = { fileName: string; catalogue: Catalogue; system: OprGameSystem; warnings: BookWarning[] };

export type BookFilesResult = { ok: true; books: ConvertedBook[] } | { ok: false; problems: BookFileProblem[] };

function problem(file: string, path: string, text: ErrorText): BookFileProblem {
  return { file, path, message: renderText(text), text };
}

function schemaProblems(file: string, error: { issues: Parameters<typeof issueText>[0][] }): BookFileProblem[] {
  return error.issues.slice(0, 20).map((issue) => problem(file, formatIssuePath(issue.path) || "(root)", issueText(issue)));
}

export function convertBookFiles(files: readonly { fileName: string; text: string }[], table: OprGameSystemTable): BookFilesResult {
  const problems: BookFileProblem[] = [];
  const books: { fileName: string; book: ArmyBook }[] = [];
  let commonRules: CommonRules = [];
  const supported = supportedOprGameNames(table).join(", ");
  for (const { fileName, text } of files) {
    if (new TextEncoder().encode(text).length > MAX_BOOK_BYTES) {
      problems.push(problem(fileName, "(root)", { key: "opr.file.tooLarge", params: { megabytes: MAX_BOOK_BYTES / 1024 / 1024 } }));
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      problems.push(problem(fileName, "(root)", { key: "opr.file.notJson", params: { reason: (error as Error).message } }));
      continue;
    }
    if (looksLikeArmyBook(json)) {
      const parsed = armyBookSchema.safeParse(json);
      if (parsed.success) books.push({ fileName, book: parsed.data });
      else problems.push(...schemaProblems(fileName, parsed.error));
    } else if (looksLikeCommonRules(json)) {
      const parsed = commonRulesSchema.safeParse(json);
      if (parsed.success) commonRules = [...commonRules, ...parsed.data];
      else problems.push(...schemaProblems(fileName, parsed.error));
    } else if (looksLikeArmyForgeList(json)) {
      problems.push(problem(fileName, "(root)", { key: "opr.file.isList" }));
    } else {
      problems.push(problem(fileName, "(root)", { key: "opr.file.notBookOrRules" }));
    }
  }
  if (books.length === 0 && problems.length === 0) problems.push(problem("(none)", "(root)", { key: "opr.file.noBook" }));
  const converted: ConvertedBook[] = [];
  for (const { fileName, book } of books) {
    const match = matchBookGameSystem(table, book);
    if (!match.ok) {
      const text: ErrorText =
        match.reason === "conflict"
          ? { key: "opr.book.conflictingGames", params: { games: match.names.join(", ") } }
          : match.other
            ? { key: "opr.book.otherGame", params: { game: match.other.name, supported } }
            : { key: "opr.book.unknownGame", params: { supported } };
      problems.push(problem(fileName, "gameSystemKey", text));
      continue;
    }
    converted.push({ fileName, system: match.system, ...armyBookToCatalogue(book, commonRules, match.system) });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, books: converted };
}

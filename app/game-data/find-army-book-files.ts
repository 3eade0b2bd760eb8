/**
 * Which of the chosen files are Army Forge army books or common rules: those go to
 * /api/army-books (installed for this browser, lib/data-access/army-books.ts), BattleScribe data
 * to /api/game-data; a mix is refused before anything is sent. Only .json files small enough to
 * be a book are read.
 */
import { looksLikeArmyBook, looksLikeCommonRules } from "@/lib/opr/book-schema";
import { MAX_BOOK_BYTES } from "@/lib/opr/read-book-files";

export async function findArmyBookFiles(files: readonly File[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) {
    if (!/\.json$/i.test(file.name) || file.size > MAX_BOOK_BYTES) continue;
    try {
      const json: unknown = JSON.parse(await file.text());
      if (looksLikeArmyBook(json) || looksLikeCommonRules(json)) found.push(file.name);
    } catch {
      // Not JSON: the installer says what is wrong with it.
    }
  }
  return found;
}

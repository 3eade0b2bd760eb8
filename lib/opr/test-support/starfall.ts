/**
 * The invented Grimdark Future book Starfall Reclaimers as tests read it: the game table, the
 * Muster game system, the book and its list, and the book (or a variant of it, or several books)
 * converted with the fixture common rules. For tests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gameSystemSchema, type Catalogue, type GameSystem } from "../../gamedata/catalogue-schema";
import type { ArmyBook } from "../book-schema";
import { findOprGameSystem, oprGameSystemTableSchema } from "../game-systems";
import { convertBookFiles } from "../read-book-files";

const repo = path.resolve(__dirname, "../../..");
export const readText = (file: string) => readFileSync(file, "utf8");
export const fixture = (name: string) => path.join(__dirname, "..", "fixtures", name);

export const oprTable = oprGameSystemTableSchema.parse(JSON.parse(readText(path.join(repo, "data/opr/game-systems.json"))));
export const gf = findOprGameSystem(oprTable, "gf")!;
export const gfSystem: GameSystem = gameSystemSchema.parse(JSON.parse(readText(path.join(repo, "data/systems", gf.musterSystemId, "system.json"))));
export const starfallBook = JSON.parse(readText(fixture("starfall-book.json"))) as ArmyBook;

/** Books converted as the Game data page converts them, with the fixture common rules (or `common`). */
export function convertBooks(books: { name: string; book: unknown }[], common = readText(fixture("common-rules-object.json"))): Catalogue[] {
  const files = [...books.map(({ name, book }) => ({ fileName: name, text: JSON.stringify(book) })), { fileName: "common-rules.json", text: common }];
  const result = convertBookFiles(files, oprTable);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.books.map((b) => b.catalogue);
}

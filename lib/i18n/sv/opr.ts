/** Swedish: One Page Rules (Army Forge) books, common rules and lists (mirrors ../en/opr.ts). */
import type { Translation } from "../translation";
import type { oprEn } from "../en/opr";

export const oprSv: Translation<typeof oprEn> = {
  "opr.file.tooLarge": "större än {megabytes} MB",
  "opr.file.notJson": "inte giltig JSON ({reason})",
  "opr.file.isList": "en Army Forge-lista, inte en armébok: listor importeras under Mina arméer",
  "opr.file.notBookOrRules": "varken en armébok från Army Forge (units och upgradePackages) eller allmänna regler (regler med namn och beskrivning, som en lista eller under \"rules\")",
  "opr.file.noBook": "ingen armébok bland filerna",
  "opr.book.unknownGame": "en armébok för ett spel som Muster inte läser. Muster läser arméböcker för: {supported}.",
  "opr.book.otherGame": "en armébok för {game}, som Muster inte läser. Muster läser arméböcker för: {supported}.",
  "opr.book.conflictingGames": "boken anger två spel ({games}); en armébok från Army Forge gäller ett",
  "opr.list.unknownGame": "Den här Army Forge-listan är för ett spel som Muster inte känner till (filen anger ”{game}”). Muster läser listor för: {supported}.",
  "opr.list.otherGame": "Det här är en lista för {game}, som Muster inte läser. Muster läser Army Forge-listor för: {supported}.",
  "opr.list.systemNotInstalled": "{game} är inte installerat på den här servern.",
  "opr.list.bookNotInstalled": "Den här listan för {game} använder en armébok som inte är installerad här (Army Forge-boken ”{book}”). Installera den för den här webbläsaren på sidan Speldata, eller så installerar en administratör den för alla med: npm run data:import -- <army book .json> <common rules .json>",
  "opr.list.bookNotGiven": "Den här listan för {game} använder arméboken ”{book}”, som inte angavs: lägg till --army-book <army book .json>",
  "opr.list.bookNotNamed": "(namnlös)",
  "opr.list.pointsDiffer": "{unit}: listan anger {stored, number} p, arméboken ger {recomputed, number} p.",
  "opr.list.totalDiffers": "Listans summa var {stored, number} p; Muster räknar till {recomputed, number} p med arméboken.",
};

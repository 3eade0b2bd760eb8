/** Polish: One Page Rules (Army Forge) books, common rules and lists (mirrors ../en/opr.ts). */
import type { Translation } from "../translation";
import type { oprEn } from "../en/opr";

export const oprPl: Translation<typeof oprEn> = {
  "opr.file.tooLarge": "większy niż {megabytes} MB",
  "opr.file.notJson": "niepoprawny JSON ({reason})",
  "opr.file.isList": "lista Army Forge, a nie podręcznik armii: listy importuje się w Moich rozpiskach",
  "opr.file.notBookOrRules": "ani podręcznik armii Army Forge (units i upgradePackages), ani zasady ogólne (zasady z nazwą i opisem, jako lista albo pod \"rules\")",
  "opr.file.noBook": "wśród plików nie ma podręcznika armii",
  "opr.book.unknownGame": "podręcznik armii gry, której Muster nie czyta. Muster czyta podręczniki armii gier: {supported}.",
  "opr.book.otherGame": "podręcznik armii gry {game}, której Muster nie czyta. Muster czyta podręczniki armii gier: {supported}.",
  "opr.book.conflictingGames": "podręcznik podaje dwie gry ({games}); podręcznik Army Forge dotyczy jednej",
  "opr.list.unknownGame": "Ta lista Army Forge jest dla gry, której Muster nie zna (plik podaje „{game}”). Muster czyta listy gier: {supported}.",
  "opr.list.otherGame": "To lista do gry {game}, której Muster nie czyta. Muster czyta listy Army Forge gier: {supported}.",
  "opr.list.systemNotInstalled": "Gra {game} nie jest zainstalowana na tym serwerze.",
  "opr.list.bookNotInstalled": "Ta lista do gry {game} używa podręcznika armii, który nie jest tu zainstalowany (podręcznik Army Forge „{book}”). Zainstaluj go dla tej przeglądarki na stronie Dane gier albo administrator zainstaluje go dla wszystkich poleceniem: npm run data:import -- <army book .json> <common rules .json>",
  "opr.list.bookNotGiven": "Ta lista do gry {game} używa podręcznika armii „{book}”, którego nie podano: dodaj --army-book <army book .json>",
  "opr.list.bookNotNamed": "(bez nazwy)",
  "opr.list.pointsDiffer": "{unit}: lista podaje {stored, number} pkt, według podręcznika armii to {recomputed, number} pkt.",
  "opr.list.totalDiffers": "Suma na liście wynosiła {stored, number} pkt; Muster z podręcznikiem armii liczy {recomputed, number} pkt.",
};

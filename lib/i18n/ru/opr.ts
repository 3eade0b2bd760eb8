/** Russian: One Page Rules (Army Forge) books, common rules and lists (mirrors ../en/opr.ts). */
import type { Translation } from "../translation";
import type { oprEn } from "../en/opr";

export const oprRu: Translation<typeof oprEn> = {
  "opr.file.tooLarge": "больше {megabytes} МБ",
  "opr.file.notJson": "некорректный JSON ({reason})",
  "opr.file.isList": "это список Army Forge, а не книга армии: списки импортируются на странице «Мои ростеры»",
  "opr.file.notBookOrRules": "ни книга армии Army Forge (units и upgradePackages), ни общие правила (правила с названием и описанием, списком или в \"rules\")",
  "opr.file.noBook": "среди файлов нет книги армии",
  "opr.book.unknownGame": "книга армии для игры, которую Muster не читает. Muster читает книги армий игр: {supported}.",
  "opr.book.otherGame": "книга армии для {game}, которую Muster не читает. Muster читает книги армий игр: {supported}.",
  "opr.book.conflictingGames": "в книге указаны две игры ({games}); книга Army Forge относится к одной",
  "opr.list.unknownGame": "Этот список Army Forge для игры, которую Muster не знает (в файле указано «{game}»). Muster читает списки игр: {supported}.",
  "opr.list.otherGame": "Это список для {game}, которую Muster не читает. Muster читает списки Army Forge игр: {supported}.",
  "opr.list.systemNotInstalled": "{game} не установлена на этом сервере.",
  "opr.list.bookNotInstalled": "Этот список для {game} использует книгу армии, которая здесь не установлена (книга Army Forge «{book}»). Установите её для этого браузера на странице «Игровые данные» или попросите администратора установить её для всех командой: npm run data:import -- <army book .json> <common rules .json>",
  "opr.list.bookNotGiven": "Этот список для {game} использует книгу армии «{book}», которая не передана: добавьте --army-book <army book .json>",
  "opr.list.bookNotNamed": "(без названия)",
  "opr.list.pointsDiffer": "{unit}: в списке {stored, number} оч., по книге армии получается {recomputed, number} оч.",
  "opr.list.totalDiffers": "Итог списка составлял {stored, number} оч.; по книге армии Muster насчитывает {recomputed, number} оч.",
};

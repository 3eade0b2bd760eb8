/** Swedish: the Game data page's Army Forge army books (mirrors ../en/army-books.ts). */
import type { Translation } from "../translation";
import type { armyBooksEn } from "../en/army-books";

export const armyBooksSv: Translation<typeof armyBooksEn> = {
  "armyBooks.title": "Arméböcker från Army Forge",
  "armyBooks.intro": "Arméböcker för One Page Rules-spel, så som Army Forge levererar dem (.json): välj en bok i formuläret ovan, med spelets allmänna regler (.json) om du har dem. En bok som installeras här gäller bara den här webbläsaren; Ny armé erbjuder den sedan.",
  "armyBooks.upload.done": "Installerat för den här webbläsaren: {names}.",
  "armyBooks.upload.mixed": "{names}: arméböcker från Army Forge installeras för sig; välj dem utan BattleScribe-filer. Ingenting laddades upp.",
  "armyBooks.empty": "Ingen armébok från Army Forge är installerad ännu.",
  "armyBooks.details": "{game} · revision {revision} · {units, plural, one {# enhet} other {# enheter}}",
  "armyBooks.build": "Bygg en armé",
  "armyBooks.remove": "Ta bort",
  "armyBooks.removeLabel": "Ta bort {name}",
  "armyBooks.removeConfirm": "Ta bort arméboken {name} från den här webbläsaren? Arméer som bygger på den finns kvar och går att öppna igen när boken installeras på nytt.",
  "armyBooks.removeFailed": "{name} kunde inte tas bort: {message}",
  "armyBooks.error.tooManyFiles": "skicka högst {max} filer åt gången",
  "armyBooks.error.invalid": "{file}: {detail}",
  "armyBooks.error.notInstalled": "arméboken {name} kunde inte installeras",
  "armyBooks.error.notFound": "Den här webbläsaren har inte installerat någon sådan armébok.",
};

/** Polish: the Game data page's Army Forge army books (mirrors ../en/army-books.ts). */
import type { Translation } from "../translation";
import type { armyBooksEn } from "../en/army-books";

export const armyBooksPl: Translation<typeof armyBooksEn> = {
  "armyBooks.title": "Podręczniki armii z Army Forge",
  "armyBooks.intro": "Podręczniki armii gier One Page Rules w postaci, w jakiej udostępnia je Army Forge (.json): wybierz podręcznik w formularzu powyżej, razem z plikiem .json zasad ogólnych gry, jeśli go masz. Podręcznik zainstalowany tutaj jest tylko dla tej przeglądarki; potem oferuje go formularz Nowa rozpiska.",
  "armyBooks.upload.done": "Zainstalowano dla tej przeglądarki: {names}.",
  "armyBooks.upload.mixed": "{names}: podręczniki armii z Army Forge instaluje się osobno; wybierz je bez plików BattleScribe. Niczego nie przesłano.",
  "armyBooks.empty": "Nie zainstalowano jeszcze żadnego podręcznika armii z Army Forge.",
  "armyBooks.details": "{game} · wersja {revision} · {units, plural, one {# oddział} few {# oddziały} many {# oddziałów} other {# oddziału}}",
  "armyBooks.build": "Zbuduj rozpiskę",
  "armyBooks.remove": "Usuń",
  "armyBooks.removeLabel": "Usuń {name}",
  "armyBooks.removeConfirm": "Usunąć podręcznik armii {name} z tej przeglądarki? Rozpiski na nim zbudowane zostają i otworzą się znowu, gdy podręcznik zostanie ponownie zainstalowany.",
  "armyBooks.removeFailed": "Nie udało się usunąć {name}: {message}",
  "armyBooks.error.tooManyFiles": "wyślij naraz najwyżej {max} plików",
  "armyBooks.error.invalid": "{file}: {detail}",
  "armyBooks.error.notInstalled": "nie udało się zainstalować podręcznika armii {name}",
  "armyBooks.error.notFound": "Ta przeglądarka nie zainstalowała takiego podręcznika armii.",
};

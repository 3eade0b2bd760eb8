/** Polish: messages about a set of BattleScribe files taken together (mirrors ../en/data-set.ts). */
import type { Translation } from "../translation";
import type { dataSetEn } from "../en/data-set";

export const dataSetPl: Translation<typeof dataSetEn> = {
  "dataSet.error.system-not-installed": "{file}: katalog „{catalogue}” jest przeznaczony dla systemu gry, który nie jest zainstalowany ({gameSystemId}); dodaj razem z nim jego plik .gst.",
  "dataSet.error.no-game-system": "Wśród plików nie ma systemu gry (.gst): dodaj system gry, do którego należą katalogi.",
  "dataSet.error.several-game-systems": "Pliki zawierają więcej niż jeden system gry ({names}): importuj po jednym systemie gry.",
  "dataSet.error.other-game-system": "{file}: katalog „{catalogue}” jest przeznaczony dla innego systemu gry ({gameSystemId}), a nie dla „{gameSystem}”.",
  "dataSet.error.missing-catalogue": "{file}: katalog „{catalogue}” odwołuje się do „{missing}” ({missingId}), którego nie ma wśród plików.",
  "dataSet.error.duplicate-file": "{file}: identyfikator {id} jest już używany przez {other}.",
  "dataSet.error.too-many-files": "Za dużo plików: najwyżej {limit} naraz.",
  "dataSet.error.archive-too-large": "{file}: archiwum jest za duże, by je otworzyć (najwyżej {limit}).",
  "dataSet.error.bad-archive": "{file}: to nie jest archiwum zip, które da się otworzyć.",
};

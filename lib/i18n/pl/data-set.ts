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
  "dataSet.note.not-game-data": "{file} nie zawiera danych gry (ani systemu gry, ani katalogu) i został pominięty.",
  "dataSet.note.duplicate-file": "{kept} i {dropped} mają ten sam identyfikator ({id}): zachowano {kept} (wersja {keptRevision}), pominięto {dropped} (wersja {droppedRevision}).",
  "dataSet.note.orphan-catalogues": "Pominięto {count, plural, one {# katalog} few {# katalogi} many {# katalogów} other {# katalogu}} dla systemu gry, którego nie ma wśród plików ({gameSystemId}): {names}.",
  "dataSet.fix.no-game-system": "Dodaj plik .gst systemu gry; jest w tym samym repozytorium.",
  "dataSet.fix.several-game-systems": "Instaluj po jednym systemie gry.",
  "dataSet.fix.other-game-system": "Pomiń ten katalog albo dodaj system gry, dla którego jest.",
  "dataSet.fix.missing-catalogue": "Dodaj brakujący katalog (jest w tym samym repozytorium) albo pomiń katalog, który do niego odsyła.",
  "dataSet.fix.duplicate-file": "Pomiń jeden z dwóch plików.",
  "dataSet.fix.too-many-files": "Instaluj naraz mniej plików.",
  "dataSet.fix.archive-too-large": "Rozpakuj archiwum i wyślij jego pliki .gst i .cat.",
  "dataSet.fix.bad-archive": "Spakuj pliki ponownie albo wyślij je bez pakowania.",
  "dataSet.fix.system-not-installed": "Dodaj razem z nim plik .gst systemu gry.",
  "dataSet.problemAndFix": "{problem} {fix}",
  "dataSet.note.left-out-incomplete": "{file}: pominięto katalog „{catalogue}”: odsyła do „{missing}”, którego nie ma wśród plików albo który też pominięto.",
};

/** Polish: problems found while reading a BattleScribe data file (mirrors ../en/data-file.ts). */
import type { Translation } from "../translation";
import type { dataFileEn } from "../en/data-file";

export const dataFilePl: Translation<typeof dataFileEn> = {
  "dataFile.error.malformed-xml": "{file} nie jest poprawnym plikiem XML (wiersz {line}, kolumna {column}): {reason}",
  "dataFile.error.malformed-json": "{file} nie jest poprawnym plikiem JSON: {reason}",
  "dataFile.error.bad-json-shape": "{file}: {path} powinno być {expected, select, list {listą} object {obiektem} other {tekstem}}, a nie {found, select, list {listą} object {obiektem} null {wartością null} number {liczbą} boolean {wartością true lub false} other {tekstem}}.",
  "dataFile.error.doctype-forbidden": "{file} zawiera deklarację DOCTYPE (wiersz {line}); pliki danych nie mogą deklarować encji.",
  "dataFile.error.bad-root": "{file} nie zawiera danych gry BattleScribe: jego elementem głównym jest <{element}>, a oczekiwano <gameSystem> lub <catalogue> (w JSON obiektu gameSystem lub catalogue).",
  "dataFile.error.missing-id": "{file}: element <{element}> w {path} nie ma id{line, select, 0 {} other { (wiersz {line})}}.",
  "dataFile.error.missing-attribute": "{file}: element <{element}> w {path} nie ma atrybutu {attribute}{line, select, 0 {} other { (wiersz {line})}}.",
  "dataFile.error.duplicate-id": "{file}: identyfikator „{id}” występuje dwukrotnie{line, select, 0 {, drugi raz w {path}} other {, w {path} (wiersz {line}) i w wierszu {firstLine}}}.",
  "dataFile.error.bad-number": "{file}: {attribute}=„{value}” w {path} nie jest liczbą{line, select, 0 {} other { (wiersz {line})}}.",
  "dataFile.error.bad-boolean": "{file}: {attribute}=„{value}” w {path} nie jest ani true, ani false{line, select, 0 {} other { (wiersz {line})}}.",
  "dataFile.error.too-large": "{file} jest za duży: XML ma {size} B, dozwolone najwyżej {limit}.",
  "dataFile.error.bad-zip": "{file} nie jest czytelnym archiwum zip: {reason}",
  "dataFile.error.zip-no-data-file": "{file} nie zawiera pliku .gst ani .cat.",
  "dataFile.error.zip-too-many-entries": "{file} zawiera za dużo plików (dozwolone najwyżej {limit}).",
  "dataFile.error.zip-entry-too-large": "{file}: po rozpakowaniu {entry} zajmie {size} B, dozwolone najwyżej {limit}.",
  "dataFile.error.zip-total-too-large": "Po rozpakowaniu {file} zajmie łącznie ponad {limit} B.",
  "dataFile.error.zip-ratio-too-high": "{file}: stopień kompresji {entry} wynosi {ratio}, więcej niż w jakimkolwiek pliku danych (najwyżej {limit}); plik odrzucono jako możliwą bombę zip.",
  "dataFile.warning.unknown-element": "Element <{element}> nie należy do formatu danych BattleScribe i został pominięty ({count}×).",
  "dataFile.warning.unknown-attribute": "Atrybut {attribute} elementu <{element}> jest nieznany i został pominięty ({count}×).",
  "dataFile.warning.duplicate-link-id": "Identyfikator „{id}” powiązania z kategorią występuje więcej niż raz ({count}×).",
  "dataFile.warning.invalid-utf8": "Plik nie jest poprawnym UTF-8; nieczytelne znaki zostały zastąpione.",
  "dataFile.warning.missing-attribute": "<{element}> bez {attribute} odczytano z pustą wartością ({count}×).",
  "dataFile.warning.empty-number": "Puste {attribute} w <{element}> odczytano jako pominięte ({count}×).",
  "dataFile.warning.duplicate-id": "Identyfikator „{id}” elementu <{element}> użyto ponownie{line, select, 0 { w {path}, po raz pierwszy w {firstPath}} other { w wierszu {line}, po raz pierwszy w wierszu {firstLine}}}; obie kopie zostają, a odnośniki trafiają do pierwszej.",
  "dataFile.warning.upgraded": "Zapisano w wersji danych BattleScribe {version}; odczytano jako wersję 2.03, tak jak BattleScribe ją aktualizuje.",
  "dataFile.warning.upgrade-dropped": "Atrybut {attribute} w <{element}> z wersji danych {version} nie ma odpowiednika w wersji 2.03 i został pominięty ({count}×).",
};

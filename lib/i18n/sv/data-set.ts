/** Swedish: messages about a set of BattleScribe files taken together (mirrors ../en/data-set.ts). */
import type { Translation } from "../translation";
import type { dataSetEn } from "../en/data-set";

export const dataSetSv: Translation<typeof dataSetEn> = {
  "dataSet.error.system-not-installed": "{file}: katalogen ”{catalogue}” hör till ett spelsystem som inte är installerat ({gameSystemId}); lägg till dess .gst-fil tillsammans med den.",
  "dataSet.error.no-game-system": "Inget spelsystem (.gst) bland filerna: lägg till spelsystemet som katalogerna hör till.",
  "dataSet.error.several-game-systems": "Filerna innehåller mer än ett spelsystem ({names}): importera ett spelsystem i taget.",
  "dataSet.error.other-game-system": "{file}: katalogen ”{catalogue}” hör till ett annat spelsystem ({gameSystemId}), inte ”{gameSystem}”.",
  "dataSet.error.missing-catalogue": "{file}: katalogen ”{catalogue}” länkar till ”{missing}” ({missingId}), som inte finns bland filerna.",
  "dataSet.error.duplicate-file": "{file}: id:t {id} används redan av {other}.",
  "dataSet.error.too-many-files": "För många filer: högst {limit} åt gången.",
  "dataSet.error.archive-too-large": "{file}: arkivet är för stort för att öppnas (högst {limit}).",
  "dataSet.error.bad-archive": "{file}: inget zip-arkiv som går att öppna.",
  "dataSet.note.not-game-data": "{file} är inte speldata (varken ett spelsystem eller en katalog) och utelämnades.",
  "dataSet.note.duplicate-file": "{kept} och {dropped} har samma id ({id}): {kept} (revision {keptRevision}) behölls och {dropped} (revision {droppedRevision}) utelämnades.",
  "dataSet.note.orphan-catalogues": "{count, plural, one {# katalog} other {# kataloger}} för ett spelsystem som inte finns bland filerna ({gameSystemId}) utelämnades: {names}.",
  "dataSet.fix.no-game-system": "Lägg till spelsystemets .gst-fil; den finns i samma arkiv.",
  "dataSet.fix.several-game-systems": "Installera ett spelsystem i taget.",
  "dataSet.fix.other-game-system": "Utelämna katalogen, eller lägg till spelsystemet den är till för.",
  "dataSet.fix.missing-catalogue": "Lägg till den saknade katalogen (den finns i samma arkiv), eller utelämna katalogen som länkar till den.",
  "dataSet.fix.duplicate-file": "Utelämna en av de två filerna.",
  "dataSet.fix.too-many-files": "Installera färre filer åt gången.",
  "dataSet.fix.archive-too-large": "Packa upp arkivet och skicka dess .gst- och .cat-filer.",
  "dataSet.fix.bad-archive": "Packa filerna igen, eller skicka dem opackade.",
  "dataSet.fix.system-not-installed": "Lägg till spelsystemets .gst-fil med den.",
  "dataSet.problemAndFix": "{problem} {fix}",
  "dataSet.note.left-out-incomplete": "{file}: katalogen ”{catalogue}” utelämnades: den länkar till ”{missing}”, som inte finns bland filerna eller själv utelämnades.",
};

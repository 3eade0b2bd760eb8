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
};

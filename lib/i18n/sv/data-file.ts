/** Swedish: problems found while reading a BattleScribe data file (mirrors ../en/data-file.ts). */
import type { Translation } from "../translation";
import type { dataFileEn } from "../en/data-file";

export const dataFileSv: Translation<typeof dataFileEn> = {
  "dataFile.error.malformed-xml": "{file} är inte välformad XML (rad {line}, kolumn {column}): {reason}",
  "dataFile.error.malformed-json": "{file} är inte välformad JSON: {reason}",
  "dataFile.error.bad-json-shape": "{file}: {path} ska vara {expected, select, list {en lista} object {ett objekt} other {text}}, inte {found, select, list {en lista} object {ett objekt} null {null} number {ett tal} boolean {sant eller falskt} other {text}}.",
  "dataFile.error.doctype-forbidden": "{file} innehåller en DOCTYPE-deklaration (rad {line}); datafiler får inte deklarera entiteter.",
  "dataFile.error.bad-root": "{file} är inte speldata från BattleScribe: rotelementet är <{element}>, men <gameSystem> eller <catalogue> förväntades (i JSON ett gameSystem- eller catalogue-objekt).",
  "dataFile.error.missing-id": "{file}: <{element}> vid {path} saknar id{line, select, 0 {} other { (rad {line})}}.",
  "dataFile.error.missing-attribute": "{file}: <{element}> vid {path} saknar {attribute}{line, select, 0 {} other { (rad {line})}}.",
  "dataFile.error.duplicate-id": "{file}: id:t ”{id}” används två gånger{line, select, 0 {, andra gången vid {path}} other {, vid {path} (rad {line}) och på rad {firstLine}}}.",
  "dataFile.error.bad-number": "{file}: {attribute}=”{value}” vid {path} är inget tal{line, select, 0 {} other { (rad {line})}}.",
  "dataFile.error.bad-boolean": "{file}: {attribute}=”{value}” vid {path} är varken true eller false{line, select, 0 {} other { (rad {line})}}.",
  "dataFile.error.too-large": "{file} är för stor: {size} byte XML, högst {limit} tillåts.",
  "dataFile.error.bad-zip": "{file} är inget läsbart zip-arkiv: {reason}",
  "dataFile.error.zip-no-data-file": "{file} innehåller ingen .gst- eller .cat-fil.",
  "dataFile.error.zip-too-many-entries": "{file} innehåller fler än {limit} filer.",
  "dataFile.error.zip-entry-too-large": "{file}: {entry} skulle packas upp till {size} byte, högst {limit} tillåts.",
  "dataFile.error.zip-total-too-large": "{file} skulle packas upp till mer än {limit} byte totalt.",
  "dataFile.error.zip-ratio-too-high": "{file}: {entry} är komprimerad {ratio} gånger, mer än datafiler någonsin är (högst {limit}); den avvisas som en möjlig zip-bomb.",
  "dataFile.warning.unknown-element": "<{element}> ingår inte i BattleScribes dataformat och ignorerades ({count}×).",
  "dataFile.warning.unknown-attribute": "Attributet {attribute} på <{element}> förstods inte och ignorerades ({count}×).",
  "dataFile.warning.duplicate-link-id": "Id:t ”{id}” för en kategorilänk används mer än en gång ({count}×).",
  "dataFile.warning.invalid-utf8": "Filen är inte giltig UTF-8; oläsbara tecken har ersatts.",
  "dataFile.warning.missing-attribute": "<{element}> utan {attribute} lästes med ett tomt värde ({count}×).",
  "dataFile.warning.empty-number": "Ett tomt {attribute} på <{element}> lästes som utelämnat ({count}×).",
  "dataFile.warning.duplicate-id": "Id:t ”{id}” för <{element}> används igen{line, select, 0 { vid {path}, först vid {firstPath}} other { på rad {line}, först på rad {firstLine}}}; båda kopiorna behålls och länkar når den första.",
  "dataFile.warning.upgraded": "Skriven i BattleScribes dataversion {version}; läst som version 2.03, så som BattleScribe uppgraderar den.",
  "dataFile.warning.upgrade-dropped": "Attributet {attribute} på <{element}> i dataversion {version} har ingen motsvarighet i version 2.03 och utelämnades ({count}×).",
};

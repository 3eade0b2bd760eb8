/** Hindi: problems found while reading a BattleScribe data file (mirrors ../en/data-file.ts). */
import type { Translation } from "../translation";
import type { dataFileEn } from "../en/data-file";

export const dataFileHi: Translation<typeof dataFileEn> = {
  "dataFile.error.malformed-xml": "{file} सही ढंग से बना XML नहीं है (पंक्ति {line}, स्तंभ {column}): {reason}",
  "dataFile.error.malformed-json": "{file} सही ढंग से बना JSON नहीं है: {reason}",
  "dataFile.error.bad-json-shape": "{file}: {path} {found, select, list {एक सूची} object {एक ऑब्जेक्ट} null {null} number {एक संख्या} boolean {true या false} other {टेक्स्ट}} नहीं, बल्कि {expected, select, list {एक सूची} object {एक ऑब्जेक्ट} other {टेक्स्ट}} होना चाहिए।",
  "dataFile.error.doctype-forbidden": "{file} में DOCTYPE घोषणा है (पंक्ति {line}); डेटा फ़ाइलों में एंटिटी घोषित नहीं की जा सकतीं।",
  "dataFile.error.bad-root": "{file} BattleScribe गेम डेटा नहीं है: इसका मूल तत्व <{element}> है, जबकि <gameSystem> या <catalogue> अपेक्षित है (JSON में, gameSystem या catalogue ऑब्जेक्ट)।",
  "dataFile.error.missing-id": "{file}: {path} पर <{element}> की कोई id नहीं है{line, select, 0 {} other { (पंक्ति {line})}}।",
  "dataFile.error.missing-attribute": "{file}: {path} पर <{element}> में {attribute} नहीं है{line, select, 0 {} other { (पंक्ति {line})}}।",
  "dataFile.error.duplicate-id": "{file}: id \"{id}\" दो बार उपयोग हुई है{line, select, 0 {, दूसरी बार {path} पर} other {, {path} पर (पंक्ति {line}) और पंक्ति {firstLine} पर}}।",
  "dataFile.error.bad-number": "{file}: {path} पर {attribute}=\"{value}\" कोई संख्या नहीं है{line, select, 0 {} other { (पंक्ति {line})}}।",
  "dataFile.error.bad-boolean": "{file}: {path} पर {attribute}=\"{value}\" न true है न false{line, select, 0 {} other { (पंक्ति {line})}}।",
  "dataFile.error.too-large": "{file} बहुत बड़ी है: {size} बाइट XML, जबकि अधिकतम {limit} की अनुमति है।",
  "dataFile.error.bad-zip": "{file} पढ़ने योग्य zip आर्काइव नहीं है: {reason}",
  "dataFile.error.zip-no-data-file": "{file} में कोई .gst या .cat फ़ाइल नहीं है।",
  "dataFile.error.zip-too-many-entries": "{file} में {limit} से अधिक फ़ाइलें हैं।",
  "dataFile.error.zip-entry-too-large": "{file}: {entry} खुलकर {size} बाइट की हो जाएगी, जबकि अधिकतम {limit} की अनुमति है।",
  "dataFile.error.zip-total-too-large": "{file} खुलकर कुल {limit} बाइट से अधिक हो जाएगी।",
  "dataFile.error.zip-ratio-too-high": "{file}: {entry} को {ratio} गुना संपीड़ित किया गया है, जितना डेटा फ़ाइलें कभी नहीं होतीं (अधिकतम {limit}); संभावित zip बम मानकर इसे अस्वीकार किया गया।",
  "dataFile.warning.unknown-element": "<{element}> BattleScribe डेटा प्रारूप का हिस्सा नहीं है और इसे अनदेखा किया गया ({count}×)।",
  "dataFile.warning.unknown-attribute": "<{element}> पर एट्रिब्यूट {attribute} समझ में नहीं आया और इसे अनदेखा किया गया ({count}×)।",
  "dataFile.warning.duplicate-link-id": "एक श्रेणी लिंक की id \"{id}\" एक से अधिक बार उपयोग हुई है ({count}×)।",
  "dataFile.warning.invalid-utf8": "फ़ाइल मान्य UTF-8 नहीं है; न पढ़े जा सकने वाले अक्षर बदल दिए गए।",
  "dataFile.warning.missing-attribute": "{attribute} के बिना <{element}> को खाली मान के साथ पढ़ा गया ({count}×)।",
  "dataFile.warning.empty-number": "<{element}> पर खाली {attribute} को छोड़ा हुआ माना गया ({count}×)।",
  "dataFile.warning.duplicate-id": "<{element}> की id \"{id}\" फिर से इस्तेमाल हुई है{line, select, 0 { {path} पर, पहली बार {firstPath} पर} other { पंक्ति {line} पर, पहली बार पंक्ति {firstLine} पर}}; दोनों प्रतियाँ रखी गई हैं और लिंक पहली तक पहुँचते हैं।",
  "dataFile.warning.upgraded": "BattleScribe डेटा संस्करण {version} में लिखा गया; इसे संस्करण 2.03 के रूप में पढ़ा गया, जैसे BattleScribe इसे अपग्रेड करता है।",
  "dataFile.warning.upgrade-dropped": "डेटा संस्करण {version} के <{element}> पर विशेषता {attribute} का संस्करण 2.03 में कोई समकक्ष नहीं है और उसे छोड़ दिया गया ({count}×)।",
};

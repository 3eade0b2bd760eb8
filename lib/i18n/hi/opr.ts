/** Hindi: One Page Rules (Army Forge) books, common rules and lists (mirrors ../en/opr.ts). */
import type { Translation } from "../translation";
import type { oprEn } from "../en/opr";

export const oprHi: Translation<typeof oprEn> = {
  "opr.file.tooLarge": "{megabytes} MB से बड़ी",
  "opr.file.notJson": "मान्य JSON नहीं ({reason})",
  "opr.file.isList": "यह Army Forge सूची है, आर्मी बुक नहीं: सूचियाँ मेरे रोस्टर पर इम्पोर्ट होती हैं",
  "opr.file.notBookOrRules": "न Army Forge आर्मी बुक (units और upgradePackages) है, न सामान्य नियम (नाम और विवरण वाले नियम, सूची के रूप में या \"rules\" के अंदर)",
  "opr.file.noBook": "फ़ाइलों में कोई आर्मी बुक नहीं है",
  "opr.book.unknownGame": "ऐसे गेम की आर्मी बुक जिसे Muster नहीं पढ़ता। Muster इन गेमों की आर्मी बुक पढ़ता है: {supported}।",
  "opr.book.otherGame": "{game} की आर्मी बुक, जिसे Muster नहीं पढ़ता। Muster इन गेमों की आर्मी बुक पढ़ता है: {supported}।",
  "opr.book.conflictingGames": "बुक दो गेमों का नाम लेती है ({games}); Army Forge की बुक एक ही गेम की होती है",
  "opr.list.unknownGame": "यह Army Forge सूची ऐसे गेम की है जिसे Muster नहीं जानता (फ़ाइल में \"{game}\" लिखा है)। Muster इन गेमों की सूचियाँ पढ़ता है: {supported}।",
  "opr.list.otherGame": "यह {game} की सूची है, जिसे Muster नहीं पढ़ता। Muster इन गेमों की Army Forge सूचियाँ पढ़ता है: {supported}।",
  "opr.list.systemNotInstalled": "{game} इस सर्वर पर इंस्टॉल नहीं है।",
  "opr.list.bookNotInstalled": "{game} की यह सूची ऐसी आर्मी बुक का उपयोग करती है जो यहाँ इंस्टॉल नहीं है (Army Forge बुक \"{book}\")। इसे गेम डेटा पेज पर इस ब्राउज़र के लिए इंस्टॉल करें, या व्यवस्थापक इसे सबके लिए इस कमांड से इंस्टॉल करता है: npm run data:import -- <army book .json> <common rules .json>",
  "opr.list.bookNotGiven": "{game} की यह सूची आर्मी बुक \"{book}\" का उपयोग करती है, जो दी नहीं गई: --army-book <army book .json> जोड़ें",
  "opr.list.bookNotNamed": "(बिना नाम)",
  "opr.list.pointsDiffer": "{unit}: सूची में {stored, number} अंक लिखे हैं, आर्मी बुक के अनुसार {recomputed, number} अंक बनते हैं।",
  "opr.list.totalDiffers": "सूची का योग {stored, number} अंक था; आर्मी बुक के साथ Muster {recomputed, number} अंक गिनता है।",
};

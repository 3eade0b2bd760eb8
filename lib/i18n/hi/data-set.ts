/** Hindi: messages about a set of BattleScribe files taken together (mirrors ../en/data-set.ts). */
import type { Translation } from "../translation";
import type { dataSetEn } from "../en/data-set";

export const dataSetHi: Translation<typeof dataSetEn> = {
  "dataSet.error.system-not-installed": "{file}: कैटलॉग \"{catalogue}\" ऐसे गेम सिस्टम के लिए है जो इंस्टॉल नहीं है ({gameSystemId}); इसके साथ उसकी .gst फ़ाइल भी जोड़ें।",
  "dataSet.error.no-game-system": "फ़ाइलों में कोई गेम सिस्टम (.gst) नहीं है: वह गेम सिस्टम जोड़ें जिसके लिए ये कैटलॉग हैं।",
  "dataSet.error.several-game-systems": "फ़ाइलों में एक से अधिक गेम सिस्टम हैं ({names}): एक बार में एक ही गेम सिस्टम इम्पोर्ट करें।",
  "dataSet.error.other-game-system": "{file}: कैटलॉग \"{catalogue}\" किसी दूसरे गेम सिस्टम ({gameSystemId}) के लिए है, \"{gameSystem}\" के लिए नहीं।",
  "dataSet.error.missing-catalogue": "{file}: कैटलॉग \"{catalogue}\" \"{missing}\" ({missingId}) से जुड़ा है, जो इन फ़ाइलों में नहीं है।",
  "dataSet.error.duplicate-file": "{file}: id {id} पहले से {other} द्वारा उपयोग में है।",
  "dataSet.error.too-many-files": "बहुत अधिक फ़ाइलें: एक बार में अधिकतम {limit}।",
  "dataSet.error.archive-too-large": "{file}: आर्काइव खोलने के लिए बहुत बड़ा है (अधिकतम {limit})।",
  "dataSet.error.bad-archive": "{file}: यह ऐसा zip आर्काइव नहीं है जिसे खोला जा सके।",
  "dataSet.note.not-game-data": "{file} गेम डेटा नहीं है (न गेम सिस्टम, न कैटलॉग) और उसे छोड़ दिया गया।",
  "dataSet.note.duplicate-file": "{kept} और {dropped} की id एक ही है ({id}): {kept} (संशोधन {keptRevision}) रखा गया और {dropped} (संशोधन {droppedRevision}) छोड़ दिया गया।",
  "dataSet.note.orphan-catalogues": "ऐसे गेम सिस्टम के लिए {count, plural, one {# कैटलॉग} other {# कैटलॉग}} छोड़ दिए गए जो फ़ाइलों में नहीं है ({gameSystemId}): {names}।",
  "dataSet.fix.no-game-system": "गेम सिस्टम की .gst फ़ाइल जोड़ें; वह उसी रिपॉज़िटरी में है।",
  "dataSet.fix.several-game-systems": "एक समय में एक गेम सिस्टम इंस्टॉल करें।",
  "dataSet.fix.other-game-system": "इस कैटलॉग को छोड़ दें, या वह गेम सिस्टम जोड़ें जिसके लिए यह है।",
  "dataSet.fix.missing-catalogue": "गायब कैटलॉग जोड़ें (वह उसी रिपॉज़िटरी में है), या उसे लिंक करने वाला कैटलॉग छोड़ दें।",
  "dataSet.fix.duplicate-file": "दोनों में से एक फ़ाइल छोड़ दें।",
  "dataSet.fix.too-many-files": "एक बार में कम फ़ाइलें इंस्टॉल करें।",
  "dataSet.fix.archive-too-large": "आर्काइव खोलें और उसकी .gst और .cat फ़ाइलें भेजें।",
  "dataSet.fix.bad-archive": "फ़ाइलों को फिर से zip करें, या उन्हें बिना zip के भेजें।",
  "dataSet.fix.system-not-installed": "इसके साथ गेम सिस्टम की .gst फ़ाइल जोड़ें।",
  "dataSet.problemAndFix": "{problem} {fix}",
  "dataSet.note.left-out-incomplete": "{file}: कैटलॉग \"{catalogue}\" छोड़ दिया गया: यह \"{missing}\" से लिंक करता है, जो फ़ाइलों में नहीं है या ख़ुद छोड़ दिया गया।",
};

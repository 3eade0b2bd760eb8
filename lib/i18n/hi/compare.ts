/** Hindi: words of the opponent comparison (mirrors ../en/compare.ts). */
import type { Translation } from "../translation";
import type { compareEn } from "../en/compare";

export const compareHi: Translation<typeof compareEn> = {
  "compare.title": "विरोधी से तुलना करें",
  "compare.mine": "मेरा रोस्टर",
  "compare.theirs": "विरोधी",
  "compare.fromShare": "उनका साझा लिंक",
  "compare.fromFile": "उनकी रोस्टर फ़ाइल",
  "compare.submit": "तुलना करें",
  "compare.models": "{count, plural, one {# मॉडल} other {# मॉडल}}",
  "compare.difference": "{name}: {value} {unit} अधिक",
  "compare.even": "{unit}: बराबर",
  "compare.fact.sudden-death.none": "किसी भी फौज में दूसरी की तुलना में एक तिहाई अधिक मॉडल नहीं हैं ({modelsA} बनाम {modelsB}): अचानक मृत्यु वाला कोई उद्देश्य नहीं।",
  "compare.fact.sudden-death.available": "{outnumbered} संख्या में कम है ({modelsA} बनाम {modelsB, plural, one {# मॉडल} other {# मॉडल}}) और अचानक मृत्यु वाला एक उद्देश्य चुन सकता है: {objectives}।",
  "compare.fact.sudden-death.impossible": "{outnumbered} संख्या में कम है ({modelsA} बनाम {modelsB, plural, one {# मॉडल} other {# मॉडल}}), लेकिन विरोधी फौज के कारण अचानक मृत्यु वाला कोई उद्देश्य संभव नहीं है।",
  "compare.fact.battle-size.found": "कुल शक्ति स्तर {combined}: {sizeName}, कम से कम {battlefield} की युद्धभूमि पर।",
  "compare.fact.battle-size.too-small": "कुल शक्ति स्तर {combined}, {threshold} से कम है: इतने छोटे गेम के लिए {suggest} बेहतर रहेगा।",
  "compare.fact.battle-size.too-large": "कुल शक्ति स्तर {combined}, {threshold} से अधिक है: इतने बड़े गेम के लिए {suggest} बेहतर रहेगा।",
  "compare.error.differentGames": "ये रोस्टर अलग-अलग गेमों के लिए हैं ({mine} और {theirs})।",
  "compare.error.theirGame": "{game} के लिए है",
};

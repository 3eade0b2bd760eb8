/** Hindi: the Game data page's Army Forge army books (mirrors ../en/army-books.ts). */
import type { Translation } from "../translation";
import type { armyBooksEn } from "../en/army-books";

export const armyBooksHi: Translation<typeof armyBooksEn> = {
  "armyBooks.title": "Army Forge की फौज पुस्तिकाएँ",
  "armyBooks.intro": "One Page Rules खेलों की फौज पुस्तिकाएँ, जैसी Army Forge देता है (.json): ऊपर के फ़ॉर्म में पुस्तिका चुनें, और अगर आपके पास हों तो खेल के सामान्य नियमों की .json फ़ाइल भी। यहाँ इंस्टॉल की गई पुस्तिका केवल इस ब्राउज़र के लिए है; इसके बाद नई सूची उसे दिखाती है।",
  "armyBooks.upload.done": "इस ब्राउज़र के लिए इंस्टॉल हुआ: {names}।",
  "armyBooks.upload.mixed": "{names}: Army Forge की फौज पुस्तिकाएँ अलग से इंस्टॉल होती हैं; उन्हें BattleScribe फ़ाइलों के बिना चुनें। कुछ भी अपलोड नहीं हुआ।",
  "armyBooks.empty": "अभी तक Army Forge की कोई फौज पुस्तिका इंस्टॉल नहीं है।",
  "armyBooks.details": "{game} · संशोधन {revision} · {units, plural, one {# यूनिट} other {# यूनिटें}}",
  "armyBooks.build": "सूची बनाएँ",
  "armyBooks.remove": "हटाएँ",
  "armyBooks.removeLabel": "{name} हटाएँ",
  "armyBooks.removeConfirm": "फौज पुस्तिका {name} को इस ब्राउज़र से हटाएँ? उस पर बनी सूचियाँ बनी रहेंगी, और पुस्तिका दोबारा इंस्टॉल होने पर फिर खुलेंगी।",
  "armyBooks.removeFailed": "{name} हटाई नहीं जा सकी: {message}",
  "armyBooks.error.tooManyFiles": "एक बार में अधिकतम {max} फ़ाइलें भेजें",
  "armyBooks.error.invalid": "{file}: {detail}",
  "armyBooks.error.notInstalled": "फौज पुस्तिका {name} इंस्टॉल नहीं हो सकी",
  "armyBooks.error.notFound": "इस ब्राउज़र ने ऐसी कोई फौज पुस्तिका इंस्टॉल नहीं की है।",
};

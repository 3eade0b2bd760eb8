/** Game systems on any data (mirrors ../en/any-data.ts). */
import type { Translation } from "../translation";
import type { anyDataEn } from "../en/any-data";

export const anyDataHi: Translation<typeof anyDataEn> = {
  "anyData.home.installed": "इंस्टॉल किया गया BattleScribe डेटा",
  "anyData.home.installedIntro": "इस सर्वर पर सबके लिए इंस्टॉल किया गया गेम डेटा, और गेम डेटा पेज से आपके अपने अपलोड।",
  "anyData.home.serverWide": "सबके लिए",
  "anyData.home.own": "आपका अपलोड",
  "anyData.home.startWith": "{system} पर नया रोस्टर",
  "anyData.new.shipped": "Muster के गेम सिस्टम",
  "anyData.new.installed": "इंस्टॉल किया गया BattleScribe डेटा",
  "anyData.new.revision": "डेटा संशोधन {revision}",
  "anyData.new.installedHint": "रोस्टर बनने के बाद आप बिल्डर में फ़ोर्स और गुट चुनते हैं।",
  "anyData.new.defaultName": "{system} रोस्टर",
  "anyData.event.shipped": "Muster के गेम सिस्टम",
  "anyData.event.installed": "इंस्टॉल किया गया BattleScribe डेटा",
  "anyData.event.pinRevision": "इस डेटा का केवल संशोधन {revision} स्वीकार करें",
  "anyData.event.rulesetFromData": "गेम डेटा द्वारा तय",
  "anyData.event.dataRevision": "{system}, डेटा संशोधन {revision}",
  "pack.wrongRevision": "यह रोस्टर डेटा के संशोधन {revision} पर जाँचा जाता है; इवेंट संशोधन {wanted} माँगता है।",
  "pack.notOpenable": "यह रोस्टर इंस्टॉल किए गए डेटा पर नहीं खुलता: {detail}",
  "error.event.noInstalledData": "\"{game}\" यहाँ इंस्टॉल नहीं है; पहले इसे गेम डेटा पेज पर इंस्टॉल करें।",
};

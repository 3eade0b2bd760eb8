/** Hindi: words shared across the app, navigation, statuses, totals (mirrors ../en/common.ts). */
import type { Translation } from "../translation";
import type { commonEn } from "../en/common";

export const commonHi: Translation<typeof commonEn> = {
  "app.name": "Muster",
  "app.tagline": "फौज के रोस्टर बनाएं, जाँचें और साझा करें",
  "nav.home": "गेम",
  "nav.myRosters": "मेरे रोस्टर",
  "nav.newRoster": "नया रोस्टर",
  "nav.compare": "तुलना करें",
  "status.valid": "मान्य",
  "status.invalid": "अमान्य",
  "armyLimit.countMax": "{name}: {actual}, अधिकतम {limit}",
  "armyLimit.countMin": "{name}: {actual}, न्यूनतम {limit}",
  "armyLimit.shareMax": "{name}: {actual}, {percent}% (अधिकतम {limit}%)",
  "armyLimit.shareMin": "{name}: {actual}, {percent}% (न्यूनतम {limit}%)",
  "armyLimit.costMax": "{name}: {actual}, अधिकतम {limit}",
  "armyLimit.costMin": "{name}: {actual}, न्यूनतम {limit}",
  "armyLimit.copies": "{name, select, none {एक यूनिट की प्रतियां: अधिकतम {limit}} other {एक यूनिट की प्रतियां: {actual}, अधिकतम {limit} ({name})}}",
  "status.errors": "{count, plural, one {# त्रुटि} other {# त्रुटियां}}",
  "status.warnings": "{count, plural, one {# चेतावनी} other {# चेतावनियां}}",
  "status.saving": "सहेजा जा रहा है…",
  "status.saved": "सहेज लिया गया",
  "status.unsaved": "बिना सहेजे बदलाव",
  "status.loading": "लोड हो रहा है…",
  "totals.models": "{count, plural, one {# मॉडल} other {# मॉडल}}",
  "totals.of": "{value}/{limit} {unit}",
  "totals.resource": "{starting} {name} में से {remaining} बचे",
};

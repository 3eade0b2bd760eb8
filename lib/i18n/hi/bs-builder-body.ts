/** Hindi: the BattleScribe builder's unit browser, options and unit actions (mirrors ../en/bs-builder-body.ts). */
import type { Translation } from "../translation";
import type { bsBuilderBodyEn } from "../en/bs-builder-body";

export const bsBuilderBodyHi: Translation<typeof bsBuilderBodyEn> = {
  "bs.blocked.max": "{owner} में पहले से {entry} के {actual} हैं (अधिकतम {limit})",
  "bs.option.withCost": "{name} ({costs})",
  "bs.moveToChoose": "फोर्स में ले जाएं…",
};

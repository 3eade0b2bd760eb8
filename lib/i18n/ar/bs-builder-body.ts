/** Arabic: the BattleScribe builder's unit browser, options and unit actions (mirrors ../en/bs-builder-body.ts). */
import type { Translation } from "../translation";
import type { bsBuilderBodyEn } from "../en/bs-builder-body";

export const bsBuilderBodyAr: Translation<typeof bsBuilderBodyEn> = {
  "bs.blocked.max": "لدى {owner} بالفعل {actual} من {entry} (الحد الأقصى {limit})",
  "bs.option.withCost": "{name} ({costs})",
  "bs.moveToChoose": "نقل إلى قوة…",
};

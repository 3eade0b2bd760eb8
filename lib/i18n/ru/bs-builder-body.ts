/** Russian: the BattleScribe builder's unit browser, options and unit actions (mirrors ../en/bs-builder-body.ts). */
import type { Translation } from "../translation";
import type { bsBuilderBodyEn } from "../en/bs-builder-body";

export const bsBuilderBodyRu: Translation<typeof bsBuilderBodyEn> = {
  "bs.blocked.max": "У {owner} уже {actual} × «{entry}» (не больше {limit})",
  "bs.option.withCost": "{name} ({costs})",
  "bs.moveToChoose": "Переместить в войско…",
};

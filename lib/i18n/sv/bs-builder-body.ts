/** Swedish: the BattleScribe builder's unit browser, options and unit actions (mirrors ../en/bs-builder-body.ts). */
import type { Translation } from "../translation";
import type { bsBuilderBodyEn } from "../en/bs-builder-body";

export const bsBuilderBodySv: Translation<typeof bsBuilderBodyEn> = {
  "bs.blocked.max": "{owner} har redan {actual} av {entry} (högst {limit})",
  "bs.option.withCost": "{name} ({costs})",
  "bs.moveToChoose": "Flytta till styrka…",
};

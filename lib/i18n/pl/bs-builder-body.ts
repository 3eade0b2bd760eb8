/** Polish: the BattleScribe builder's unit browser, options and unit actions (mirrors ../en/bs-builder-body.ts). */
import type { Translation } from "../translation";
import type { bsBuilderBodyEn } from "../en/bs-builder-body";

export const bsBuilderBodyPl: Translation<typeof bsBuilderBodyEn> = {
  "bs.blocked.max": "{owner} ma już {actual} × {entry} (najwyżej {limit})",
  "bs.option.withCost": "{name} ({costs})",
  "bs.moveToChoose": "Przenieś do oddziału…",
};

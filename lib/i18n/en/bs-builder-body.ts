/** The BattleScribe builder's unit browser, options and unit actions (beyond ./bs-builder.ts). */
export const bsBuilderBodyEn = {
  "bs.blocked.max": "{owner} already has {actual} of {entry} (at most {limit})",
  "bs.option.withCost": "{name} ({costs})",
  "bs.moveToChoose": "Move to force…",
} as const;

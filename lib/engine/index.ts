/** The rules engine's public face. Pure: no framework, database or Node I/O (see architecture test). */
export { evaluate, type EvaluateOptions } from "./evaluate";
export { compare, type Army, type Comparison } from "./compare";
export { compareArmies } from "./compare-facts";
export { getCatalogueIndex } from "./catalogue-index";
export { ruleModules } from "./rules";
export { findWizardry } from "./rules/magic-selection";
export { findGameSizeBand } from "./rules/game-size-band";
export { unitsOfIssue } from "./issue-units";
export type * from "./types";
export type * from "./compare-types";

/** Every rule module by id. Data switches them on; an unknown id is a data error. */
import type { RuleModule } from "./rule-module";
import { costLimits } from "./cost-limits";
import { resourceBudget } from "./resource-budget";
import { duplicateLimit } from "./duplicate-limit";
import { unitCostShare } from "./unit-cost-share";
import { forceFactionKeyword } from "./force-faction-keyword";
import { keywordChoices } from "./keyword-choices";
import { dedicatedTransports } from "./dedicated-transports";
import { combinedUnits } from "./combined-units";
import { heroJoinsUnit } from "./hero-joins-unit";
import { magicSelection } from "./magic-selection";
import { gameSizeBand } from "./game-size-band";
import { outnumberedObjectives } from "./outnumbered-objectives";
import { combinedPowerBattleSize } from "./combined-power-battle-size";
import { hiddenRoster } from "./hidden-roster";
import { unitsPerPoints } from "./units-per-points";

const modules = [
  costLimits,
  resourceBudget,
  duplicateLimit,
  unitCostShare,
  forceFactionKeyword,
  keywordChoices,
  dedicatedTransports,
  combinedUnits,
  heroJoinsUnit,
  magicSelection,
  gameSizeBand,
  outnumberedObjectives,
  combinedPowerBattleSize,
  hiddenRoster,
  unitsPerPoints,
] as RuleModule<unknown>[];

export const ruleModules: ReadonlyMap<string, RuleModule<unknown>> = new Map(modules.map((m) => [m.id, m]));

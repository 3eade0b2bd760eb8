/** An army limit gauge (engine `armyLimits`) in words, the same in the editor and the PDF list. Pure. */
import type { ArmyLimit } from "../engine";
import type { GameWords } from "../i18n/game-words";
import type { Translator } from "../i18n/translate";

export function describeArmyLimit(limit: ArmyLimit, tr: Translator, words: GameWords): string {
  // Naming the most-taken unit only helps once something is taken twice.
  const named = limit.kind === "copies" && limit.actual < 2 ? null : (limit.name ?? null);
  // A role's name is the game's word for it; a unit's name is the data's.
  const name = named !== null && limit.categoryId ? words.category({ id: limit.categoryId, name: named }) : named;
  const base = { name, actual: limit.actual, limit: limit.limit };
  if (limit.kind === "copies") return tr.t("armyLimit.copies", base);
  if (limit.kind === "role-count") return tr.t(limit.type === "max" ? "armyLimit.countMax" : "armyLimit.countMin", base);
  const costType = limit.costTypeId ?? "";
  if (limit.percent === undefined) return tr.t(limit.type === "max" ? "armyLimit.costMax" : "armyLimit.costMin", { ...base, limit: words.amount(costType, limit.limit) });
  return tr.t(limit.type === "max" ? "armyLimit.shareMax" : "armyLimit.shareMin", {
    ...base,
    actual: words.amount(costType, limit.actual),
    percent: limit.actualPercent ?? 0,
    limit: limit.percent,
  });
}

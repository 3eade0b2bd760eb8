/** An army limit gauge (engine `armyLimits`) in words, the same in the editor and the PDF list. Pure. */
import type { ArmyLimit } from "../engine";
import type { Translator } from "../i18n/translate";

function formatFigure(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function describeArmyLimit(limit: ArmyLimit, tr: Translator, costTypeName: (id: string) => string): string {
  // Naming the most-taken unit only helps once something is taken twice.
  const name = limit.kind === "copies" && limit.actual < 2 ? null : (limit.name ?? null);
  const base = { name, actual: formatFigure(limit.actual), limit: formatFigure(limit.limit) };
  if (limit.kind === "copies") return tr.t("armyLimit.copies", base);
  if (limit.kind === "role-count") return tr.t(limit.type === "max" ? "armyLimit.countMax" : "armyLimit.countMin", base);
  const unit = costTypeName(limit.costTypeId ?? "");
  if (limit.percent === undefined) return tr.t(limit.type === "max" ? "armyLimit.costMax" : "armyLimit.costMin", { ...base, unit });
  return tr.t(limit.type === "max" ? "armyLimit.shareMax" : "armyLimit.shareMin", {
    ...base,
    unit,
    percent: formatFigure(limit.actualPercent ?? 0),
    limit: formatFigure(limit.percent),
  });
}

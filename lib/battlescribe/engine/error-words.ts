import type { MessageKey } from "../../i18n/en";
import type { Translator } from "../../i18n/translate";
import type { RosterError } from "./validate";

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
}

/** A share in percent, to one decimal place: 14.25 is "14.3". */
function formatPercent(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A validation error in the player's words, from the message catalogue. */
export function describeRosterError(t: Translator["t"], error: RosterError): string {
  const p = error.params;
  const field = p.field === "selections" || p.field === "forces" ? t(`bs.field.${p.field}` as MessageKey) : p.field;
  const params = {
    owner: p.owner,
    entry: p.entry,
    limit: formatNumber(p.limit),
    difference: formatNumber(p.difference),
    field,
    each: p.each ? t("bs.error.each") : "",
  };
  if (error.code === "message") {
    const key = error.severity === "warning" ? "bs.error.dataWarning" : error.severity === "info" ? "bs.error.dataInfo" : "bs.error.dataError";
    return t(key, { owner: p.owner, text: error.text ?? "" });
  }
  if (error.code === "association") {
    const counts = { owner: p.owner, entry: p.entry, limit: p.limit, difference: p.difference };
    return t(error.constraintType === "max" ? "bs.error.associationMax" : "bs.error.associationMin", counts);
  }
  if (error.code === "hidden") return t("bs.error.hidden", params);
  if (error.code === "costLimit") return t("bs.error.costLimit", params);
  if (p.percent !== undefined) {
    return t(error.constraintType === "max" ? "bs.error.maxPercent" : "bs.error.minPercent", { ...params, percent: formatPercent(p.percent) });
  }
  if (error.constraintType === "max" && p.unit && p.place) return t("bs.error.maxIn", { ...params, unit: p.unit, place: p.place });
  return t(error.constraintType === "max" ? "bs.error.max" : "bs.error.min", params);
}

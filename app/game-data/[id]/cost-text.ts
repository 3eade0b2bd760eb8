import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { Translator } from "@/lib/i18n/translate";

/** Costs in words ("85 pts"), shown cost types only, zeros left out. */
export function costText(tr: Translator, engine: Engine, costs: Map<string, number> | { typeId: string; value: number }[]): string {
  const values = costs instanceof Map ? costs : new Map(costs.map((c) => [c.typeId, c.value]));
  return engine.index.costTypes
    .filter((c) => !c.hidden && (values.get(c.id) ?? 0) !== 0)
    .map((c) => tr.t("bs.cost", { value: values.get(c.id) ?? 0, name: c.name.trim() }))
    .join(", ");
}

/** A cost limit as the field shows it: none (negative) is an empty field, 0 is a limit of 0. */
export function limitText(limit: number | undefined): string {
  return limit === undefined || limit < 0 ? "" : String(limit);
}

export function limitFromText(text: string): number {
  const value = Number(text);
  return text.trim() === "" || !Number.isFinite(value) || value < 0 ? -1 : value;
}

/** Costs in words: "190 pts · 5 PL", cost types in the game system's order, zeroes left out. */
import type { CostMap } from "@/lib/engine";
import type { GameSystem } from "@/lib/gamedata/catalogue-schema";
import type { Translator } from "@/lib/i18n/translate";

export function formatCosts(tr: Translator, system: GameSystem, costs: CostMap | undefined, options: { keepZero?: string[] } = {}): string {
  const parts: string[] = [];
  for (const type of system.costTypes) {
    if (type.hidden) continue;
    const value = costs?.[type.id] ?? 0;
    if (value === 0 && !options.keepZero?.includes(type.id)) continue;
    parts.push(tr.t("ui.cost", { value: formatNumber(value), unit: type.id }));
  }
  return parts.join(" · ");
}

export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

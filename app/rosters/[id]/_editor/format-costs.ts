/** Costs in words: "190 pts · 5 PL", cost types in the game system's order, zeroes left out. */
import type { CostMap } from "@/lib/engine";
import type { GameSystem } from "@/lib/gamedata/catalogue-schema";
import { gameWords } from "@/lib/i18n/game-words";
import type { Translator } from "@/lib/i18n/translate";

export function formatCosts(tr: Translator, system: GameSystem, costs: CostMap | undefined, options: { keepZero?: string[] } = {}): string {
  const words = gameWords(tr, system);
  const parts: string[] = [];
  for (const type of system.costTypes) {
    if (type.hidden) continue;
    const value = costs?.[type.id] ?? 0;
    if (value === 0 && !options.keepZero?.includes(type.id)) continue;
    parts.push(words.amount(type, value));
  }
  return parts.join(" · ");
}

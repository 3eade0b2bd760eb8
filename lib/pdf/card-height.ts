/**
 * A generous guess at a reference card's printed height. Cards are kept whole on a page; one
 * that could not fit even a page of its own must be allowed to continue on the next, or the
 * page would cut it off. Pure.
 */
import type { TakenOption, UnitCard } from "../exchange/unit-cards";
import { estimateTextWidth } from "./table-layout";

const LINE = 9.6;
const TABLE_ROW = 11.5;
const SECTION = 13;
const CARD_CHROME = 48;

function lines(text: string, width: number, fontSize: number): number {
  if (!text) return 0;
  return Math.max(1, Math.ceil((estimateTextWidth(text, fontSize) * 1.1) / Math.max(width, 1)));
}

function takenText(taken: TakenOption[]): string {
  return taken.map((option) => `${option.number}x ${option.name} ${takenText(option.children)}`).join(", ");
}

export function estimateCardHeight(card: UnitCard, width: number, fontSize = 7.5): number {
  const left = width * 0.6;
  const right = width * 0.4;
  let height = CARD_CHROME + lines(card.description ?? "", width, fontSize) * LINE;
  height += card.profiles.reduce((n, table) => n + TABLE_ROW * (table.rows.length + 1) + 4, 0);
  if (card.spells.length) height += TABLE_ROW + card.spells.reduce((n, spell) => n + TABLE_ROW + lines(spell.effect, width, fontSize) * LINE, 0);
  const texts = [...card.rules, ...card.upgrades, ...card.items].map((r) => `${r.name}. ${r.description}`);
  const leftHeight = texts.reduce((n, text) => n + lines(text, left, fontSize) * LINE + 1.5, 0) + SECTION * 3;
  const rightHeight =
    card.instances.reduce((n, instance) => n + LINE * 1.5 + (lines(takenText(instance.taken), right, fontSize) + lines(instance.spellNames.join(", "), right, fontSize)) * LINE, 0) +
    lines(card.keywords.join(", "), right, fontSize) * LINE +
    lines(card.factionKeywords.join(", "), right, fontSize) * LINE +
    SECTION * 3;
  return height + Math.max(leftHeight, rightHeight);
}

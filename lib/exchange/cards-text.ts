import { plainMarkup } from "../battlescribe/export/markup";
import type { Translator } from "../i18n/translate";
import type { UnitCard } from "./unit-cards";

/**
 * Reference cards as plain text, for the text export: each unit's profiles as the roster leaves
 * them (modifiers applied, a changed weapon labelled), then its rules by name. Meant to be
 * printed or pasted beside the list, as players do before a game.
 */
export function formatCardsText(cards: UnitCard[], tr: Translator): string {
  if (cards.length === 0) return "";
  const lines = [`== ${tr.t("export.cards.heading")} ==`];
  for (const card of cards) {
    lines.push("", card.role ? `${card.name} (${card.role})` : card.name);
    for (const table of card.profiles) {
      lines.push(`  ${table.typeName}: ${table.columns.join(" | ")}`);
      // New Recruit's markup (**bold**, ^^keyword^^) has no place in plain text: the words stay.
      for (const row of table.rows) lines.push(`    ${plainMarkup(row.name)}: ${row.values.map(plainMarkup).join(" | ")}`);
    }
    const rules = [...card.rules, ...card.upgrades].map((rule) => rule.name);
    if (rules.length > 0) lines.push(`  ${tr.t("export.cards.rules")}: ${rules.join(", ")}`);
    if (card.keywords.length > 0) lines.push(`  ${tr.t("export.cards.keywords")}: ${card.keywords.join(", ")}`);
  }
  return lines.join("\n") + "\n";
}

/** Words and numbers the PDF prints, worked out from the roster view and the cards. Pure. */
import type { CostMap } from "../engine";
import { viewWords, type OptionView, type RosterView } from "../exchange/roster-view";
import type { TakenOption } from "../exchange/unit-cards";
import { type Translator } from "../i18n/translate";
import { en } from "../i18n/english";

/** A cost type as the PDF prints it: its name, and an amount of it in words ("72 pts", "21 очко"). */
export type CostColumn = { id: string; name: string; amount?: (value: number) => string };

/** One figure of the header: "Points 1973 of 2000", "Command Points 10 left of 12". */
export type HeaderFigure = { id: string; label: string; value: string; detail?: string };

/** One option as the list prints it: "4× Intercessor 72 pts (4× Bolt pistol, …)". */
export type OptionPhrase = { label: string; cost?: string; children: string[] };

/** A figure the locale's way ("2,5" in Swedish), at most one decimal. */
export function formatNumber(value: number, locale = "en"): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** Every shown cost type of the view, with its amounts in the translator's words. */
export function amountColumns(view: RosterView, tr: Translator = en): CostColumn[] {
  const words = viewWords(view, tr);
  return view.costTypes.map((type) => ({ ...type, amount: (value: number) => words.amount(type, value) }));
}

/** Cost types worth a column in the unit tables: shown, not a resource, and non-zero somewhere. */
export function costColumns(view: RosterView, tr: Translator = en): CostColumn[] {
  const units = view.forces.flatMap((f) => f.groups.flatMap((g) => g.units));
  return amountColumns(view, tr).filter((type) => !view.resources[type.id] && units.some((u) => (u.costs[type.id] ?? 0) !== 0));
}

export function headerFigures(view: RosterView, tr: Translator): HeaderFigure[] {
  const figures: HeaderFigure[] = [];
  for (const type of view.costTypes) {
    const resource = view.resources[type.id];
    if (resource) {
      figures.push({
        id: type.id,
        label: type.name,
        value: tr.t("export.pdf.resourceLeft", { remaining: formatNumber(resource.remaining, tr.locale) }),
        detail: tr.t("export.pdf.resourceOf", { starting: formatNumber(resource.starting, tr.locale) }),
      });
      continue;
    }
    const total = view.totals[type.id] ?? 0;
    const limit = view.limits[type.id];
    if (total === 0 && limit === undefined) continue;
    figures.push({
      id: type.id,
      label: type.name,
      value: formatNumber(total, tr.locale),
      ...(limit !== undefined ? { detail: tr.t("export.pdf.ofLimit", { limit: formatNumber(limit, tr.locale) }) } : {}),
    });
  }
  figures.push({ id: "models", label: tr.t("export.pdf.models"), value: formatNumber(view.models, tr.locale) });
  return figures;
}

/** "72 pts · 4 PL": the non-zero costs of the given types. */
export function formatCostList(costs: CostMap, types: CostColumn[]): string {
  return types
    .filter((type) => (costs[type.id] ?? 0) !== 0)
    .map((type) => type.amount?.(costs[type.id] ?? 0) ?? `${formatNumber(costs[type.id] ?? 0)} ${type.name}`)
    .join(" · ");
}

function countedName(name: string, number: number, tr: Translator): string {
  return number > 1 ? tr.t("export.pdf.counted", { count: number, name }) : name;
}

/**
 * Options under a unit as phrases: each top-level option with its cost and, in brackets, what
 * was taken under it. The roster view lists options depth-first with their depth.
 */
export function optionPhrases(options: OptionView[], types: CostColumn[], tr: Translator): OptionPhrase[] {
  const phrases: OptionPhrase[] = [];
  for (const option of options) {
    const label = option.hidden ? tr.t("export.hiddenItem") : countedName(option.name, option.number, tr);
    if (option.depth === 0) {
      const cost = option.hidden ? "" : formatCostList(option.costs, types);
      phrases.push({ label, ...(cost ? { cost } : {}), children: [] });
    } else {
      phrases.at(-1)?.children.push(label);
    }
  }
  return phrases;
}

/** A card's loadout in one line: "4× Intercessor (Bolt pistol, Frag grenades), Bolt rifles". */
export function formatTaken(taken: TakenOption[], tr: Translator): string {
  return taken
    .map((option) => {
      const label = option.hidden ? tr.t("export.hiddenItem") : countedName(option.name, option.number, tr);
      return option.children.length ? `${label} (${formatTaken(option.children, tr)})` : label;
    })
    .join(", ");
}

/** Plain-text rosters for forums, chat and tournament software: a full and a compact style. Pure. */
import type { CostMap } from "../engine";
import { type Translator } from "../i18n/translate";
import { en } from "../i18n/english";
import { viewWords, type OptionView, type RosterView, type UnitView } from "./roster-view";

export type TextStyle = "full" | "compact";

/** "72 pts · 4 PL", or against the limits "1,985 / 2,000 pts", in the translator's language. */
export function formatCosts(costs: CostMap, view: RosterView, limits: CostMap = {}, tr: Translator = en): string {
  const words = viewWords(view, tr);
  return view.costTypes
    .filter((type) => (costs[type.id] ?? 0) !== 0 || limits[type.id] !== undefined)
    .map((type) => {
      const value = costs[type.id] ?? 0;
      const limit = limits[type.id];
      return limit !== undefined ? tr.t("totals.costOfLimit", { value, limit: words.amount(type, limit) }) : words.amount(type, value);
    })
    .join(" · ");
}

export function summaryLine(view: RosterView, tr: Translator = en): string {
  // Resources (Command Points) show what is left of what the battle size gives, not what is spent.
  const spendable = Object.fromEntries(Object.entries(view.totals).filter(([type]) => !view.resources[type]));
  const parts = [formatCosts(spendable, view, view.limits, tr)];
  for (const [type, resource] of Object.entries(view.resources)) {
    parts.push(tr.t("totals.resource", { name: view.costTypes.find((c) => c.id === type)?.name ?? type, remaining: resource.remaining, starting: resource.starting }));
  }
  parts.push(tr.t("totals.models", { count: view.models }));
  parts.push(view.valid ? tr.t("status.valid") : tr.t("status.invalid"));
  return parts.filter(Boolean).join(" · ");
}

function optionLabel(option: OptionView, tr: Translator): string {
  if (option.hidden) return tr.t("export.hiddenItem");
  return option.number > 1 ? `${option.number}x ${option.name}` : option.name;
}

function unitExtras(unit: UnitView, tr: Translator): string[] {
  const extras: string[] = [];
  for (const [keyword, value] of unit.keywordChoices) extras.push(`${keyword}: ${value}`);
  if (unit.combined) extras.push(tr.t("export.combined"));
  if (unit.joinedTo) extras.push(tr.t("export.joinedTo", { unit: unit.joinedTo }));
  if (unit.path) extras.push(`${tr.t("export.path")}: ${unit.path.name}`);
  if (unit.spells.length) extras.push(`${tr.t("export.spells")}: ${unit.spells.map((s) => s.name).join(", ")}`);
  return extras;
}

function fullText(view: RosterView, tr: Translator): string {
  const lines: string[] = [
    view.name,
    tr.t("export.header.system", { system: view.systemName, faction: view.factionName }),
    [view.rulesetName, view.battleSizeName].filter(Boolean).join(" · "),
    summaryLine(view, tr),
  ];
  if (view.armyLimits.length > 0) lines.push(`${tr.t("export.armyLimits")}: ${view.armyLimits.map((l) => l.text).join(" · ")}`);
  for (const force of view.forces) {
    lines.push("", `== ${[force.name, formatCosts(force.costs, view, {}, tr)].filter(Boolean).join(" · ")} ==`);
    for (const group of force.groups) {
      lines.push("", `-- ${group.categoryName} --`);
      for (const unit of group.units) {
        const size = unit.models > 1 ? ` [${tr.t("totals.models", { count: unit.models })}]` : "";
        lines.push(`${unit.name}${size} · ${formatCosts(unit.costs, view, {}, tr)}`);
        for (const extra of unitExtras(unit, tr)) lines.push(`    ${extra}`);
        for (const option of unit.options) {
          const cost = option.hidden ? "" : formatCosts(option.costs, view, {}, tr);
          lines.push(`${"    ".repeat(option.depth + 1)}- ${optionLabel(option, tr)}${cost ? ` (${cost})` : ""}`);
        }
        if (unit.hiddenCosts) lines.push(`    ${tr.t("export.hiddenCosts", { costs: formatCosts(unit.hiddenCosts, view, {}, tr) })}`);
        if (unit.notes) lines.push(`    ${tr.t("export.notes")}: ${unit.notes}`);
      }
    }
  }
  lines.push("", `${tr.t("export.issues")}:`);
  if (view.issues.length === 0) lines.push(`  ${tr.t("export.noIssues")}`);
  for (const issue of view.issues) lines.push(`  [${issue.severity}] ${issue.message}`);
  if (view.notes) lines.push("", `${tr.t("export.notes")}:`, view.notes);
  return lines.join("\n") + "\n";
}

function compactText(view: RosterView, tr: Translator): string {
  const lines = [`${view.name} (${view.factionName}) — ${summaryLine(view, tr)}`];
  for (const force of view.forces) {
    if (view.forces.length > 1) lines.push(`[${force.name}]`);
    for (const group of force.groups) {
      for (const unit of group.units) {
        const options = unit.options.filter((o) => o.depth === 0 && !o.isModel).map((o) => optionLabel(o, tr));
        const extras = unitExtras(unit, tr);
        const detail = [...extras, ...options].join(", ");
        const size = unit.models > 1 ? ` x${unit.models}` : "";
        lines.push(`${group.categoryName}: ${unit.name}${size}${detail ? ` (${detail})` : ""} — ${formatCosts(unit.costs, view, {}, tr)}`);
      }
    }
  }
  return lines.join("\n") + "\n";
}

export function formatRosterText(view: RosterView, style: TextStyle = "full", tr: Translator = en): string {
  return style === "full" ? fullText(view, tr) : compactText(view, tr);
}

import type { Translator } from "../../i18n/translate";
import { describeRosterError } from "../engine/error-words";
import { mergeIdenticalSelections } from "./identical-selections";
import { plainMarkup } from "./markup";
import { costsWithChildren as subtreeCosts, type CostSnapshot, type ForceSnapshot, type RosterSnapshot, type SelectionSnapshot } from "../engine/snapshot";

/**
 * A roster on BattleScribe data as plain text, the way players paste lists into chats and
 * tournament forms: forces, units with their options and costs, totals, then any problems.
 */
function costWords(t: Translator["t"], costs: CostSnapshot[]): string {
  return costs
    .filter((c) => !c.hidden && c.value !== 0)
    .map((c) => t("bs.cost", { value: c.value, name: c.name.trim() }))
    .join(", ");
}

/** A selection's name with the label New Recruit data may put beside it. */
function labelOf(t: Translator["t"], selection: SelectionSnapshot): string {
  const name = plainMarkup(selection.name);
  const named = selection.annotation ? t("bs.text.annotated", { name, annotation: plainMarkup(selection.annotation) }) : name;
  return linkWords(t, selection, named);
}

/** New Recruit's associations: which selections this one is linked to (the model carrying the wargear). */
function linkWords(t: Translator["t"], selection: SelectionSnapshot, named: string): string {
  const targets = (selection.associations ?? []).map((link) => link.targetName);
  return targets.length > 0 ? t("bs.text.associated", { name: named, targets: targets.join(", ") }) : named;
}

function optionWords(t: Translator["t"], selection: SelectionSnapshot): string {
  // Identical models and wargear once, with their number: "5x Intercessor".
  return mergeIdenticalSelections(selection.children.filter((c) => !c.hidden))
    .map((c) => {
      const inner = optionWords(t, c);
      const name = c.number > 1 ? t("bs.text.numbered", { number: c.number, name: labelOf(t, c) }) : labelOf(t, c);
      return inner ? t("bs.text.withOptions", { name, options: inner }) : name;
    })
    .join(", ");
}

function forceLines(t: Translator["t"], force: ForceSnapshot, depth: number): string[] {
  const indent = "  ".repeat(depth);
  const lines = [`${indent}${force.name}`];
  for (const selection of force.selections) {
    if (selection.hidden) continue;
    const name = selection.number > 1 ? t("bs.text.numbered", { number: selection.number, name: labelOf(t, selection) }) : labelOf(t, selection);
    const costs = costWords(t, subtreeCosts(selection));
    const options = optionWords(t, selection);
    const head = costs ? t("bs.text.unit", { name, costs }) : name;
    lines.push(`${indent}- ${options ? t("bs.text.withOptions", { name: head, options }) : head}`);
  }
  for (const child of force.childForces) lines.push(...forceLines(t, child, depth + 1));
  return lines;
}

export function writeRosterText(t: Translator["t"], snapshot: RosterSnapshot): string {
  const lines = [t("bs.text.title", { name: snapshot.name, system: snapshot.gameSystemName })];
  for (const force of snapshot.forces) lines.push("", ...forceLines(t, force, 0));
  lines.push("", t("bs.text.total", { costs: costWords(t, snapshot.costs) || "0" }));
  if (snapshot.errors.length > 0) {
    lines.push("", t("bs.errors"));
    for (const error of snapshot.errors) lines.push(`- ${describeRosterError(t, error)}`);
  }
  return `${lines.join("\n")}\n`;
}

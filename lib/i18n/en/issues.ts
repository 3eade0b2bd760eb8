/** English words for every issue code the engine reports. Params come from the issue. */
import type { IssueParams } from "../../engine/types";

type P = IssueParams;
const list = (v: unknown) => (Array.isArray(v) ? v.join(", ") : String(v ?? ""));
const scopeWords: Record<string, string> = {
  self: "in this selection",
  parent: "here",
  unit: "in this unit",
  force: "in this detachment",
  roster: "in the army",
};
const where = (p: P) => scopeWords[String(p.scope)] ?? "";
const fieldWord = (p: P) => String(p.fieldName ?? p.field);
const amount = (p: P) => (p.percent !== null && p.percent !== undefined ? `${p.percent}% (${p.limit} ${fieldWord(p)})` : `${p.limit}`);
const what = (p: P) => (p.field === "selections" || p.field === "models" ? "" : ` ${fieldWord(p)}`);

export const issueMessagesEn: Record<string, (p: P) => string> = {
  "limit.exceeded": (p) => `The army costs ${p.total} ${p.costType}, over its limit of ${p.limit} ${p.costType}.`,
  "resource.overspent": (p) => `Detachments cost ${p.spent} ${p.costType} but the battle size gives only ${p.starting}.`,
  "slot.too-few": (p) => `${p.forceName ?? "This detachment"} needs at least ${p.limit} ${p.subject} (has ${p.actual}).`,
  "slot.too-many": (p) => `${p.forceName ?? "This detachment"} allows at most ${p.limit} ${p.subject} (has ${p.actual}).`,
  "category.too-few": (p) => `The army needs at least ${p.limit} ${p.subject} (has ${p.actual}).`,
  "category.too-many": (p) => `The army may have at most ${p.limit} ${p.subject} (has ${p.actual}).`,
  "unit-size.too-small": (p) => `${p.subject}: at least ${p.limit} needed (has ${p.actual}).`,
  "unit-size.too-large": (p) => `${p.subject}: at most ${p.limit} allowed (has ${p.actual}).`,
  "selection.too-few": (p) => `${p.subject}: at least ${p.limit} needed ${where(p)} (has ${p.actual}).`,
  "selection.too-many": (p) => `${p.subject}: at most ${p.limit} allowed ${where(p)} (has ${p.actual}).`,
  "cost.too-low": (p) => `${p.subject} must be worth at least ${amount(p)}${what(p)} ${where(p)} (is ${p.actual}).`,
  "cost.too-high": (p) => `${p.subject} may be worth at most ${amount(p)}${what(p)} ${where(p)} (is ${p.actual}).`,
  "selection.unknown-entry": (p) => `"${p.entryId}" is not in this army's data.`,
  "selection.not-allowed-here": (p) => `"${p.entryId}" cannot be taken under ${p.parentName}.`,
  "selection.hidden-entry": (p) => `${p.name} is not available with the current choices.`,
  "roster.duplicate-id": (p) => `Two selections share the id "${p.id}".`,
  "roster.wrong-game-system": (p) => `This roster is for "${p.actual}", not "${p.expected}".`,
  "roster.wrong-catalogue": (p) => `This roster is for the faction "${p.actual}", not "${p.expected}".`,
  "roster.unknown-ruleset": (p) => `The ruleset "${p.rulesetId}" does not exist for this game.`,
  "roster.unknown-battle-size": (p) => `The battle size "${p.battleSizeId}" does not exist in this ruleset.`,
  "force.unknown-entry": (p) => `The detachment type "${p.forceEntryId}" does not exist.`,
  "force.not-allowed": (p) => `${p.forceName} cannot be used under this ruleset.`,
  "force.not-for-battle-size": (p) => `${p.forceName} is not played at ${p.battleSize}.`,
  "force.no-shared-faction-keyword": (p) => `Units in ${p.forceName} do not share a faction keyword.`,
  "force.transport-without-unit": (p) => `${p.forceName} has ${p.transports} Dedicated Transports but only ${p.others} other units.`,
  "unit.too-many-copies": (p) => `${p.name} is taken ${p.actual} times; at most ${p.max} allowed.`,
  "unit.cost-share-exceeded": (p) => `${p.name} costs ${p.cost} ${p.costType}, more than ${p.maxPercent}% of the limit (${p.maxCost}).`,
  "unit.keyword-unchosen": (p) => `${p.name}: choose its ${p.keyword} keyword.`,
  "unit.combine-not-allowed": (p) => `${p.name}: combined units are not used in this ruleset.`,
  "unit.combine-single-model": (p) => `${p.name}: only units of ${p.minModels}+ models can be combined.`,
  "unit.combine-not-a-unit": (p) => `${p.name}: only whole units can be combined.`,
  "hero.join-not-allowed": (p) => `${p.name}: heroes cannot join units in this ruleset.`,
  "hero.join-not-hero": (p) => `${p.name} is not a hero and cannot join a unit.`,
  "hero.join-too-tough": (p) => `${p.name} has Tough(${p.value}); only Tough(${p.max}) or less may join a unit.`,
  "hero.join-target-missing": (p) => `${p.name} joins a unit that is not in the army.`,
  "hero.join-target-is-hero": (p) => `${p.name} cannot join ${p.targetName}, another hero.`,
  "hero.join-target-single-model": (p) => `${p.name} can only join a multi-model unit, not ${p.targetName}.`,
  "hero.join-target-has-hero": (p) => `${p.targetName} already has ${p.otherHero} with it; ${p.name} cannot join too.`,
  "wizard.not-a-wizard": (p) => `${p.name} is not a wizard and cannot know spells.`,
  "wizard.unknown-level": (p) => `${p.name}: unknown wizard level "${p.level}".`,
  "wizard.path-missing": (p) => `${p.name}: choose a Path of Magic (${list(p.allowed)}).`,
  "wizard.path-not-allowed": (p) => `${p.name} cannot use the Path "${p.pathName ?? p.pathId}" (allowed: ${list(p.allowed)}).`,
  "wizard.spell-repeated": (p) => `${p.name} knows the same spell twice.`,
  "wizard.spell-unknown": (p) => `${p.name}: unknown spell "${p.spellId}".`,
  "wizard.spell-not-in-path": (p) => `${p.name}: that spell is not in the chosen Path.`,
  "wizard.spell-not-allowed": (p) => `${p.name} (${p.level}) may only know spells 1-${p.max} of its Path or the Hereditary spell, not ${p.spellName}.`,
  "wizard.too-many-spells": (p) => `${p.name} (${p.level}) knows ${p.actual} spells; at most ${p.max}.`,
  "wizard.too-few-spells": (p) => `${p.name} (${p.level}) knows ${p.actual} of ${p.max} spells.`,
  "wizard.spells-not-allowed": (p) => `${p.name}: spells are not chosen in this game.`,
  "game-size.below-smallest": (p) => `${p.limit} points is below the smallest game size (${p.min}).`,
  "data.invalid-rule": (p) => `Game data problem: rule "${p.rule}" ${p.message}.`,
};

export function describeIssueEn(code: string, params: IssueParams): string {
  const message = issueMessagesEn[code];
  return message ? message(params) : `${code} ${JSON.stringify(params)}`;
}

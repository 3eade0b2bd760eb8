/**
 * English words for every issue code the engine reports, as ICU MessageFormat. Params come from
 * the issue; an absent one reads "none" in a select (see ../translate.ts).
 */
import type { IssueParams } from "../../engine/types";
import { fill } from "../format";
import { issueAmounts } from "../issue-amounts";
import { gameTermsEn } from "./game-terms";

const where = "{scope, select, self {in this selection} parent {here} unit {in this unit} force {in this detachment} roster {in the army} other {}}";
const inForce = "{forceName, select, none {in this detachment} other {in {forceName}}}";
const amount = "{percent, select, none {{limit}} other {{percent}% ({limit})}}";

export const issueMessagesEn = {
  "limit.exceeded": "The army costs {total}, over its limit of {limit}.",
  "resource.overspent": "Detachments cost {spent} but the battle size gives only {starting}.",
  "slot.too-few": `{subject}: at least {limit} needed ${inForce} (has {actual}).`,
  "slot.too-many": `{subject}: at most {limit} allowed ${inForce} (has {actual}).`,
  "category.too-few": "{subject}: at least {limit} needed in the army (has {actual}).",
  "category.too-many": "{subject}: at most {limit} allowed in the army (has {actual}).",
  "unit-size.too-small": "{subject}: at least {limit, plural, one {# model} other {# models}} needed (has {actual}).",
  "unit-size.too-large": "{subject}: at most {limit, plural, one {# model} other {# models}} allowed (has {actual}).",
  "selection.too-few": `{subject}: at least {limit} needed ${where} (has {actual}).`,
  "selection.too-many": `{subject}: at most {limit} allowed ${where} (has {actual}).`,
  "cost.too-low": `{subject} must be worth at least ${amount} ${where} (is {actual}).`,
  "cost.too-high": `{subject} may be worth at most ${amount} ${where} (is {actual}).`,
  "selection.unknown-entry": "\"{entryId}\" is not in this army's data.",
  "selection.not-allowed-here": "\"{entryId}\" cannot be taken under {parentName}.",
  "selection.hidden-entry": "{name} is not available with the current choices.",
  "roster.duplicate-id": "Two selections share the id \"{id}\".",
  "roster.wrong-game-system": "This roster is for \"{actual}\", not \"{expected}\".",
  "roster.wrong-catalogue": "This roster is for the faction \"{actual}\", not \"{expected}\".",
  "roster.unknown-ruleset": "The ruleset \"{rulesetId}\" does not exist for this game.",
  "roster.unknown-battle-size": "The battle size \"{battleSizeId}\" does not exist in this ruleset.",
  "force.unknown-entry": "The detachment type \"{forceEntryId}\" does not exist.",
  "force.not-allowed": "{forceName} cannot be used under this ruleset.",
  "force.not-for-battle-size": "{forceName} is not played at {battleSize}.",
  "force.no-shared-faction-keyword": "Units in {forceName} do not share a faction keyword.",
  "force.transport-without-unit":
    "{forceName} has {transports, plural, one {# Dedicated Transport} other {# Dedicated Transports}} but {others, plural, =0 {no other units} one {only # other unit} other {only # other units}}.",
  "unit.too-many-copies": "{name} is taken {actual, plural, one {# time} other {# times}}; at most {max} allowed.",
  "unit.cost-share-exceeded": "{name} costs {cost}, more than {maxPercent}% of the limit ({maxCost}).",
  "force.keyword-unchosen": "{forceName}: choose its {keyword} ({units, plural, one {# unit needs it} other {# units need it}}).",
  "force.keyword-mixed": "{forceName} mixes {keyword} values ({values}); every unit of a detachment needs the same one.",
  "keyword.unknown-value": "{name}: \"{value}\" is not a known {keyword}; did you mean {suggestion}? If it is your own, choose it as custom.",
  "keyword.custom-not-allowed": "{name}: this army book has no {keyword} of your own (\"{value}\"); choose one it lists.",
  "unit.combine-not-allowed": "{name}: combined units are not used in this ruleset.",
  "unit.combine-single-model": "{name}: only units of {minModels} or more models can be combined.",
  "unit.combine-not-a-unit": "{name}: only whole units can be combined.",
  "unit.too-many-replaced": "{name} carries {carried} × {weapon}, but its upgrades replace {replaced}.",
  "hero.join-not-allowed": "{name}: heroes cannot join units in this ruleset.",
  "hero.join-not-hero": "{name} is not a hero and cannot join a unit.",
  "hero.join-too-tough": "{name} has Tough({value}); only Tough({max}) or less may join a unit.",
  "hero.join-target-missing": "{name} joins a unit that is not in the army.",
  "hero.join-target-is-hero": "{name} cannot join {targetName}, another hero.",
  "hero.join-target-single-model": "{name} can only join a multi-model unit, not {targetName}.",
  "hero.join-target-has-hero": "{targetName} already has {otherHero} with it; {name} cannot join too.",
  "wizard.not-a-wizard": "{name} is not a wizard and cannot know spells.",
  "wizard.unknown-level": "{name}: unknown wizard level \"{level}\".",
  "wizard.path-missing": "{name}: choose a Path of Magic ({allowed}).",
  "wizard.path-not-allowed": "{name} cannot use the Path \"{pathName}\" (allowed: {allowed}).",
  "wizard.spell-repeated": "{name} knows the same spell twice.",
  "wizard.spell-unknown": "{name}: unknown spell \"{spellId}\".",
  "wizard.spell-not-in-path": "{name}: that spell is not in the chosen Path.",
  "wizard.spell-not-allowed": "{name} ({level}) may only know spells 1-{max} of its Path or the Hereditary spell, not {spellName}.",
  "wizard.too-many-spells": "{name} ({level}) knows {actual, plural, one {# spell} other {# spells}}; at most {max}.",
  "wizard.too-few-spells": "{name} ({level}) knows {actual} of {max, plural, one {# spell} other {# spells}}.",
  "wizard.spells-not-allowed": "{name}: spells are not chosen in this game.",
  "game-size.below-smallest": "{limit} is below the smallest game size ({min}).",
  "data.invalid-rule": "Game data problem: rule \"{rule}\" {message}.",
  "army.too-many-units": "The army has {actual, plural, one {# unit} other {# units}}; at most {max} allowed (1 per {every} {costType} of the limit; a combined unit, or a hero with the unit it joined, is one unit).",
  "army.too-many-models": "The army has {actual, plural, one {# model} other {# models}}; at most {max} allowed (1 per {every} {costType} of the limit).",
} satisfies Record<string, string>;

export type IssueMessages = Record<keyof typeof issueMessagesEn, string>;

export function describeIssueEn(code: string, params: IssueParams): string {
  const message = (issueMessagesEn as Record<string, string>)[code];
  const amount = (type: { name: string }, value: number) => fill(gameTermsEn["cost.amount"], { value, unit: type.name });
  return message ? fill(message, issueAmounts(code, params, amount)) : `${code} ${JSON.stringify(params)}`;
}

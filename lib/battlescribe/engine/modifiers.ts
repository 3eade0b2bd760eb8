import type { Condition, ConditionGroup, LocalConditionGroup, Modifier, ModifierGroup, Repeat } from "../data-types";
import type { Self } from "./conditions";
import { allHold, repeatTimes } from "./conditions";
import type { QueryFacts } from "./queries";
import { addDecimal, decimal, multiplyDecimal } from "./decimal";

/** Leaves a modifier out; `inGroupReadingCosts` says whether a modifier group around it counts costs. */
export type ModifierSkip = (modifier: Modifier, inGroupReadingCosts: boolean) => boolean;

/**
 * Walks modifiers and modifier groups in document order and hands every modifier whose
 * conditions hold to `apply`, with how many times its repeats (and its groups') apply it.
 */
export function forEachActiveModifier(
  self: Self,
  modifiers: Modifier[] | undefined,
  groups: ModifierGroup[] | undefined,
  facts: QueryFacts,
  apply: (modifier: Modifier, times: number) => void,
  outerTimes = 1,
  skip?: ModifierSkip,
  inGroupReadingCosts = false,
): void {
  for (const modifier of modifiers ?? []) {
    if (skip?.(modifier, inGroupReadingCosts)) continue;
    if (!allHold(self, modifier, facts)) continue;
    const times = outerTimes * repeatTimes(self, modifier.repeats, facts);
    if (times > 0) apply(modifier, times);
  }
  for (const group of groups ?? []) {
    if (!allHold(self, group, facts)) continue;
    const times = outerTimes * repeatTimes(self, group.repeats, facts);
    if (times > 0) forEachActiveModifier(self, group.modifiers, group.modifierGroups, facts, apply, times, skip, inGroupReadingCosts || (skip !== undefined && readsCosts(group)));
  }
}

type Conditional = { conditions?: Condition[]; conditionGroups?: ConditionGroup[]; localConditionGroups?: LocalConditionGroup[]; repeats?: Repeat[] };

const readingCosts = new WeakMap<object, boolean>();

function countsCost(query: { field?: string }): boolean {
  return query.field !== undefined && query.field !== "selections" && query.field !== "forces";
}

/** Whether a modifier's (or group's) conditions or repeats count a cost: looked at once per data object. */
export function readsCosts(holder: Conditional): boolean {
  let found = readingCosts.get(holder);
  if (found === undefined) {
    found =
      (holder.conditions ?? []).some(countsCost) ||
      (holder.repeats ?? []).some(countsCost) ||
      (holder.conditionGroups ?? []).some(readsCosts) ||
      (holder.localConditionGroups ?? []).some((group) => countsCost(group) || (group.conditions ?? []).some(countsCost) || (group.conditionGroups ?? []).some(readsCosts));
    readingCosts.set(holder, found);
  }
  return found;
}

/** A numeric field after one modifier; set ignores repeats beyond the first. */
export function modifyNumber(current: number, modifier: Modifier, times: number): number {
  const value = Number(modifier.value);
  if (Number.isNaN(value)) return current;
  switch (modifier.type) {
    case "set":
      return value;
    // Values are decimals (costs, limits): 0.1 + 0.2 is 0.3, not 0.30000000000000004.
    case "increment":
      return addDecimal(current, multiplyDecimal(value, times));
    case "decrement":
      return addDecimal(current, -multiplyDecimal(value, times));
    case "multiply":
      return decimal(current * value ** times);
    case "divide":
      return value === 0 ? current : decimal(current / value ** times);
    // New Recruit: a bound, not rounding ("improve WS by 1, to 2+ at best" is floor 2).
    case "floor":
      return Math.max(current, value);
    case "ceil":
      return Math.min(current, value);
    default:
      return current;
  }
}

const NUMERIC_TYPES: ReadonlySet<string> = new Set(["increment", "decrement", "multiply", "divide", "floor", "ceil"]);

/**
 * A text field after one modifier. `numbersInText` (data written for New Recruit) lets numeric
 * modifiers change the number inside a text such as "3+" or 6"; BattleScribe leaves such text
 * alone unless `position` says which number is meant.
 */
export function modifyText(current: string, modifier: Modifier, times: number, numbersInText = false): string {
  if (NUMERIC_TYPES.has(modifier.type)) {
    const number = Number(current);
    if (current.trim() !== "" && !Number.isNaN(number)) return String(modifyNumber(number, modifier, times));
    return modifier.position !== undefined || numbersInText ? shiftNumberInText(current, modifier, times) : current;
  }
  switch (modifier.type) {
    case "set":
      return modifier.value;
    case "append": {
      // New Recruit's join names the separator; BattleScribe separates with a space.
      const join = modifier.join ?? " ";
      let text = current;
      for (let i = 0; i < times; i++) text = text ? `${text}${join}${modifier.value}` : modifier.value;
      return text;
    }
    case "prepend":
      return current ? `${modifier.value}${modifier.join ?? " "}${current}` : modifier.value;
    case "replace":
      // New Recruit: every occurrence of `arg` becomes the value (none given: removed).
      return modifier.arg ? current.split(modifier.arg).join(modifier.value ?? "") : current;
    default:
      return current;
  }
}

export function modifyBoolean(current: boolean, modifier: Modifier): boolean {
  if (modifier.type !== "set") return current;
  return modifier.value === "true" || modifier.value === "1";
}

/**
 * A numeric modifier on a number inside text. New Recruit's `position` says which, counted
 * from 0, or from the end when negative ("D6+0" at -1 becomes "D6+1"); the first otherwise. A
 * number written with its sign keeps one ("+1" decremented twice is "-1").
 */
function shiftNumberInText(current: string, modifier: Modifier, times: number): string {
  const tokens = [...current.matchAll(/[+-]?\d+(?:\.\d+)?/g)];
  const position = modifier.position ?? 0;
  const token = tokens[position < 0 ? tokens.length + position : position];
  if (!token || token.index === undefined) return current;
  const written = token[0];
  // A sign after a letter or digit ("D6-1") belongs to the number; "-" at the start is one too.
  const signed = written.startsWith("+") || written.startsWith("-");
  const value = modifyNumber(Number(written), modifier, times);
  const text = signed ? `${value < 0 ? "-" : "+"}${Math.abs(value)}` : String(value);
  return current.slice(0, token.index) + text + current.slice(token.index + written.length);
}

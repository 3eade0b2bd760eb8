import type { Modifier, ModifierGroup, SelectionEntry } from "../data-types";
import type { DataIndex } from "./data-index";

const NEW_RECRUIT_MODIFIER_KEYS = ["affects", "scope", "join", "arg", "position", "localConditionGroups"] as const;

function usesNewRecruitModifiers(modifiers: Modifier[] | undefined, groups: ModifierGroup[] | undefined): boolean {
  for (const modifier of modifiers ?? []) {
    if (NEW_RECRUIT_MODIFIER_KEYS.some((key) => modifier[key] !== undefined)) return true;
    if (modifier.field === "annotation" || modifier.field === "error" || modifier.field === "warning" || modifier.field === "info") return true;
  }
  for (const group of groups ?? []) if (group.localConditionGroups || usesNewRecruitModifiers(group.modifiers, group.modifierGroups)) return true;
  return false;
}

function usesNewRecruit(entry: SelectionEntry): boolean {
  if (entry.sortIndex !== undefined || entry.defaultAmount !== undefined || entry.subType !== undefined) return true;
  if (entry.constraints?.some((c) => c.automatic !== undefined || c.negative !== undefined)) return true;
  return usesNewRecruitModifiers(entry.modifiers, entry.modifierGroups);
}

const answers = new WeakMap<DataIndex, boolean>();

/**
 * Whether the game data was written with New Recruit's editor, told by what only that editor
 * writes on entries (affects, scopes by type, join, sortIndex, ...). Such data is evaluated as
 * New Recruit does where the two read the same XML differently; BattleScribe's own data keeps
 * BattleScribe's reading. Looked for once per installed data set.
 */
export function isWrittenForNewRecruit(index: DataIndex): boolean {
  let answer = answers.get(index);
  if (answer === undefined) {
    answer = false;
    for (const entry of index.entries.values()) {
      if (usesNewRecruit(entry)) {
        answer = true;
        break;
      }
    }
    answers.set(index, answer);
  }
  return answer;
}

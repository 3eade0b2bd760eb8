/**
 * What a unit carries and knows, for the reference card and the editor's datasheet alike: how
 * many of each counted weapon it has left once its options replaced some (One Page Rules:
 * "4x Pulse Rifles" after one became a Plasma Rifle), and the spell lists it knows whole (a
 * Caster knows its book's spells without choosing). Pure.
 */
import { ruleModules, type CatalogueIndex, type SlotTable } from "../engine";
import type { GameSystem, Profile, SelectionEntry } from "../gamedata/catalogue-schema";
import type { Selection } from "../gamedata/roster-schema";

/** What the options under a selection replace, by profile name, times how often each was taken. */
export function countReplaced(index: CatalogueIndex, table: SlotTable | undefined, selections: readonly Selection[], times: number, out = new Map<string, number>()): Map<string, number> {
  for (const selection of selections) {
    const slot = table?.slots.get(selection.entryId);
    if (!slot) continue;
    const number = selection.number * times;
    for (const { profile, count } of slot.entry.replaces ?? []) out.set(profile, (out.get(profile) ?? 0) + count * number);
    countReplaced(index, index.childrenOf(slot), selection.selections ?? [], number, out);
  }
  return out;
}

/** How many of a counted profile `number` holders of it still carry after the replacements (never fewer than none). */
export function carriedLeft(profile: Profile, number: number, replaced: ReadonlyMap<string, number>): number {
  return Math.max(0, (profile.count ?? 0) * number - (replaced.get(profile.name) ?? 0));
}

/**
 * Whether a combined unit holds the entry once per half: its models, a per-model swap, a counted
 * weapon. An upgrade of the whole unit ("Combat Shields") is still one.
 */
export function countsPerHalf(entry: SelectionEntry): boolean {
  return entry.type === "model" || entry.replaces !== undefined || Boolean(entry.profiles?.some((profile) => profile.count !== undefined));
}

/** Spell lists the entry knows every spell of, not chosen one by one. */
export function pathsKnownWhole(entry: SelectionEntry): string[] {
  return entry.wizard?.knowsAllSpells ? (entry.wizard.paths ?? []) : [];
}

/**
 * How many units a combined unit stands for under a ruleset (1 when it has no such rule): its
 * models and per-model swaps count that many times.
 */
export function combinedFactor(system: GameSystem, rulesetId: string): number {
  // Asked of the rule modules as the engine asks them when it builds the roster's tree.
  let factor = 1;
  for (const use of system.rulesets.find((r) => r.id === rulesetId)?.rules ?? []) {
    const ruleModule = ruleModules.get(use.rule);
    const parsed = ruleModule?.treeOptions ? ruleModule.params.safeParse(use.params) : undefined;
    if (parsed?.success) factor = ruleModule?.treeOptions?.(parsed.data).combinedFactor ?? factor;
  }
  return factor;
}

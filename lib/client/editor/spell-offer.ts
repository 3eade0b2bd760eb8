/**
 * The spell picker of one wizard: its Paths, and the spells it may know as the ruleset's
 * `magic-selection` rule says (how many, up to which spell number, the army's Hereditary spell).
 * Wizardry is read with the engine's own findWizardry; a choice that would break the rule is
 * refused up front with the engine's wording, and choices that became illegal stay visible.
 */
import { findWizardry, ruleModules, type CatalogueIndex, type Node, type Slot } from "@/lib/engine";
import type { Catalogue, GameSystem, Spell, SpellList } from "@/lib/gamedata/catalogue-schema";
import type { Roster, Selection } from "@/lib/gamedata/roster-schema";
import type { Block } from "./option-tree";

type MagicRule = { levels: Record<string, { spells: number; maxSpellNumber: number }>; hereditary: boolean };

export type SpellChoice = {
  spell: Spell;
  hereditary: boolean;
  chosen: boolean;
  /** Why it cannot be chosen (now). */
  blocked?: Block;
};

export type SpellOffer = {
  level: string;
  levelName: string;
  /** How many spells the level knows. */
  max: number;
  maxSpellNumber: number;
  known: number;
  paths: SpellList[];
  path?: SpellList;
  spells: SpellChoice[];
};

/** Just enough of the engine's evaluated tree for findWizardry: slots and children. */
function wizardTree(index: CatalogueIndex, slot: Slot, selection: Selection): Node {
  const table = index.childrenOf(slot);
  const children: Node[] = [];
  for (const child of selection.selections ?? []) {
    const childSlot = table.slots.get(child.entryId);
    if (childSlot) children.push(wizardTree(index, childSlot, child));
  }
  return { slot, children } as unknown as Node;
}

function levelEntryName(node: Node, level: string): string | undefined {
  for (const child of node.children) {
    if (child.slot?.entry.wizard?.level === level) return child.slot.entry.name;
    const deeper = levelEntryName(child, level);
    if (deeper) return deeper;
  }
  return undefined;
}

export function readMagicRule(system: GameSystem, rulesetId: string): MagicRule | undefined {
  const use = system.rulesets.find((r) => r.id === rulesetId)?.rules.find((r) => r.rule === "magic-selection");
  const parsed = use ? ruleModules.get("magic-selection")?.params.safeParse(use.params) : undefined;
  return parsed?.success ? (parsed.data as MagicRule) : undefined;
}

export function offerSpells(
  index: CatalogueIndex,
  system: GameSystem,
  catalogue: Catalogue,
  roster: Roster,
  slot: Slot,
  selection: Selection,
): SpellOffer | undefined {
  const rule = readMagicRule(system, roster.rulesetId);
  if (!rule) return undefined;
  const tree = wizardTree(index, slot, selection);
  const { level, paths: pathIds } = findWizardry(tree);
  const levelRule = level ? rule.levels[level] : undefined;
  if (!level || !levelRule) return undefined;
  const lists = [...(system.spellLists ?? []), ...(catalogue.spellLists ?? [])];
  const paths = pathIds.map((id) => lists.find((l) => l.id === id)).filter((l): l is SpellList => Boolean(l));
  const path = paths.find((p) => p.id === selection.path);
  const chosenIds = selection.spells ?? [];
  const known = new Set(chosenIds).size;
  const levelName = levelEntryName(tree, level) ?? level;
  const full = known >= levelRule.spells;
  // Worded by the message catalogue (a "ui." code), not the engine: nothing is broken yet.
  const refuseMore: Block = {
    code: "ui.spells.refused",
    params: { name: selection.customName ?? slot.entry.name, level: levelName, max: levelRule.spells },
  };

  const offered: { spell: Spell; hereditary: boolean }[] = [];
  for (const spell of path?.spells ?? []) if ((spell.number ?? 0) <= levelRule.maxSpellNumber) offered.push({ spell, hereditary: false });
  const hereditary = rule.hereditary ? catalogue.hereditarySpell : undefined;
  if (hereditary) offered.push({ spell: hereditary, hereditary: true });
  // Spells chosen earlier that the wizard may no longer know (a lower level, another Path): shown to be removed.
  const allSpells = new Map(lists.flatMap((l) => l.spells.map((s) => [s.id, s] as const)));
  for (const id of chosenIds) {
    if (offered.some((o) => o.spell.id === id)) continue;
    const spell = allSpells.get(id) ?? (catalogue.hereditarySpell?.id === id ? catalogue.hereditarySpell : undefined);
    offered.push({ spell: spell ?? { id, name: id, effect: "" }, hereditary: false });
  }

  const spells: SpellChoice[] = offered.map(({ spell, hereditary: isHereditary }) => {
    const chosen = chosenIds.includes(spell.id);
    return { spell, hereditary: isHereditary, chosen, ...(!chosen && full ? { blocked: refuseMore } : {}) };
  });
  return { level, levelName, max: levelRule.spells, maxSpellNumber: levelRule.maxSpellNumber, known, paths, ...(path ? { path } : {}), spells };
}

/** The selection with another Path: spells of the old Path go, the Hereditary spell stays. */
export function withPath(selection: Selection, pathId: string | undefined, catalogue: Catalogue): Pick<Selection, "path" | "spells"> {
  const keep = (selection.spells ?? []).filter((id) => id === catalogue.hereditarySpell?.id);
  return { path: pathId, spells: keep.length > 0 ? keep : undefined };
}

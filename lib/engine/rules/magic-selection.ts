import { z } from "zod";
import type { Spell, SpellList } from "../../gamedata/catalogue-schema";
import { defineRule } from "./rule-module";
import type { EvaluationContext, Node } from "../types";

const params = z.object({
  levels: z.record(z.string(), z.object({ spells: z.number().int().positive(), maxSpellNumber: z.number().int().positive() })),
  hereditary: z.boolean().default(true),
});

/** A wizard's level and allowed Paths, from its entry and the upgrades chosen inside it. */
export function findWizardry(node: Node): { level?: string; paths: string[] } {
  let level = node.slot?.entry.wizard?.level;
  const paths = node.slot?.entry.wizard?.paths ?? [];
  const visit = (n: Node) => {
    for (const child of n.children) {
      if (child.slot?.entry.wizard?.level) level = child.slot.entry.wizard.level;
      visit(child);
    }
  };
  visit(node);
  return { level, paths };
}

function spellLists(ctx: EvaluationContext): SpellList[] {
  return [...(ctx.input.system.spellLists ?? []), ...(ctx.input.catalogue.spellLists ?? [])];
}

/** The 9th Age magic selection: spells known by level, spell numbers allowed, Paths allowed. */
export const magicSelection = defineRule({
  id: "magic-selection",
  params,
  check(ctx, p) {
    const lists = spellLists(ctx);
    const hereditary = ctx.input.catalogue.hereditarySpell;
    for (const node of ctx.nodes) {
      // Wizardry belongs to the unit; a level upgrade inside it is not a wizard of its own.
      if (node.kind !== "selection" || !node.slot || node.parent?.kind !== "force") continue;
      const selection = node.selection;
      const { level, paths } = findWizardry(node);
      const spells = selection?.spells ?? [];
      const base = { name: node.name };
      if (!level) {
        if (spells.length > 0 || selection?.path) ctx.report({ code: "wizard.not-a-wizard", path: node.path, params: base });
        continue;
      }
      const rule = p.levels[level];
      if (!rule) {
        ctx.report({ code: "wizard.unknown-level", path: node.path, params: { ...base, level } });
        continue;
      }
      const path = selection?.path ? lists.find((l) => l.id === selection.path) : undefined;
      // Players read Path names, never ids.
      const allowedNames = paths.map((id) => lists.find((l) => l.id === id)?.name ?? id);
      if (selection?.path && (!path || !paths.includes(selection.path))) {
        ctx.report({
          code: "wizard.path-not-allowed",
          path: node.path,
          params: { ...base, pathId: selection.path, pathName: path?.name ?? selection.path, allowed: allowedNames },
        });
      }
      if (!selection?.path && paths.length > 0) {
        ctx.report({ code: "wizard.path-missing", path: node.path, params: { ...base, allowed: allowedNames }, severity: "warning" });
      }
      const seen = new Set<string>();
      for (const spellId of spells) {
        if (seen.has(spellId)) {
          ctx.report({ code: "wizard.spell-repeated", path: node.path, params: { ...base, spellId } });
          continue;
        }
        seen.add(spellId);
        checkSpell(ctx, node, spellId, { path, lists, hereditary, allowHereditary: p.hereditary, level, maxSpellNumber: rule.maxSpellNumber });
      }
      if (seen.size > rule.spells) {
        ctx.report({ code: "wizard.too-many-spells", path: node.path, params: { ...base, level, max: rule.spells, actual: seen.size } });
      } else if (seen.size < rule.spells) {
        ctx.report({
          code: "wizard.too-few-spells",
          path: node.path,
          params: { ...base, level, max: rule.spells, actual: seen.size },
          severity: "warning",
        });
      }
    }
  },
});

type SpellCheck = {
  path?: SpellList;
  lists: SpellList[];
  hereditary?: Spell;
  allowHereditary: boolean;
  level: string;
  maxSpellNumber: number;
};

function checkSpell(ctx: EvaluationContext, node: Node, spellId: string, c: SpellCheck) {
  const params = { name: node.name, spellId, level: c.level };
  if (c.hereditary?.id === spellId) {
    if (!c.allowHereditary) ctx.report({ code: "wizard.spell-not-allowed", path: node.path, params: { ...params, spellName: c.hereditary.name, max: c.maxSpellNumber } });
    return;
  }
  const spell = c.path?.spells.find((s) => s.id === spellId);
  if (!spell) {
    const elsewhere = c.lists.find((l) => l.spells.some((s) => s.id === spellId));
    ctx.report({
      code: elsewhere ? "wizard.spell-not-in-path" : "wizard.spell-unknown",
      path: node.path,
      params: { ...params, pathId: c.path?.id ?? null },
    });
    return;
  }
  if ((spell.number ?? 0) > c.maxSpellNumber) {
    ctx.report({
      code: "wizard.spell-not-allowed",
      path: node.path,
      params: { ...params, spellName: spell.name, number: spell.number ?? 0, max: c.maxSpellNumber },
    });
  }
}

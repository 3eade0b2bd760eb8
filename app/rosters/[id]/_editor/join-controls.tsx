"use client";
/**
 * Combined units and heroes joining units, offered only where the ruleset switches those rules on
 * (their parameters come from the data); the engine's issues say when a choice breaks them.
 */
import { useId } from "react";
import { ruleModules, type Slot } from "@/lib/engine";
import type { Selection } from "@/lib/gamedata/roster-schema";
import { patchSelection } from "@/lib/roster/roster-ops";
import { useTranslator } from "@/lib/client/use-translator";
import { useEditor } from "./editor-context";

type JoinRule = { heroCategoryId: string; attribute: string; max: number };
type CombineRule = { factor: number; minModels: number };

function readRule<T>(rules: { rule: string; params: unknown }[], id: string): T | undefined {
  const use = rules.find((r) => r.rule === id);
  const parsed = use ? ruleModules.get(id)?.params.safeParse(use.params) : undefined;
  return parsed?.success ? (parsed.data as T) : undefined;
}

export function JoinControls({ unit, slot, forceUnits }: { unit: Selection; slot: Slot; forceUnits: Selection[] }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const combineId = useId();
  const joinId = useId();
  const rules = editor.system.rulesets.find((r) => r.id === editor.roster.rulesetId)?.rules ?? [];
  const combine = readRule<CombineRule>(rules, "combined-units");
  const join = readRule<JoinRule>(rules, "hero-joins-unit");
  // Offered where the rule allows it (a unit of at least minModels models: never a lone hero or
  // monster), or where it is already set so that it can be undone.
  const models = editor.evaluation.totals.selections[unit.id]?.models ?? 0;
  const single = unit.combined && combine ? models / combine.factor : models;
  const canCombine = Boolean(combine) && (Boolean(unit.combined) || single >= (combine?.minModels ?? 2));
  const combineProblems = editor.evaluation.issues.filter((i) => i.path[1] === unit.id && i.code.startsWith("unit.combine"));
  // Only heroes the rule lets join (Tough(6) or less in AoF), or one already joined so it can be undone.
  const mayJoin = join && slot.categoryIds.includes(join.heroCategoryId) && Number(slot.entry.attributes?.[join.attribute] ?? 1) <= join.max;
  const isHero = join && (mayJoin || Boolean(unit.joinedTo));
  const targets = isHero
    ? forceUnits.filter((other) => {
        if (other.id === unit.id) return false;
        const otherSlot = editor.index.roots.slots.get(other.entryId);
        return !otherSlot?.categoryIds.includes(join.heroCategoryId) && (editor.evaluation.totals.selections[other.id]?.models ?? 0) >= 2;
      })
    : [];
  if (!canCombine && !isHero) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
      {canCombine ? (
        <label htmlFor={combineId} className="flex items-center gap-2">
          <input
            id={combineId}
            type="checkbox"
            data-testid="combine-toggle"
            className="h-4 w-4 accent-amber-700"
            checked={Boolean(unit.combined)}
            onChange={(e) => editor.apply((r) => patchSelection(r, unit.id, { combined: e.target.checked || undefined }))}
          />
          {tr.t("join.combine")}
        </label>
      ) : null}
      {combineProblems.map((issue) => (
        <p key={issue.code} className="w-full text-xs text-red-700 dark:text-red-400" data-testid="combine-problem">
          {tr.issue(issue.code, issue.params)}
        </p>
      ))}
      {isHero ? (
        <span className="flex items-center gap-2">
          <label htmlFor={joinId}>{tr.t("join.joinTo")}</label>
          <select
            id={joinId}
            data-testid="join-select"
            className="h-8 rounded-md border border-stone-300 bg-white px-2 dark:border-stone-700 dark:bg-stone-900"
            value={unit.joinedTo ?? ""}
            onChange={(e) => editor.apply((r) => patchSelection(r, unit.id, { joinedTo: e.target.value || undefined }))}
          >
            <option value="">{tr.t("join.none")}</option>
            {targets.map((t) => (
              <option key={t.id} value={t.id}>
                {t.customName ?? editor.index.roots.slots.get(t.entryId)?.entry.name ?? t.entryId}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </div>
  );
}

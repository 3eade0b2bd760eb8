"use client";
/**
 * One force (a 40k detachment, an army): its type, what it costs (Command Points), its Force
 * Organisation chart (each role filled against min–max) and its units.
 */
import { useId } from "react";
import type { Force, Selection } from "@/lib/gamedata/roster-schema";
import { changeForceEntry } from "@/lib/client/editor/editor-ops";
import { describeForceSlots } from "@/lib/client/editor/force-slots";
import { useTranslator } from "@/lib/client/use-translator";
import { removeForce } from "@/lib/roster/roster-ops";
import { useEditor } from "./editor-context";
import { formatCosts } from "./format-costs";
import { describeArmyLimit } from "@/lib/exchange/army-limit-words";
import { gameWords } from "@/lib/i18n/game-words";
import { ForceKeywordPicker } from "./force-keyword-picker";
import { groupUnitsByRole } from "@/lib/client/editor/unit-groups";
import { UnitCard } from "./unit-card";

export type ForceSectionProps = {
  force: Force;
  forces: { id: string; name: string }[];
  allowedForceEntries: { id: string; name: string }[];
  issueCounts: Map<string, { errors: number; warnings: number }>;
  suggestions: Map<string, string[]>;
};

const slotColours = {
  under: "border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200",
  over: "border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200",
  ok: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200",
} as const;

/**
 * Where the data lowers a detachment's own cost of a resource (40k: a Battalion's 3 CP come back
 * when it holds the Warlord), what it would cost and what it costs now, so that CP jumping from
 * 9 to 12 is explained where CP are shown.
 */
function refundsOf(editor: ReturnType<typeof useEditor>["editor"], force: Force): { typeId: string; base: number; own: number }[] {
  const entry = editor.index.forceEntry(force.forceEntryId);
  const resources = Object.keys(editor.evaluation.resources);
  const total = editor.evaluation.totals.forces[force.id]?.costs ?? {};
  return resources.flatMap((typeId) => {
    const base = entry?.costs?.find((c) => c.typeId === typeId)?.value ?? 0;
    const units = force.selections.reduce((n, s) => n + (editor.evaluation.totals.selections[s.id]?.costs[typeId] ?? 0), 0);
    const own = (total[typeId] ?? 0) - units;
    return own < base ? [{ typeId, base, own }] : [];
  });
}

export function ForceSection({ force, forces, allowedForceEntries, issueCounts, suggestions }: ForceSectionProps) {
  const tr = useTranslator();
  const { editor, view } = useEditor();
  const typeId = useId();
  const headingId = useId();
  const words = gameWords(tr, editor.system);
  const entry = editor.index.forceEntry(force.forceEntryId);
  const name = words.forceEntry({ id: force.forceEntryId, name: entry?.name ?? force.forceEntryId });
  const slots = describeForceSlots(editor.index, force);
  const cost = formatCosts(tr, editor.system, editor.evaluation.totals.forces[force.id]?.costs);
  const highlighted = view.highlightId === force.id;
  const refunds = refundsOf(editor, force);
  // The army's own limits (role counts and shares, copies) count every force: shown once, with the first.
  const armyLimits = forces[0]?.id === force.id ? editor.evaluation.armyLimits : [];
  return (
    <section
      id={`force-${force.id}`}
      data-testid="force"
      data-force-id={force.id}
      data-selection-id={force.id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`rounded-2xl border border-stone-200 bg-stone-100/60 p-3 dark:border-stone-800 dark:bg-stone-900/40 ${highlighted ? "muster-highlight" : ""}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold" data-testid="force-name">
          {tr.t("force.label", { name })}
        </h2>
        {cost ? <span className="text-sm tabular-nums text-stone-600 dark:text-stone-400" data-testid="force-cost">{cost}</span> : null}
        {refunds.map((refund) => (
          <span key={refund.typeId} className="basis-full text-xs text-stone-700 dark:text-stone-300" data-testid="force-refund" title={entry?.description}>
            {tr.t("force.refund", { refund: words.amount(refund.typeId, refund.base - refund.own), base: words.amount(refund.typeId, refund.base), own: words.amount(refund.typeId, refund.own) })}
          </span>
        ))}
        <span className="ms-auto flex flex-wrap items-center gap-2 print:hidden">
          {allowedForceEntries.length > 1 ? (
            <>
              <label htmlFor={typeId} className="text-xs font-medium text-stone-600 dark:text-stone-400">
                {tr.t("force.type")}
              </label>
              <select
                id={typeId}
                data-testid="force-type"
                value={force.forceEntryId}
                onChange={(e) => editor.apply((r) => changeForceEntry(r, force.id, e.target.value))}
                className="h-8 rounded-md border border-stone-300 bg-white px-2 text-sm dark:border-stone-700 dark:bg-stone-900"
              >
                {allowedForceEntries.map((f) => (
                  <option key={f.id} value={f.id}>
                    {words.forceEntry(f)}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          {forces.length > 1 ? (
            <button
              type="button"
              className="rounded-md px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
              onClick={() => editor.apply((r) => removeForce(r, force.id))}
            >
              {tr.t("force.removeNamed", { name })}
            </button>
          ) : null}
        </span>
      </header>
      <ForceKeywordPicker force={force} />
      {slots.length > 0 ? (
        <ul aria-label={tr.t("force.slots")} className="mt-2 flex flex-wrap gap-1.5" data-testid="force-slots">
          {slots.map((slot) => (
            <li
              key={slot.categoryId}
              data-testid="force-slot"
              data-category-id={slot.categoryId}
              data-state={slot.state}
              className={`rounded-md border px-2 py-0.5 text-xs font-medium tabular-nums ${slotColours[slot.state]}`}
            >
              {tr.t("force.slot", { name: words.category({ id: slot.categoryId, name: slot.name }), filled: slot.filled })}{" "}
              <span className="opacity-75">
                (
                {slot.min !== undefined && slot.max !== undefined
                  ? tr.t("force.slotRange", { min: slot.min, max: slot.max })
                  : slot.min !== undefined
                    ? tr.t("force.slotMin", { min: slot.min })
                    : tr.t("force.slotMax", { max: slot.max ?? 0 })}
                )
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {armyLimits.length > 0 ? (
        <ul aria-label={tr.t("force.shares")} className="mt-2 flex flex-wrap gap-1.5" data-testid="category-shares">
          {armyLimits.map((limit) => (
            <li
              key={limit.id}
              data-testid="category-share"
              data-kind={limit.kind}
              data-category-id={limit.categoryId}
              data-state={limit.state}
              className={`rounded-md border px-2 py-0.5 text-xs font-medium tabular-nums ${slotColours[limit.state]}`}
            >
              {describeArmyLimit(limit, tr, words)}
            </li>
          ))}
        </ul>
      ) : null}
      {force.selections.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-stone-300 p-4 text-center text-sm text-stone-600 dark:border-stone-700 dark:text-stone-400">{tr.t("force.empty")}</p>
      ) : (
        <div className="mt-3 space-y-3">
          {groupUnitsByRole(editor.index, force).map((group) => (
            <section key={group.categoryId} aria-labelledby={`${headingId}-${group.categoryId}`} data-testid="unit-group" data-category-id={group.categoryId}>
              <h3 id={`${headingId}-${group.categoryId}`} className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-700 dark:text-stone-300">
                {tr.t("force.group", { name: group.name ? words.category({ id: group.categoryId, name: group.name }) : tr.t("export.uncategorised"), count: group.units.length })}
              </h3>
              <ol className="space-y-2">
                {group.units.map((unit: Selection, i) => (
                  <li key={unit.id}>
                    <UnitCard
                      unit={unit}
                      forceId={force.id}
                      previousId={group.units[i - 1]?.id}
                      nextId={group.units[i + 1]?.id}
                      forces={forces}
                      forceUnits={force.selections}
                      issues={issueCounts.get(unit.id)}
                      suggestions={suggestions}
                    />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

"use client";

import * as actions from "@/lib/battlescribe/engine/actions";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { isBlocking } from "@/lib/battlescribe/engine/validate";
import type { RosterError } from "@/lib/battlescribe/engine/validate";
import { useTranslator } from "@/lib/client/use-translator";
import { UndoRedoButtons } from "@/app/_components/undo-redo-buttons";
import { button, type Act } from "./builder-styles";
import { limitFromText, limitText } from "./cost-text";
import type { SnapshotUndo } from "./use-snapshot-undo";

/** The roster's totals against its limits, the limit field, and whether the roster is valid. */
export function TotalsBar({ engine, costs, errors, act, history, onShowIssues }: { engine: Engine; costs: Map<string, number>; errors: RosterError[]; act: Act; history: SnapshotUndo; onShowIssues: () => void }) {
  const tr = useTranslator();
  const count = errors.filter(isBlocking).length;
  const shown = engine.index.costTypes.filter((c) => !c.hidden).map((c) => ({ typeId: c.id, name: c.name, value: costs.get(c.id) ?? 0 }));
  return (
    <section aria-label={tr.t("bs.totals")} className="sticky top-0 z-10 flex flex-wrap items-center gap-4 rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900" data-testid="bs-totals">
      {shown.map((cost) => {
        const limit = engine.roster.costLimits.get(cost.typeId);
        return (
          <span key={cost.typeId} className="font-semibold tabular-nums" data-testid={`bs-total-${cost.typeId}`}>
            {limit !== undefined && limit >= 0 ? tr.t("bs.costOfLimit", { value: cost.value, limit, name: cost.name.trim() }) : tr.t("bs.cost", { value: cost.value, name: cost.name.trim() })}
          </span>
        );
      })}
      {engine.index.costTypes
        .filter((c) => !c.hidden)
        .slice(0, 1)
        .map((costType) => (
          <label key={costType.id} className="text-sm">
            {tr.t("bs.limit.label", { name: costType.name.trim() })}{" "}
            <input
              type="number"
              min={0}
              className="w-24 rounded border border-stone-300 px-2 py-1 dark:border-stone-700 dark:bg-stone-950"
              value={limitText(engine.roster.costLimits.get(costType.id))}
              onChange={(e) => act(() => actions.setCostLimit(engine, costType.id, limitFromText(e.target.value)))}
              data-testid="bs-limit"
            />
          </label>
        ))}
      <span aria-live="polite" className={count ? "text-red-800 dark:text-red-300" : "text-green-800 dark:text-green-300"} data-testid="bs-status">
        {count === 0 ? tr.t("bs.valid") : tr.t("bs.problems", { count })}
      </span>
      {errors.length > 0 ? (
        <button type="button" className={button} onClick={onShowIssues}>
          {tr.t("editor.showIssues")}
        </button>
      ) : null}
      <span className="ms-auto flex items-center gap-2">
        <UndoRedoButtons canUndo={history.canUndo} canRedo={history.canRedo} undo={history.undo} redo={history.redo} className={`${button} aria-disabled:opacity-40`} />
      </span>
    </section>
  );
}

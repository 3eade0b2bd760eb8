"use client";
/** Every issue of the roster in words; choosing one scrolls to the unit, option or detachment and highlights it. */
import { forwardRef, useMemo } from "react";
import { listIssues } from "@/lib/client/editor/issue-list";
import { findSelection } from "@/lib/roster/roster-ops";
import { useTranslator } from "@/lib/client/use-translator";
import { useEditor } from "./editor-context";

export const ValidationPanel = forwardRef<HTMLElement>(function ValidationPanel(_props, ref) {
  const tr = useTranslator();
  const { editor, view } = useEditor();
  const { roster, evaluation, index } = editor;
  const items = useMemo(
    () =>
      listIssues(evaluation.issues, roster, tr, (unitId) => {
        const unit = findSelection(roster, unitId)?.selection;
        return unit ? (unit.customName ?? index.roots.slots.get(unit.entryId)?.entry.name) : undefined;
      }),
    [evaluation.issues, roster, tr, index],
  );
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="issues-title"
      data-testid="validation-panel"
      className="rounded-2xl border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="issues-title" className="text-base font-semibold">
        {tr.t("issues.title")} <span className="text-sm font-normal text-stone-600 dark:text-stone-400">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-emerald-800 dark:text-emerald-300" data-testid="no-issues">
          {tr.t("issues.none")}
        </p>
      ) : (
        <ul className="mt-2 space-y-1.5" aria-live="polite">
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                data-testid="issue"
                data-severity={item.severity}
                data-target-id={item.targetId}
                onClick={() => item.targetId && view.reveal(item.targetId, item.unitId)}
                className={`flex w-full items-start gap-2 rounded-md border px-2 py-1.5 text-start text-sm ${
                  item.severity === "error"
                    ? "border-red-200 bg-red-50 text-red-950 hover:bg-red-100 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
                    : "border-amber-200 bg-amber-50 text-amber-950 hover:bg-amber-100 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
                }`}
              >
                <span className="mt-0.5 shrink-0 text-xs font-bold uppercase">{item.severity === "error" ? tr.t("issues.error") : tr.t("issues.warning")}</span>
                <span className="min-w-0">
                  {item.unitName ? <span className="block text-xs font-semibold opacity-80">{item.unitName}</span> : null}
                  {item.message}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});


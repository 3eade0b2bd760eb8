"use client";
/**
 * Always in view: points against the limit, Power Level, Command Points left, models, whether
 * the roster is legal, the save status and undo/redo.
 */
import { useEffect, useRef, useState } from "react";
import { countText, useTranslator } from "@/lib/client/use-translator";
import { gameWords } from "@/lib/i18n/game-words";
import { useEditor } from "./editor-context";
import { SaveStatus } from "./save-status";
import { UndoRedoButtons } from "@/app/_components/undo-redo-buttons";

export function TotalsBar({ onShowIssues }: { onShowIssues: () => void }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const { evaluation, system } = editor;
  const words = gameWords(tr, system);
  const totals = evaluation.totals.roster.costs;
  const errors = evaluation.issues.filter((i) => i.severity === "error").length;
  const warnings = evaluation.issues.length - errors;
  // A cost type is shown when it is limited, a resource, or used; at least the first one always.
  const visible = system.costTypes.filter((type) => !type.hidden);
  const used = visible.filter((type) => evaluation.limits[type.id] !== undefined || evaluation.resources[type.id] || (totals[type.id] ?? 0) !== 0);
  const shownCostTypes = used.length > 0 ? used : visible.slice(0, 1);
  const costTexts = shownCostTypes.map((type) => {
    const value = totals[type.id] ?? 0;
    const resource = evaluation.resources[type.id];
    const limit = evaluation.limits[type.id];
    return resource
      ? tr.t("totals.resourceLeft", { name: words.costName(type), remaining: resource.remaining, starting: resource.starting })
      : limit !== undefined
        ? tr.t("totals.costOfLimit", { value, limit: words.amount(type, limit) })
        : words.amount(type, value);
  });
  const validity = evaluation.valid ? tr.t("totals.valid") : countText(tr, "totals.errors", errors);
  const announcement = useSettledAnnouncement(tr.t("totals.announce", { costs: new Intl.ListFormat(tr.locale, { type: "unit" }).format(costTexts), validity }));
  const button =
    "rounded-md border border-stone-300 bg-white px-2.5 py-1 text-sm font-medium hover:bg-stone-100 aria-disabled:opacity-40 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800";
  return (
    <div
      role="region"
      aria-label={tr.t("totals.label")}
      data-testid="totals-bar"
      className="sticky top-0 z-20 -mx-3 border-b border-stone-200 bg-stone-50/95 px-3 py-2 backdrop-blur sm:-mx-6 sm:px-6 dark:border-stone-800 dark:bg-stone-950/95 print:hidden"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {shownCostTypes.map((type, i) => {
            const value = totals[type.id] ?? 0;
            const resource = evaluation.resources[type.id];
            const limit = evaluation.limits[type.id];
            const over = resource ? resource.remaining < 0 : limit !== undefined && value > limit;
            return (
              <div key={type.id} className="flex items-baseline gap-1">
                <dt className="sr-only">{words.costName(type)}</dt>
                <dd data-testid={`total-${type.id}`} title={words.costName(type)} className={`font-semibold tabular-nums ${over ? "text-red-700 dark:text-red-400" : ""}`}>
                  {costTexts[i]}
                </dd>
              </div>
            );
          })}
          <div>
            <dt className="sr-only">{tr.t("models.title")}</dt>
            <dd data-testid="total-models" className="tabular-nums text-stone-700 dark:text-stone-300">
              {countText(tr, "totals.models", evaluation.totals.roster.models)}
            </dd>
          </div>
        </dl>
        <button
          type="button"
          onClick={onShowIssues}
          data-testid="validity"
          data-valid={evaluation.valid}
          className={`rounded-full px-3 py-0.5 text-sm font-semibold ${
            evaluation.valid ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200" : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200"
          }`}
        >
          {validity}
          {warnings > 0 ? <span className="ms-1 font-normal opacity-80">· {countText(tr, "totals.warnings", warnings)}</span> : null}
        </button>
        <p className="sr-only" aria-live="polite" data-testid="totals-announcement">
          {announcement}
        </p>
        <span className="ms-auto flex items-center gap-2">
          <SaveStatus state={editor.autosave.state} />
          <UndoRedoButtons canUndo={editor.canUndo} canRedo={editor.canRedo} undo={editor.undo} redo={editor.redo} className={button} />
        </span>
      </div>
    </div>
  );
}

/**
 * What screen readers hear of the totals: the latest figures once they have stood still for a
 * moment (not every keystroke of a size field), and nothing when the page opens.
 */
function useSettledAnnouncement(text: string): string {
  const [spoken, setSpoken] = useState("");
  const first = useRef(text);
  useEffect(() => {
    if (text === first.current) return;
    first.current = "";
    const timer = setTimeout(() => setSpoken(text), 900);
    return () => clearTimeout(timer);
  }, [text]);
  return spoken;
}

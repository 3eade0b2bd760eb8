"use client";
/**
 * A roster's issues in words, each a button that brings the unit (or detachment) it concerns
 * into sight. Shown beside the roster by the roster editor and the BattleScribe builder.
 */
import { forwardRef } from "react";
import { useTranslator } from "@/lib/client/use-translator";

export type IssueItem = {
  key: string;
  severity: "error" | "warning";
  message: string;
  /** The unit or part it concerns, when the issue has one in the roster. */
  targetId?: string;
  /** The unit whose card opens to show the target (an option inside it). */
  unitId?: string;
  /** Named above the message where the message does not name it itself. */
  unitName?: string;
  /** The editor's "Error"/"Warning" tag; left out where the message says it. */
  tag?: string;
};

export const IssuesView = forwardRef<HTMLElement, { items: IssueItem[]; onChoose: (item: IssueItem) => void; listTestId?: string }>(function IssuesView({ items, onChoose, listTestId }, ref) {
  const tr = useTranslator();
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
        <ul className="mt-2 space-y-1.5" aria-live="polite" data-testid={listTestId}>
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                data-testid="issue"
                data-severity={item.severity}
                data-target-id={item.targetId}
                onClick={() => item.targetId && onChoose(item)}
                className={`flex w-full items-start gap-2 rounded-md border px-2 py-1.5 text-start text-sm ${
                  item.severity === "error"
                    ? "border-red-200 bg-red-50 text-red-950 hover:bg-red-100 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
                    : "border-amber-200 bg-amber-50 text-amber-950 hover:bg-amber-100 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
                }`}
              >
                {item.tag ? <span className="mt-0.5 shrink-0 text-xs font-bold uppercase">{item.tag}</span> : null}
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

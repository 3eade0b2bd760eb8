"use client";
/** Model count steppers of one unit: within the data's limits, refused past the maximum with the reason. */
import { useId, useState } from "react";
import { describeBlock, useTranslator } from "@/lib/client/use-translator";
import { setChildCount } from "@/lib/client/editor/editor-ops";
import type { ModelCount } from "@/lib/client/editor/option-tree";
import type { Slot } from "@/lib/engine";
import { newId } from "@/lib/client/new-id";
import { BlockedReason } from "./blocked-reason";
import { NestedOptions } from "./option-list";
import { useEditor } from "./editor-context";
import { formatCosts } from "./format-costs";

export function ModelCounts({ parentId, parentSlot, models }: { parentId: string; parentSlot: Slot; models: ModelCount[] }) {
  const tr = useTranslator();
  if (models.length === 0) return null;
  return (
    <fieldset className="mt-3">
      <legend className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("models.title")}</legend>
      <ul className="mt-1 space-y-1">
        {models.map((model) => (
          <li key={model.entryId}>
            <ModelStepper parentId={parentId} model={model} />
            {model.selection ? <NestedOptions parentSlot={parentSlot} selection={model.selection} depth={1} /> : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function ModelStepper({ parentId, model }: { parentId: string; model: ModelCount }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const reasonId = useId();
  const inputId = useId();
  // Typing "10" passes through "1": the number is applied when the field is left or Enter pressed.
  const [draft, setDraft] = useState<string | null>(null);
  const canLower = model.number > model.min;
  const canRaise = !model.blocked && (model.max === undefined || model.number < model.max);
  const set = (n: number) => {
    const bounded = Math.max(model.min, model.max === undefined ? n : Math.min(model.max, n));
    editor.apply((r) => setChildCount(editor.index, r, parentId, model.entryId, bounded, newId));
  };
  const range = model.max !== undefined ? tr.t("models.range", { min: model.min, max: model.max }) : tr.t("models.min", { min: model.min });
  return (
    <div className="group relative flex flex-wrap items-center gap-2" data-selection-id={model.selection?.id} data-testid="model-count" data-entry-id={model.entryId}>
      <label htmlFor={inputId} className="min-w-0 flex-1 text-sm">
        {model.name}{" "}
        <span className="text-xs text-stone-600 dark:text-stone-400">
          ({[range, formatCosts(tr, editor.system, model.costs)].filter(Boolean).join("; ")})
        </span>
      </label>
      <div className="flex items-center">
        <button
          type="button"
          className="h-8 w-8 rounded-s-md border border-stone-300 bg-white text-lg leading-none hover:bg-stone-100 aria-disabled:opacity-40 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800"
          aria-label={tr.t("models.decrease", { name: model.name })}
          aria-disabled={!canLower}
          onClick={() => canLower && set(model.number - 1)}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          className="h-8 w-14 border-y border-stone-300 bg-white text-center text-sm tabular-nums dark:border-stone-700 dark:bg-stone-900"
          aria-label={tr.t("models.count", { name: model.name })}
          min={model.min}
          max={model.max}
          value={draft ?? model.number}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            const n = Number(draft);
            if (draft !== null && draft !== "" && Number.isFinite(n)) set(n);
            setDraft(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") e.currentTarget.blur();
          }}
        />
        <button
          type="button"
          className="h-8 w-8 rounded-e-md border border-stone-300 bg-white text-lg leading-none hover:bg-stone-100 aria-disabled:opacity-40 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800"
          aria-label={tr.t("models.increase", { name: model.name })}
          aria-disabled={!canRaise}
          aria-describedby={model.blocked ? reasonId : undefined}
          onClick={() => canRaise && set(model.number + 1)}
        >
          +
        </button>
      </div>
      {model.blocked ? <BlockedReason id={reasonId} text={describeBlock(tr, model.blocked)} /> : null}
    </div>
  );
}

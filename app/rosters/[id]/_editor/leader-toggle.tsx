"use client";
/**
 * The General / Warlord choice, shown prominently at the top of every unit that may take it.
 * It is an option like any other in the data; taking it here removes it from any other unit
 * only if the player does so (the validation panel says when two are chosen).
 */
import { useId } from "react";
import type { LeaderToggle as Leader } from "@/lib/client/editor/option-tree";
import { toggleOption } from "@/lib/client/editor/editor-ops";
import { newId } from "@/lib/client/new-id";
import { describeBlock, useTranslator } from "@/lib/client/use-translator";
import { gameWords } from "@/lib/i18n/game-words";
import { BlockedReason } from "./blocked-reason";
import { useEditor } from "./editor-context";

export function LeaderToggle({ unitId, leader }: { unitId: string; leader: Leader }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const reasonId = useId();
  const on = Boolean(leader.chosen);
  const blocked = !on ? leader.blocked : undefined;
  const name = gameWords(tr, editor.system).entry({ id: leader.termId, name: leader.name });
  return (
    <div className="group relative">
      <button
        type="button"
        data-testid="leader-toggle"
        aria-pressed={on}
        aria-disabled={Boolean(blocked)}
        aria-describedby={blocked ? reasonId : undefined}
        title={on ? tr.t("leader.on", { name }) : tr.t("leader.off", { name })}
        onClick={() => {
          if (blocked) return;
          editor.apply((r) => toggleOption(editor.index, r, unitId, leader.entryId, !on, newId));
        }}
        className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold transition aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${
          on
            ? "border-amber-600 bg-amber-500 text-stone-950 dark:border-amber-400 dark:bg-amber-400"
            : "border-stone-300 bg-white text-stone-700 hover:border-amber-500 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-300"
        }`}
      >
        <span aria-hidden="true">{on ? "★" : "☆"}</span>
        {tr.t("leader.toggle", { name })}
      </button>
      {blocked ? <BlockedReason id={reasonId} text={describeBlock(tr, blocked)} /> : null}
    </div>
  );
}

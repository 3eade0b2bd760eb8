"use client";
/**
 * The option tree of one selection: radios for a one-of group, a checkbox for a may-take option,
 * a counter where more than one may be taken; unavailable choices stay focusable with the reason.
 * A chosen option with options of its own (a sergeant's weapons) shows them nested below it.
 */
import { useId, useState } from "react";
import type { Slot } from "@/lib/engine";
import type { Selection } from "@/lib/gamedata/roster-schema";
import { chooseInGroup, setChildCount, toggleOption } from "@/lib/client/editor/editor-ops";
import { describeOptions, type OptionEntry, type OptionGroup, type OptionNode } from "@/lib/client/editor/option-tree";
import { newId } from "@/lib/client/new-id";
import { describeBlock, useTranslator } from "@/lib/client/use-translator";
import { BlockedReason } from "./blocked-reason";
import { useEditor } from "./editor-context";
import { formatCosts } from "./format-costs";
import { gameWords } from "@/lib/i18n/game-words";
import { ModelCounts } from "./model-counts";

type Parent = { id: string; slot: Slot; selection: Selection };

export function OptionList({ parent, nodes, depth = 0 }: { parent: Parent; nodes: OptionNode[]; depth?: number }) {
  if (nodes.length === 0) return null;
  return (
    <ul className={depth === 0 ? "space-y-2" : "mt-1 space-y-1"}>
      {nodes.map((node) => (
        <li key={node.kind === "group" ? `g:${node.groupId}` : `e:${node.entryId}`}>
          {node.kind === "group" ? <GroupBox parent={parent} group={node} depth={depth} /> : <EntryRow parent={parent} entry={node} depth={depth} />}
        </li>
      ))}
    </ul>
  );
}

/** Groups with many choices (magic items) fold away until opened, unless something in them is chosen. */
const FOLD_ABOVE = 6;

function countEntries(nodes: OptionNode[]): number {
  return nodes.reduce((n, node) => n + (node.kind === "entry" ? 1 : countEntries(node.children)), 0);
}

function GroupBox({ parent, group, depth }: { parent: Parent; group: OptionGroup; depth: number }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const words = gameWords(tr, editor.system);
  const choices = countEntries(group.children);
  // A required choice (min 1) never folds away.
  const foldable = depth === 0 && !group.partOfOneOf && group.min === 0 && choices > FOLD_ABOVE;
  const [open, setOpen] = useState(!foldable || group.chosenCount > 0);
  const hint = group.oneOf ? tr.t("options.chooseOne") : group.max !== undefined ? tr.t("options.upTo", { max: group.max }) : "";
  const noneChosen = group.chosenCount === 0;
  return (
    <fieldset
      className={group.partOfOneOf ? "ps-2" : "rounded-md border border-stone-200 px-3 py-2 dark:border-stone-800"}
      data-testid="option-group"
      data-group-id={group.groupId}
    >
      <legend className={group.partOfOneOf ? "text-xs font-medium text-stone-600 dark:text-stone-400" : "px-1 text-sm font-semibold"}>
        {group.name}
        {hint ? <span className="ms-2 text-xs font-normal text-stone-600 dark:text-stone-400">({hint})</span> : null}
      </legend>
      {group.allowances.map((a) => (
        <p
          key={a.constraintId}
          data-testid="allowance"
          className={`text-xs font-medium ${a.left < 0 ? "text-red-700 dark:text-red-400" : "text-emerald-800 dark:text-emerald-300"}`}
        >
          {a.left < 0
            ? tr.t("options.allowanceOver", { over: words.amount(a.costType, -a.left), limit: words.amount(a.costType, a.limit) })
            : tr.t("options.allowance", { left: a.left, limit: words.amount(a.costType, a.limit) })}
        </p>
      ))}
      {foldable ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="my-1 text-xs font-medium text-amber-800 underline underline-offset-2 dark:text-amber-300"
        >
          {open ? tr.t("options.hideChoices", { count: choices }) : tr.t("options.showChoices", { count: choices })}
        </button>
      ) : null}
      {open && group.oneOf && group.min === 0 ? (
        <label className="flex items-center gap-2 py-0.5 text-sm">
          <input
            type="radio"
            className="h-4 w-4 accent-amber-700"
            name={`${parent.id}:${group.groupId}`}
            checked={noneChosen}
            onChange={() => editor.apply((r) => chooseInGroup(editor.index, r, parent.id, group.groupId, null, newId))}
          />
          <span className="text-stone-600 dark:text-stone-400">{tr.t("options.none")}</span>
        </label>
      ) : null}
      {open ? <OptionList parent={parent} nodes={group.children} depth={depth + 1} /> : null}
    </fieldset>
  );
}

function EntryRow({ parent, entry, depth }: { parent: Parent; entry: OptionEntry; depth: number }) {
  const tr = useTranslator();
  const { editor, view } = useEditor();
  const inputId = useId();
  const reasonId = useId();
  const blocked = entry.blocked && !entry.chosen ? entry.blocked : undefined;
  const reason = entry.withdrawn && entry.chosen ? tr.t("options.unavailable") : blocked ? describeBlock(tr, blocked) : undefined;
  const price = formatCosts(tr, editor.system, entry.chosen ? entry.total : entry.costs);
  const highlighted = entry.chosen && view.highlightId === entry.chosen.id;
  const apply = editor.apply;
  const index = editor.index;

  const onToggle = (on: boolean) => {
    if (on && (blocked || entry.withdrawn)) return;
    if (entry.control === "radio" && entry.radioGroupId) {
      if (!on) return;
      apply((r) => chooseInGroup(index, r, parent.id, entry.radioGroupId as string, entry.entryId, newId));
    } else apply((r) => toggleOption(index, r, parent.id, entry.entryId, on, newId));
  };

  return (
    <div
      className={`group relative rounded ${highlighted ? "muster-highlight" : ""}`}
      data-testid="option"
      data-entry-id={entry.entryId}
      data-selection-id={entry.chosen?.id}
      tabIndex={entry.chosen ? -1 : undefined}
    >
      <div className={`flex flex-wrap items-center gap-2 py-0.5 text-sm ${reason && !entry.chosen ? "text-stone-400 dark:text-stone-400" : ""}`}>
        {entry.control === "counter" ? (
          <Counter parent={parent} entry={entry} reasonId={reason ? reasonId : undefined} />
        ) : (
          <input
            id={inputId}
            type={entry.control === "radio" ? "radio" : "checkbox"}
            name={entry.control === "radio" ? `${parent.id}:${entry.radioGroupId}` : undefined}
            className="h-4 w-4 shrink-0 accent-amber-700 aria-disabled:cursor-not-allowed"
            checked={Boolean(entry.chosen)}
            aria-disabled={Boolean(reason && !entry.chosen)}
            aria-describedby={reason ? reasonId : undefined}
            onClick={(e) => {
              // aria-disabled keeps the control focusable (so its reason can be read); refuse here.
              if (reason && !entry.chosen) e.preventDefault();
            }}
            onChange={(e) => onToggle(e.target.checked)}
          />
        )}
        <label htmlFor={entry.control === "counter" ? undefined : inputId} className="min-w-0 flex-1">
          {entry.name}
        </label>
        {price ? <span className="shrink-0 text-xs tabular-nums text-stone-600 dark:text-stone-400">{price}</span> : null}
      </div>
      {reason ? <BlockedReason id={reasonId} text={reason} /> : null}
      {entry.chosen && entry.hasOptions && depth < 6 ? <NestedOptions parentSlot={parent.slot} selection={entry.chosen} depth={depth} /> : null}
    </div>
  );
}

function Counter({ parent, entry, reasonId }: { parent: Parent; entry: OptionEntry; reasonId?: string }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const canRaise = !entry.blocked && !entry.withdrawn && (entry.max === undefined || entry.number < entry.max);
  const set = (n: number) => editor.apply((r) => setChildCount(editor.index, r, parent.id, entry.entryId, n, newId));
  return (
    <span className="flex items-center">
      <button
        type="button"
        className="h-7 w-7 rounded-s-md border border-stone-300 bg-white leading-none aria-disabled:opacity-40 dark:border-stone-700 dark:bg-stone-900"
        aria-label={tr.t("options.decrease", { name: entry.name })}
        aria-disabled={entry.number === 0}
        onClick={() => entry.number > 0 && set(entry.number - 1)}
      >
        −
      </button>
      <output className="flex h-7 w-9 items-center justify-center border-y border-stone-300 bg-white text-sm tabular-nums dark:border-stone-700 dark:bg-stone-900" aria-live="polite">
        {entry.number}
      </output>
      <button
        type="button"
        className="h-7 w-7 rounded-e-md border border-stone-300 bg-white leading-none aria-disabled:opacity-40 dark:border-stone-700 dark:bg-stone-900"
        aria-label={tr.t("options.increase", { name: entry.name })}
        aria-disabled={!canRaise}
        aria-describedby={reasonId}
        onClick={() => canRaise && set(entry.number + 1)}
      >
        +
      </button>
    </span>
  );
}

/** Options of a chosen option (a model's own wargear), one level in. */
export function NestedOptions({ parentSlot, selection, depth }: { parentSlot: Slot; selection: Selection; depth: number }) {
  const { editor } = useEditor();
  const slot = editor.index.childrenOf(parentSlot).slots.get(selection.entryId);
  if (!slot) return null;
  const described = describeOptions(editor.index, slot, selection, editor.evaluation, editor.leaderIds);
  if (described.options.length === 0 && described.models.length === 0) return null;
  const parent = { id: selection.id, slot, selection };
  return (
    <div className="ms-6 border-s border-stone-200 ps-3 dark:border-stone-800">
      <ModelCounts parentId={selection.id} parentSlot={slot} models={described.models} />
      <OptionList parent={parent} nodes={described.options} depth={depth + 1} />
    </div>
  );
}

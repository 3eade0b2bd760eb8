"use client";
/**
 * One unit of the roster: its name, role, cost and models at a glance; opened, the leader toggle,
 * keywords, model counts, combine/join, the option tree and the spell picker. Reorder, duplicate,
 * move between detachments and remove from its action bar.
 */
import { summarizeOptions } from "@/lib/client/editor/option-summary";
import { useId } from "react";
import type { Selection } from "@/lib/gamedata/roster-schema";
import { describeOptions } from "@/lib/client/editor/option-tree";
import { placeholderKeywords } from "@/lib/client/editor/editor-ops";
import { newId } from "@/lib/client/new-id";
import { countText, useTranslator } from "@/lib/client/use-translator";
import { duplicateSelection, moveUnit, patchSelection, removeSelection } from "@/lib/roster/roster-ops";
import { useEditor } from "./editor-context";
import { formatCosts } from "./format-costs";
import { JoinControls } from "./join-controls";
import { KeywordPicker } from "./keyword-picker";
import { LeaderToggle } from "./leader-toggle";
import { ModelCounts } from "./model-counts";
import { OptionList } from "./option-list";
import { SpellPicker } from "./spell-picker";
import { CustomNameField, MoveToSelect } from "@/app/_components/unit-card-controls";

export type UnitCardProps = {
  unit: Selection;
  forceId: string;
  /** The neighbours in its role group, which Move up and Move down swap it with. */
  previousId?: string;
  nextId?: string;
  forces: { id: string; name: string }[];
  forceUnits: Selection[];
  issues?: { errors: number; warnings: number };
  suggestions: Map<string, string[]>;
};

const actionButton =
  "rounded-md px-2 py-1 text-xs font-medium text-stone-700 hover:bg-stone-100 aria-disabled:opacity-40 dark:text-stone-300 dark:hover:bg-stone-800";

export function UnitCard({ unit, forceId, previousId, nextId, forces, forceUnits, issues, suggestions }: UnitCardProps) {
  const tr = useTranslator();
  const { editor, view } = useEditor();
  const bodyId = useId();
  const nameId = useId();
  const slot = editor.index.roots.slots.get(unit.entryId);
  const name = unit.customName ?? slot?.entry.name ?? unit.entryId;
  const tally = editor.evaluation.totals.selections[unit.id];
  const open = view.expanded.has(unit.id);
  const highlighted = view.highlightId === unit.id;
  const leader = slot ? describeOptions(editor.index, slot, unit, editor.evaluation, editor.leaderIds).leader : undefined;
  // Collapsed, a card still says what the unit took, on one or two lines.
  const summary = !open && slot ? summarizeOptions(editor.index, slot, unit) : [];
  const summaryText = summary.map((item) => (item.number > 1 ? tr.t("unit.summaryCount", { number: item.number, name: item.name }) : item.name)).join(" · ");
  const modelsText = tally?.models ? countText(tr, "unit.models", tally.models) : "";

  return (
    <article
      id={`unit-${unit.id}`}
      data-testid="unit-card"
      data-unit-id={unit.id}
      data-entry-id={unit.entryId}
      data-selection-id={unit.id}
      tabIndex={-1}
      aria-labelledby={nameId}
      className={`rounded-xl border bg-white shadow-sm dark:bg-stone-900 ${issues?.errors ? "border-red-300 dark:border-red-900" : "border-stone-200 dark:border-stone-800"} ${highlighted ? "muster-highlight" : ""}`}
    >
      <header className="flex items-start gap-x-3 p-2 sm:p-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          data-testid="unit-toggle"
          onClick={() => view.toggleExpanded(unit.id)}
          className="flex min-w-0 flex-1 items-start gap-2 text-start"
        >
          <span aria-hidden="true" className={`mt-0.5 inline-block text-stone-400 transition-transform ${open ? "rotate-90" : ""}`}>
            ▶
          </span>
          <span className="min-w-0">
            <span id={nameId} className="block font-semibold leading-snug" data-testid="unit-name">
              {name}
            </span>
            {/* The role is the group's heading; the card says the size and, collapsed, what the unit took. */}
            {modelsText || (!open && summaryText) ? (
              <span className="line-clamp-1 text-xs text-stone-700 sm:line-clamp-2 dark:text-stone-300">
                {modelsText ? <span className="text-stone-600 dark:text-stone-400">{modelsText}</span> : null}
                {modelsText && !open && summaryText ? " · " : null}
                {!open && summaryText ? <span data-testid="unit-summary">{summaryText}</span> : null}
              </span>
            ) : null}
          </span>
        </button>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-sm font-semibold tabular-nums" data-testid="unit-cost">
            {formatCosts(tr, editor.system, tally?.costs)}
          </span>
          {leader?.chosen || (issues && issues.errors + issues.warnings > 0) ? (
            <span className="flex flex-wrap justify-end gap-1">
              {leader?.chosen ? (
                <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-stone-950" data-testid="leader-badge">
                  ★ {leader.name}
                </span>
              ) : null}
              {issues && issues.errors + issues.warnings > 0 ? (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${issues.errors ? "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200" : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"}`}
                  data-testid="unit-issue-count"
                >
                  {countText(tr, "unit.issues", issues.errors + issues.warnings)}
                </span>
              ) : null}
            </span>
          ) : null}
        </span>
      </header>
      {/* On a phone a collapsed card is one line of the list; its actions come with the open card. */}
      <div
        role="toolbar"
        aria-label={tr.t("unit.actions", { name })}
        className={`${open ? "flex" : "hidden sm:flex"} flex-wrap items-center gap-1 border-t border-stone-100 px-2 py-1 dark:border-stone-800 print:hidden`}
      >
        <button type="button" className={actionButton} onClick={() => view.showDatasheet({ unitId: unit.id })}>
          {tr.t("unit.datasheet")}
        </button>
        <button
          type="button"
          className={actionButton}
          onClick={() => {
            let copyId: string | undefined;
            editor.apply((r) => {
              const result = duplicateSelection(r, unit.id, newId);
              copyId = result.id;
              return result.roster;
            });
            if (copyId) view.toggleExpanded(copyId, open);
          }}
        >
          {tr.t("unit.duplicate")}
        </button>
        <button type="button" className={actionButton} aria-disabled={!previousId} onClick={() => previousId && editor.apply((r) => moveUnit(r, unit.id, { swapWith: previousId }))}>
          {tr.t("unit.moveUp")}
        </button>
        <button
          type="button"
          className={actionButton}
          aria-disabled={!nextId}
          onClick={() => nextId && editor.apply((r) => moveUnit(r, unit.id, { swapWith: nextId }))}
        >
          {tr.t("unit.moveDown")}
        </button>
        <MoveToSelect
          targets={forces.filter((f) => f.id !== forceId)}
          chooseLabel={tr.t("unit.moveToChoose")}
          onMove={(id) => editor.apply((r) => moveUnit(r, unit.id, { forceId: id }))}
          testId="move-to"
        />
        <button
          type="button"
          className={`${actionButton} ms-auto text-red-700 dark:text-red-400`}
          onClick={(event) => {
            // Focus must not fall to the page's top with the removed card: the next unit takes it.
            const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="unit-card"]')];
            const at = cards.indexOf(event.currentTarget.closest<HTMLElement>('[data-testid="unit-card"]') as HTMLElement);
            const next = cards[at + 1] ?? cards[at - 1] ?? document.querySelector<HTMLElement>('[data-testid="unit-search"]');
            editor.apply((r) => removeSelection(r, unit.id));
            view.announce(tr.t("unit.removed", { name }));
            requestAnimationFrame(() => next?.focus());
          }}
          aria-label={tr.t("unit.removeNamed", { name })}
        >
          {tr.t("unit.remove")}
        </button>
      </div>
      {open && slot ? (
        <UnitBody id={bodyId} unit={unit} forceUnits={forceUnits} suggestions={suggestions} />
      ) : null}
    </article>
  );
}

function UnitBody({ id, unit, forceUnits, suggestions }: { id: string; unit: Selection; forceUnits: Selection[]; suggestions: Map<string, string[]> }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const slot = editor.index.roots.slots.get(unit.entryId);
  if (!slot) return null;
  const described = describeOptions(editor.index, slot, unit, editor.evaluation, editor.leaderIds);
  const parent = { id: unit.id, slot, selection: unit };
  return (
    <div id={id} className="border-t border-stone-100 px-3 pb-3 dark:border-stone-800">
      {described.leader ? (
        <div className="mt-3">
          <LeaderToggle unitId={unit.id} leader={described.leader} />
        </div>
      ) : null}
      <KeywordPicker unit={unit} placeholders={placeholderKeywords(editor.index, unit.entryId)} suggestions={suggestions} />
      <ModelCounts parentId={unit.id} parentSlot={slot} models={described.models} />
      <JoinControls unit={unit} slot={slot} forceUnits={forceUnits} />
      {described.options.length > 0 ? (
        <section className="mt-3" aria-label={tr.t("options.title")}>
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("options.title")}</h4>
          <OptionList parent={parent} nodes={described.options} />
        </section>
      ) : null}
      <SpellPicker unit={unit} slot={slot} />
      <div className="mt-3 flex items-center gap-2">
        <CustomNameField value={unit.customName} onRename={(value) => editor.apply((r) => patchSelection(r, unit.id, { customName: value }))} />
      </div>
    </div>
  );
}

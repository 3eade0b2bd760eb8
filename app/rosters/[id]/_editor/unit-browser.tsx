"use client";
/**
 * The unit browser: every unit the army may take, searchable by name or keyword and filterable by
 * role, with its cost (and Power Rating where the game has one). One click, or Enter in the search
 * field, adds a unit to the chosen detachment.
 */
import { useId, useMemo, useState } from "react";
import { AddToForceSelect, UnitBrowserPanel, useChosenForce } from "@/app/_components/unit-browser-controls";
import { addUnitWithChoices } from "@/lib/client/editor/editor-ops";
import { addForce } from "@/lib/roster/roster-ops";
import { detachmentTaking } from "@/lib/client/editor/detachment-offer";
import { blockedIn, filterUnitChoices, listRoles, listUnitChoices, type UnitChoice } from "@/lib/client/editor/unit-catalogue";
import { newId } from "@/lib/client/new-id";
import { describeBlock, useTranslator } from "@/lib/client/use-translator";
import { BlockedReason } from "./blocked-reason";
import { useEditor } from "./editor-context";
import { formatCosts } from "./format-costs";
import { gameWords } from "@/lib/i18n/game-words";

/** `onShortcut` opens the browser where it is hidden (a phone's sheet) before "/" focuses its search. */
export function UnitBrowser({ forces, onShortcut, onAdded }: { forces: { id: string; name: string }[]; onShortcut?: () => void; onAdded?: (id: string) => void }) {
  const tr = useTranslator();
  const { editor, view } = useEditor();
  const roleId = useId();
  const [query, setQuery] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const [forceId, setForceId] = useChosenForce(forces);
  const [lastAdded, setLastAdded] = useState("");
  const { index, system, catalogue, roster, evaluation } = editor;
  const choices = useMemo(() => listUnitChoices(index, system, catalogue, roster), [index, system, catalogue, roster]);
  const roles = useMemo(() => listRoles(choices), [choices]);
  const available = evaluation.available[forceId];
  const offered = useMemo(() => {
    const shown = available ? choices.filter((c) => available.some((a) => a.entryId === c.entryId)) : choices;
    return filterUnitChoices(shown, { query, categoryId });
  }, [choices, available, query, categoryId]);

  const add = (choice: UnitChoice) => {
    const blocked = blockedIn(available, choice.entryId);
    // A refused Add (click, Enter or Space) says why, to screen readers too, instead of nothing.
    if (blocked) return view.announce(tr.t("browser.blocked", { reason: describeBlock(tr, blocked) }));
    if (!forceId) return;
    let added: string | undefined;
    editor.apply((r) => {
      const result = addUnitWithChoices(index, r, forceId, choice.entryId, newId);
      added = result.id;
      return result.roster;
    });
    if (added) {
      view.toggleExpanded(added, true);
      // The new card comes into sight (it may be far down the list); focus stays here for the next Add.
      const id = added;
      onAdded?.(id);
      requestAnimationFrame(() =>
        requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-selection-id="${CSS.escape(id)}"]`)?.scrollIntoView({ block: "nearest", behavior: "auto" })),
      );
    }
    setLastAdded(tr.t("browser.added", { name: choice.name }));
    view.announce(tr.t("browser.added", { name: choice.name }));
  };

  // A full slot: a new detachment of a kind that takes the unit, with the unit in it.
  const addWithDetachment = (choice: UnitChoice, forceEntryId: string) => {
    let added: string | undefined;
    editor.apply((r) => {
      const withForce = addForce(r, forceEntryId, newId);
      const forceId = withForce.forces.at(-1)!.id;
      const result = addUnitWithChoices(index, withForce, forceId, choice.entryId, newId);
      added = result.id;
      return result.roster;
    });
    const forceName = gameWords(tr, system).forceEntry({ id: forceEntryId, name: index.forceEntry(forceEntryId)?.name ?? forceEntryId });
    if (added) {
      view.toggleExpanded(added, true);
      onAdded?.(added);
    }
    setLastAdded(tr.t("browser.addedWithDetachment", { name: choice.name, force: forceName }));
    view.announce(tr.t("browser.addedWithDetachment", { name: choice.name, force: forceName }));
  };

  return (
    <UnitBrowserPanel
      title={tr.t("browser.title")}
      testId="unit-browser"
      search={{
        query,
        onQuery: setQuery,
        onEnter: () => {
          const first = offered.find((c) => !blockedIn(available, c.entryId));
          if (first) add(first);
        },
        lastAdded,
        onShortcut,
      }}
      controls={
        <div className="flex flex-wrap gap-2">
          <label htmlFor={roleId} className="sr-only">
            {tr.t("browser.role")}
          </label>
          <select
            id={roleId}
            data-testid="role-filter"
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
            className="h-8 min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-2 text-sm dark:border-stone-700 dark:bg-stone-950"
          >
            <option value="">{tr.t("browser.allRoles")}</option>
            {roles.map((role) => (
              <option key={role.id} value={role.id}>
                {gameWords(tr, system).category(role)}
              </option>
            ))}
          </select>
          <AddToForceSelect forces={forces} value={forceId} onChange={setForceId} testId="add-to-force" />
        </div>
      }
    >
      {offered.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{tr.t("browser.none")}</p>
      ) : (
        <ul className="mt-2 max-h-[60vh] divide-y divide-stone-100 overflow-y-auto dark:divide-stone-800 lg:max-h-[calc(100vh-16rem)]" data-testid="unit-choices">
          {offered.map((choice) => (
            <UnitChoiceRow
              key={choice.entryId}
              choice={choice}
              blocked={blockedIn(available, choice.entryId)}
              onAdd={() => add(choice)}
              onAddWithDetachment={(forceEntryId) => addWithDetachment(choice, forceEntryId)}
              onDetails={() => view.showDatasheet({ entryId: choice.entryId })}
            />
          ))}
        </ul>
      )}
    </UnitBrowserPanel>
  );
}

function UnitChoiceRow({
  choice,
  blocked,
  onAdd,
  onAddWithDetachment,
  onDetails,
}: {
  choice: UnitChoice;
  blocked: ReturnType<typeof blockedIn>;
  onAdd: () => void;
  onAddWithDetachment: (forceEntryId: string) => void;
  onDetails: () => void;
}) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const ruleset = editor.system.rulesets.find((r) => r.id === editor.roster.rulesetId);
  const offer =
    blocked?.code === "slot.too-many" ? detachmentTaking(editor.index, ruleset?.forceEntryIds ?? editor.system.forceEntries.map((f) => f.id), choice.entryId) : undefined;
  const reasonId = useId();
  return (
    <li className="group relative flex flex-wrap items-center gap-x-2 gap-y-0.5 py-1.5" data-testid="unit-choice" data-entry-id={choice.entryId}>
      {/* Named by its visible text (voice control users say what they see), the purpose added for screen readers. */}
      <button type="button" onClick={onDetails} className="min-w-0 flex-1 text-start">
        <span className={`block truncate text-sm font-medium ${blocked ? "text-stone-600 dark:text-stone-400" : ""}`}>
          {choice.name}
          <span className="sr-only">{tr.t("browser.detailsSuffix")}</span>
        </span>
        <span className="block text-xs text-stone-600 dark:text-stone-400">
          {choice.categoryId ? gameWords(tr, editor.system).category({ id: choice.categoryId, name: choice.categoryName }) : choice.categoryName}
          {" · "}
          <span className="tabular-nums">{formatCosts(tr, editor.system, choice.costs)}</span>
        </span>
      </button>
      <button
        type="button"
        data-testid="add-unit"
        data-entry-id={choice.entryId}
        aria-label={tr.t("browser.addUnit", { name: choice.name })}
        aria-disabled={Boolean(blocked)}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={onAdd}
        className="shrink-0 rounded-md bg-amber-700 px-3 py-1 text-sm font-semibold text-white hover:bg-amber-800 aria-disabled:cursor-not-allowed aria-disabled:bg-stone-300 aria-disabled:text-stone-600 dark:aria-disabled:bg-stone-700 dark:aria-disabled:text-stone-300"
      >
        {tr.t("browser.add")}
      </button>
      {blocked ? <BlockedReason inline id={reasonId} text={tr.t("browser.blocked", { reason: describeBlock(tr, blocked) })} /> : null}
      {offer ? (
        <button
          type="button"
          data-testid="add-with-detachment"
          onClick={() => onAddWithDetachment(offer.id)}
          className="basis-full text-start text-xs font-semibold text-amber-800 underline underline-offset-2 dark:text-amber-300"
        >
          {tr.t("browser.addWithDetachment", { name: choice.name, force: gameWords(tr, editor.system).forceEntry(offer) })}
        </button>
      ) : null}
    </li>
  );
}

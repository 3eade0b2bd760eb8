"use client";
/**
 * What the player may add to a force: searchable by name ("/" anywhere comes here), grouped by
 * role (the entry's primary category), each with its cost; an entry the data's maximum holds
 * back says why instead of adding.
 */
import { useId, useState } from "react";
import * as actions from "@/lib/battlescribe/engine/actions";
import { availableEntries, type AvailableEntry } from "@/lib/battlescribe/engine/available";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { Facts } from "@/lib/battlescribe/engine/facts";
import type { ForceNode } from "@/lib/battlescribe/engine/roster";
import { whyBlocked, type BlockedReason as Blocked } from "@/lib/battlescribe/engine/why-blocked";
import { AddToForceSelect, UnitBrowserPanel, useChosenForce } from "@/app/_components/unit-browser-controls";
import { useTranslator } from "@/lib/client/use-translator";
import type { Translator } from "@/lib/i18n/translate";
import { BlockedReason } from "@/app/rosters/[id]/_editor/blocked-reason";
import { button, type Act } from "./builder-styles";
import { costText } from "./cost-text";
import { groupByRole, matchesSearch } from "./group-by-role";
import { applyImpliedCostLimit } from "@/lib/battlescribe/engine/battle-size";

type Props = { engine: Engine; facts: Facts; forces: ForceNode[]; act: Act; announce: (text: string) => void; onShortcut?: () => void; onAdded?: (selectionId: string) => void };

export function UnitBrowser({ engine, facts, forces, act, announce, onShortcut, onAdded }: Props) {
  const tr = useTranslator();
  const [query, setQuery] = useState("");
  const [chosenForce, setChosenForce] = useChosenForce(forces);
  const force = forces.find((f) => f.id === chosenForce);
  // Only the chosen force's entries are evaluated: other forces cost nothing on a click.
  const entries = force ? availableEntries(engine, force, facts).map((entry) => ({ entry, blocked: whyBlocked(engine, force, entry, facts) })) : [];
  const shown = entries.filter(({ entry }) => matchesSearch(entry, query, engine));
  const groups = groupByRole(tr, engine, shown);
  const [lastAdded, setLastAdded] = useState("");

  const add = (entry: AvailableEntry, blocked: Blocked | undefined) => {
    if (!force) return;
    // A refused Add (click, Enter or Space) says why, to screen readers too, instead of nothing.
    if (blocked) return announce(tr.t("browser.blocked", { reason: blockedText(tr, blocked) }));
    let added: string | undefined;
    act(() => {
      added = actions.selectEntry(engine, force.id, entry.node.id).selectionId;
      // A root entry that carries a points limit (a battle size) fills in the roster's limit.
      applyImpliedCostLimit(engine, force.id, added);
    });
    if (added) onAdded?.(added);
    setLastAdded(tr.t("browser.added", { name: entry.name }));
    announce(tr.t("browser.added", { name: entry.name }));
  };

  return (
    <UnitBrowserPanel
      title={force ? tr.t("bs.available", { force: force.customName ?? force.entry.name }) : tr.t("browser.title")}
      testId="bs-unit-browser"
      search={{
        query,
        onQuery: setQuery,
        onEnter: () => {
          const first = shown.find((row) => !row.blocked);
          if (first) add(first.entry, undefined);
        },
        lastAdded,
        onShortcut,
      }}
      controls={<AddToForceSelect forces={forces.map((f) => ({ id: f.id, name: f.customName ?? f.entry.name }))} value={force?.id ?? ""} onChange={setChosenForce} testId="bs-add-to-force" />}
    >
      {groups.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{force ? tr.t("browser.none") : tr.t("bs.empty")}</p>
      ) : (
        <div className="mt-2 max-h-[60vh] overflow-y-auto lg:max-h-[calc(100vh-16rem)]" data-testid="bs-unit-choices">
          {groups.map(([role, rows]) => (
            <div key={role} className="mt-2">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400" data-testid="bs-role">
                {role}
              </h3>
              <ul className="divide-y divide-stone-100 dark:divide-stone-800">
                {rows.map(({ entry, blocked }) => (
                  <EntryRow key={entry.node.id} engine={engine} entry={entry} blocked={blocked} onAdd={() => add(entry, blocked)} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </UnitBrowserPanel>
  );
}

function blockedText(tr: Translator, blocked: Blocked): string {
  return tr.t("bs.blocked.max", { owner: blocked.owner, entry: blocked.entry, actual: blocked.actual, limit: blocked.limit });
}

function EntryRow({ engine, entry, blocked, onAdd }: { engine: Engine; entry: AvailableEntry; blocked: Blocked | undefined; onAdd: () => void }) {
  const tr = useTranslator();
  const reasonId = useId();
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-0.5 py-1.5 text-sm" data-testid="bs-entry">
      <span className={`min-w-0 flex-1 ${blocked ? "text-stone-600 dark:text-stone-400" : ""}`}>
        <span className="font-medium">{entry.name}</span> <span className="tabular-nums text-stone-600 dark:text-stone-400">{costText(tr, engine, entry.costs)}</span>
      </span>
      <button
        type="button"
        className={`${button} min-h-6 min-w-6 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
        aria-label={tr.t("bs.add", { name: entry.name })}
        aria-disabled={Boolean(blocked)}
        aria-describedby={blocked ? reasonId : undefined}
        data-testid="bs-add-entry"
        onClick={onAdd}
      >
        {tr.t("bs.addShort")}
      </button>
      {blocked ? <BlockedReason inline id={reasonId} text={tr.t("browser.blocked", { reason: blockedText(tr, blocked) })} /> : null}
    </li>
  );
}

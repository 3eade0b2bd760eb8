"use client";

import * as actions from "@/lib/battlescribe/engine/actions";
import { availableEntries, type AvailableEntry } from "@/lib/battlescribe/engine/available";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { Facts } from "@/lib/battlescribe/engine/facts";
import type { ForceNode, SelectionNode } from "@/lib/battlescribe/engine/roster";
import type { RosterSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { useTranslator } from "@/lib/client/use-translator";
import type { Translator } from "@/lib/i18n/translate";
import { button, type Act } from "./builder-styles";
import { costText } from "./cost-text";
import { findSelection } from "./find-selection";
import { SelectionCard } from "./selection-card";

function groupByCategory(tr: Translator, engine: Engine, entries: AvailableEntry[]): [string, AvailableEntry[]][] {
  const groups = new Map<string, AvailableEntry[]>();
  for (const entry of entries) {
    const name = entry.primaryCategory ? (engine.index.categories.get(entry.primaryCategory)?.name ?? tr.t("bs.uncategorised")) : tr.t("bs.uncategorised");
    groups.set(name, [...(groups.get(name) ?? []), entry]);
  }
  return [...groups];
}

/** One force: what it can take, beside what it holds. */
export function ForcePanel({ engine, facts, force, snapshot, act }: { engine: Engine; facts: Facts; force: ForceNode; snapshot: RosterSnapshot; act: Act }) {
  const tr = useTranslator();
  const available = availableEntries(engine, force, facts);
  const forceSnapshot = [...snapshot.forces, ...snapshot.forces.flatMap((f) => f.childForces)].find((f) => f.id === force.id);
  const byId = new Map<string, SelectionNode>();
  for (const s of force.selections) byId.set(s.id, s);
  return (
    <section aria-labelledby={`force-${force.id}`} className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]" data-testid="bs-force">
      <div className="max-h-[75vh] overflow-y-auto rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900" tabIndex={0} aria-label={tr.t("bs.available", { force: force.entry.name })}>
        <h2 className="font-semibold">{tr.t("bs.available", { force: force.entry.name })}</h2>
        {groupByCategory(tr, engine, available).map(([category, entries]) => (
          <div key={category} className="mt-3">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{category}</h3>
            <ul className="mt-1 space-y-1">
              {entries.map((entry) => (
                <li key={entry.node.id} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {entry.name} <span className="text-stone-600 dark:text-stone-400">{costText(tr, engine, entry.costs)}</span>
                  </span>
                  <button type="button" className={button} aria-label={tr.t("bs.add", { name: entry.name })} data-testid="bs-add-entry" onClick={() => act(() => actions.selectEntry(engine, force.id, entry.node.id))}>
                    {tr.t("bs.addShort")}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900">
        <div className="flex items-center justify-between">
          <h2 id={`force-${force.id}`} className="font-semibold">
            {forceSnapshot?.name ?? force.entry.name}
          </h2>
          <button type="button" className={button} onClick={() => act(() => actions.removeForce(engine, force.id))}>
            {tr.t("bs.force.remove", { name: force.entry.name })}
          </button>
        </div>
        {forceSnapshot && forceSnapshot.selections.length > 0 ? (
          <ul className="mt-2 space-y-3">
            {forceSnapshot.selections.map((s) => (
              <SelectionCard key={s.id} engine={engine} facts={facts} force={force} snapshot={s} node={findSelection(force.selections, s.id)} act={act} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{tr.t("bs.empty")}</p>
        )}
      </div>
    </section>
  );
}

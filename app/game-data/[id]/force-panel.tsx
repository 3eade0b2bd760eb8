"use client";

import * as actions from "@/lib/battlescribe/engine/actions";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { Facts } from "@/lib/battlescribe/engine/facts";
import type { ForceNode } from "@/lib/battlescribe/engine/roster";
import type { RosterSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { useTranslator } from "@/lib/client/use-translator";
import { AddChildForce } from "./add-child-force";
import { button, type Act } from "./builder-styles";
import type { CardMarks } from "./card-marks";
import { findSelection } from "./find-selection";
import { IssueMark } from "./issue-mark";
import { SelectionCard } from "./selection-card";

/** One force and the units it holds (what it can take is in the unit browser). */
export function ForcePanel({ engine, facts, force, snapshot, act, marks }: { engine: Engine; facts: Facts; force: ForceNode; snapshot: RosterSnapshot; act: Act; marks: CardMarks }) {
  const tr = useTranslator();
  const forceSnapshot = [...snapshot.forces, ...snapshot.forces.flatMap((f) => f.childForces)].find((f) => f.id === force.id);
  // A force within a force (an Age of Sigmar regiment) is drawn indented under its parent and says whose it is.
  const parent = force.parent.kind === "force" ? force.parent : undefined;
  return (
    <section
      aria-labelledby={`force-${force.id}`}
      className={`rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900 ${parent ? "ms-4 border-s-4 border-s-amber-700/40" : ""} ${marks.highlightId === force.id ? "muster-highlight" : ""}`}
      data-testid="bs-force"
      data-selection-id={force.id}
      tabIndex={-1}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`force-${force.id}`} className="font-semibold">
          {forceSnapshot?.name ?? force.entry.name} <IssueMark counts={marks.issues.get(force.id)} />
        </h2>
        <button type="button" className={button} onClick={() => act(() => actions.removeForce(engine, force.id))}>
          {tr.t("bs.force.remove", { name: force.entry.name })}
        </button>
      </div>
      {parent ? <p className="text-sm text-stone-600 dark:text-stone-400">{tr.t("bs.childForce.within", { force: parent.customName || parent.entry.name })}</p> : null}
      <AddChildForce engine={engine} force={force} act={act} />
      {forceSnapshot && forceSnapshot.selections.length > 0 ? (
        <ul className="mt-2 space-y-3">
          {forceSnapshot.selections.map((s) => (
            <SelectionCard key={s.id} engine={engine} facts={facts} force={force} snapshot={s} node={findSelection(force.selections, s.id)} act={act} marks={marks} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{tr.t("bs.empty")}</p>
      )}
    </section>
  );
}

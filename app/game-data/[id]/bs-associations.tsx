"use client";

import * as actions from "@/lib/battlescribe/engine/actions";
import { associationChoices, type AssociationChoice } from "@/lib/battlescribe/engine/associations";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { Facts } from "@/lib/battlescribe/engine/facts";
import type { ForceNode, SelectionNode } from "@/lib/battlescribe/engine/roster";
import { walkSelections } from "@/lib/battlescribe/engine/roster";
import { useTranslator } from "@/lib/client/use-translator";
import { field } from "./builder-styles";

/** Where a candidate is, so two of the same name can be told apart: its unit, else its force. */
function placeOf(candidate: SelectionNode, facts: Facts): string {
  let root: SelectionNode = candidate;
  while (root.parent.kind === "selection") root = root.parent;
  return root === candidate ? (candidate.force.customName ?? candidate.force.entry.name) : facts.viewOf(root).name;
}

/** Candidates by name and place; two alike (two regiments of one force) are numbered in roster order. */
function candidateLabels(candidates: SelectionNode[], facts: Facts, word: (name: string, place: string, nth?: number) => string): Map<SelectionNode, string> {
  const plain = candidates.map((c) => ({ c, name: c.customName ?? facts.viewOf(c).name, place: placeOf(c, facts) }));
  const key = (x: { name: string; place: string }) => `${x.name}\u0000${x.place}`;
  const totals = new Map<string, number>();
  for (const x of plain) totals.set(key(x), (totals.get(key(x)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const labels = new Map<SelectionNode, string>();
  for (const x of plain) {
    const k = key(x);
    const nth = (seen.get(k) ?? 0) + 1;
    seen.set(k, nth);
    labels.set(x.c, word(x.name, x.place, (totals.get(k) ?? 0) > 1 ? nth : undefined));
  }
  return labels;
}

/**
 * New Recruit's associations of a unit and what it holds: for each, the player picks the
 * selections it is linked to (the model carrying the wargear, the regiment a detachment joins).
 */
export function BsAssociations({ engine, facts, force, unit, act }: { engine: Engine; facts: Facts; force: ForceNode; unit: SelectionNode; act: (work: () => void) => void }) {
  const holders = [unit, ...walkSelections(unit.children)].filter((s) => s.node.associations.length > 0);
  if (holders.length === 0) return null;
  return (
    <div className="mt-2 space-y-2" data-testid="bs-associations">
      {holders.flatMap((holder) =>
        associationChoices(engine, holder, facts).map((choice) => (
          <AssociationPicker key={`${holder.id}-${choice.association.id}`} engine={engine} force={force} holder={holder} choice={choice} facts={facts} act={act} />
        )),
      )}
    </div>
  );
}

function AssociationPicker({ engine, force, holder, choice, facts, act }: { engine: Engine; force: ForceNode; holder: SelectionNode; choice: AssociationChoice; facts: Facts; act: (work: () => void) => void }) {
  const tr = useTranslator();
  const associationId = choice.association.id ?? "";
  const holderName = facts.viewOf(holder).name;
  // The data often names the association after its holder ("Helix Gauntlet"): then the name once.
  const associationName = choice.association.name ?? "";
  const label = associationName && associationName !== holderName ? tr.t("bs.association.label", { association: associationName, holder: holderName }) : tr.t("bs.association.labelLinked", { holder: holderName });
  const set = (ids: string[]) => act(() => actions.setAssociation(engine, force.id, holder.id, associationId, ids));
  const labels = candidateLabels(choice.candidates, facts, (name, place, nth) =>
    nth === undefined ? tr.t("bs.association.candidate", { name, place }) : tr.t("bs.association.candidateNumbered", { name, place, nth }),
  );
  const option = (candidate: SelectionNode) => labels.get(candidate) ?? "";
  if (choice.candidates.length === 0) {
    return (
      <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="bs-association-empty">
        {label} {tr.t("bs.association.noCandidates")}
      </p>
    );
  }
  if (choice.bounds.max === 1) {
    return (
      <label className="block text-sm font-medium">
        {label}
        <select className={field} value={choice.chosen.find((c) => choice.candidates.includes(c))?.id ?? ""} onChange={(e) => set(e.target.value ? [e.target.value] : [])} data-testid="bs-association">
          <option value="">{tr.t("bs.association.none")}</option>
          {choice.candidates.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {option(candidate)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  // A link to what is no longer a candidate (moved, or changed by a modifier) is dropped by the next choice.
  const chosen = new Set(choice.chosen.filter((c) => choice.candidates.includes(c)).map((c) => c.id));
  return (
    <fieldset className="text-sm" data-testid="bs-association">
      <legend className="font-medium">{label}</legend>
      {choice.candidates.map((candidate) => (
        <label key={candidate.id} className="me-3 inline-flex items-center gap-1">
          <input
            type="checkbox"
            checked={chosen.has(candidate.id)}
            onChange={(e) => set(e.target.checked ? [...chosen, candidate.id] : [...chosen].filter((id) => id !== candidate.id))}
          />
          {option(candidate)}
        </label>
      ))}
    </fieldset>
  );
}

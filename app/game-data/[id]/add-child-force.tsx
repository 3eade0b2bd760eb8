"use client";
/**
 * Adds a force within a force: Age of Sigmar 4's regiments and auxiliaries inside the General's
 * Handbook force, Horus Heresy's detachments inside a crusade force. Offered only where the
 * force's entry has child force entries that its modifiers leave visible; labelled with the
 * data's own `childForcesLabel` ("Regiments and Auxiliary") when it has one.
 */
import { useId, useState } from "react";
import * as actions from "@/lib/battlescribe/engine/actions";
import { availableForceEntries } from "@/lib/battlescribe/engine/available";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { ForceNode } from "@/lib/battlescribe/engine/roster";
import { useTranslator } from "@/lib/client/use-translator";
import { button, field, type Act } from "./builder-styles";

export function AddChildForce({ engine, force, act }: { engine: Engine; force: ForceNode; act: Act }) {
  const tr = useTranslator();
  const id = useId();
  const entries = availableForceEntries(engine, force);
  const [chosen, setChosen] = useState("");
  if (entries.length === 0) return null;
  const entryId = entries.some((e) => e.id === chosen) ? chosen : (entries[0]?.id ?? "");
  const forceName = force.customName || force.entry.name;
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      data-testid="bs-add-child-force"
      onSubmit={(e) => {
        e.preventDefault();
        if (entryId) act(() => actions.addChildForce(engine, force.id, entryId, force.catalogue?.id));
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {force.entry.childForcesLabel || tr.t("bs.childForce.label")}
        <select id={id} value={entryId} onChange={(e) => setChosen(e.target.value)} className={field} data-testid="bs-child-force-entry">
          {entries.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={button} aria-label={tr.t("bs.childForce.addTo", { force: forceName })}>
        {tr.t("bs.childForce.add")}
      </button>
    </form>
  );
}

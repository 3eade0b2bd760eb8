"use client";

import { useState } from "react";
import * as actions from "@/lib/battlescribe/engine/actions";
import { availableForceEntries } from "@/lib/battlescribe/engine/available";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { useTranslator } from "@/lib/client/use-translator";
import { field, primary, type Act } from "./builder-styles";

/** Adds a force (detachment) of a chosen catalogue to the roster. */
export function AddForce({ engine, act }: { engine: Engine; act: Act }) {
  const tr = useTranslator();
  const catalogues = engine.index.data.catalogues.filter((c) => !c.library);
  const forceEntries = availableForceEntries(engine);
  const [catalogueId, setCatalogueId] = useState(catalogues[0]?.id ?? "");
  const [forceEntryId, setForceEntryId] = useState(forceEntries[0]?.id ?? "");
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900"
      onSubmit={(e) => {
        e.preventDefault();
        act(() => actions.addForce(engine, forceEntryId, catalogueId || undefined));
      }}
    >
      <fieldset className="contents">
        <legend className="sr-only">{tr.t("bs.force.legend")}</legend>
        <label className="text-sm font-medium">
          {tr.t("bs.force.catalogue")}
          <select className={field} value={catalogueId} onChange={(e) => setCatalogueId(e.target.value)} data-testid="bs-catalogue">
            {catalogues.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {tr.t("bs.force.entry")}
          <select className={field} value={forceEntryId} onChange={(e) => setForceEntryId(e.target.value)} data-testid="bs-force-entry">
            {forceEntries.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primary} data-testid="bs-add-force">
          {tr.t("bs.force.add")}
        </button>
      </fieldset>
    </form>
  );
}

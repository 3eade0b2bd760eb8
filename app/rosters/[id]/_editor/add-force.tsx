"use client";
/** Adds a detachment of a type the ruleset allows. */
import { useId, useState } from "react";
import { newId } from "@/lib/client/new-id";
import { useTranslator } from "@/lib/client/use-translator";
import { addForce } from "@/lib/roster/roster-ops";
import { useEditor } from "./editor-context";

export function AddForce({ allowed }: { allowed: { id: string; name: string }[] }) {
  const tr = useTranslator();
  const { editor, view } = useEditor();
  const selectId = useId();
  const [entryId, setEntryId] = useState(allowed[0]?.id ?? "");
  if (allowed.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-dashed border-stone-300 p-3 dark:border-stone-700 print:hidden" data-testid="add-force">
      {/* A choice of one is no choice: the button names the only detachment instead. */}
      {allowed.length > 1 ? (
        <>
          <label htmlFor={selectId} className="text-sm font-medium">
            {tr.t("force.addType")}
          </label>
          <select
            id={selectId}
            value={entryId}
            onChange={(e) => setEntryId(e.target.value)}
            className="h-9 rounded-md border border-stone-300 bg-white px-2 text-sm dark:border-stone-700 dark:bg-stone-900"
          >
            {allowed.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button
        type="button"
        className="rounded-md bg-stone-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-stone-700 dark:bg-stone-200 dark:text-stone-900 dark:hover:bg-stone-300"
        onClick={() => {
          const next = editor.apply((r) => addForce(r, entryId, newId));
          const added = next.forces[next.forces.length - 1];
          if (added) requestAnimationFrame(() => view.reveal(added.id));
        }}
      >
        {allowed.length > 1 ? tr.t("force.add") : tr.t("force.addOnly", { name: allowed[0]?.name ?? "" })}
      </button>
    </div>
  );
}

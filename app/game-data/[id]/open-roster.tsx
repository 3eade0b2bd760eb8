"use client";

import { useState } from "react";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { openRosterFile, type OpenedRoster } from "@/lib/battlescribe/ros/open-roster-file";
import { useTranslator } from "@/lib/client/use-translator";

/** Opens a BattleScribe or New Recruit roster (.ros, .rosz) on this data, saying what did not match. */
export function OpenRoster({ engine, initial, opened }: { engine: Engine; initial?: OpenedRoster; opened: (engine: Engine) => void }) {
  const tr = useTranslator();
  const [notes, setNotes] = useState<{ result?: OpenedRoster; error?: string }>({ result: initial });
  return (
    <div className="mt-4 rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900">
      <label className="text-sm font-medium">
        {tr.t("bs.open.label")}
        <input
          type="file"
          accept=".ros,.rosz"
          className="mt-1 block max-w-full text-sm"
          data-testid="bs-open-roster"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            try {
              const result = openRosterFile(engine, file.name, new Uint8Array(await file.arrayBuffer()));
              setNotes({ result });
              opened(result.engine);
            } catch (error) {
              setNotes({ error: error instanceof Error ? error.message : String(error) });
            }
          }}
        />
      </label>
      <div aria-live="polite" className="mt-2 text-sm" data-testid="bs-open-notes">
        {notes.error && <p role="alert" className="text-red-800 dark:text-red-300">{tr.t("bs.open.failed", { message: notes.error })}</p>}
        {notes.result && notes.result.unknown.length === 0 && notes.result.costDifferences.length === 0 && <p>{tr.t("bs.open.clean")}</p>}
        {notes.result && notes.result.unknown.length > 0 && (
          <>
            <p>{tr.t("bs.open.unknown", { count: notes.result.unknown.length })}</p>
            <ul className="list-disc ps-6">
              {notes.result.unknown.map((u, i) => (
                <li key={i}>{u.path}</li>
              ))}
            </ul>
          </>
        )}
        {notes.result && notes.result.costDifferences.length > 0 && (
          <>
            <p>{tr.t("bs.open.costs", { count: notes.result.costDifferences.length })}</p>
            <ul className="list-disc ps-6">
              {notes.result.costDifferences.map((d, i) => (
                <li key={i}>{tr.t("bs.open.costDifference", { name: d.name, stored: d.stored, computed: d.computed, cost: d.costName.trim() })}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

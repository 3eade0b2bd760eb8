"use client";

import type { Engine } from "@/lib/battlescribe/engine/engine";
import { describeRosterError } from "@/lib/battlescribe/engine/error-words";
import type { RosterSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { isBlocking } from "@/lib/battlescribe/engine/validate";
import { useTranslator } from "@/lib/client/use-translator";

/** What is wrong with the roster, in words from the catalogue. */
export function ProblemsPanel({ engine, snapshot }: { engine: Engine; snapshot: RosterSnapshot }) {
  const tr = useTranslator();
  if (snapshot.errors.length === 0) return null;
  // Only warnings and notes from the data: shown, but not in the colour of a broken rule.
  const tone = snapshot.errors.some(isBlocking) ? "border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950/40" : "border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40";
  return (
    <section aria-labelledby="bs-problems" className={`rounded-lg border p-3 ${tone}`}>
      <h2 id="bs-problems" className="font-semibold">
        {tr.t("bs.errors")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-sm" data-testid="bs-errors">
        {snapshot.errors.map((error, i) => (
          <li key={i}>{describeRosterError(tr.t, error)}</li>
        ))}
      </ul>
      <span className="sr-only">{engine.roster.name}</span>
    </section>
  );
}

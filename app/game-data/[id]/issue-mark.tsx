"use client";

import { countText, useTranslator } from "@/lib/client/use-translator";

/** The mark on a card with issues: how many, red for errors, amber for warnings only. */
export function IssueMark({ counts }: { counts: { errors: number; warnings: number } | undefined }) {
  const tr = useTranslator();
  if (!counts || counts.errors + counts.warnings === 0) return null;
  return (
    <span
      className={`ms-1 inline-block rounded-full px-2 py-0.5 align-middle text-xs font-semibold ${counts.errors ? "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200" : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"}`}
      data-testid="bs-issue-mark"
    >
      {countText(tr, "unit.issues", counts.errors + counts.warnings)}
    </span>
  );
}

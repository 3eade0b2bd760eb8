"use client";
/** Where the roster stands with the server: Saved, Saving…, unsaved, failed (with why), conflict. */
import type { AutosaveState } from "@/lib/client/autosave-state";
import { useTranslator } from "@/lib/client/use-translator";

export function SaveStatus({ state }: { state: AutosaveState<unknown> }) {
  const tr = useTranslator();
  const text =
    state.status === "saved"
      ? tr.t("save.saved")
      : state.status === "saving"
        ? tr.t("save.saving")
        : state.status === "pending"
          ? tr.t("save.pending")
          : state.status === "conflict"
            ? tr.t("save.conflict")
            : state.retry
              ? tr.t("save.retrying", { message: state.failure ?? "" })
              : tr.t("save.failed", { message: state.failure ?? "" });
  const tone =
    state.status === "saved"
      ? "text-emerald-700 dark:text-emerald-400"
      : state.status === "failed" || state.status === "conflict"
        ? "text-red-700 dark:text-red-400"
        : "text-stone-600 dark:text-stone-400";
  return (
    <span role="status" aria-live="polite" data-testid="save-status" data-status={state.status} className={`text-xs font-medium ${tone}`}>
      {text}
    </span>
  );
}

"use client";
/** Removes one of this browser's army books (DELETE /api/army-books/<id>), after asking. */
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useTranslator } from "@/lib/client/use-translator";

export function RemoveArmyBookButton({ id, name }: { id: string; name: string }) {
  const tr = useTranslator();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    if (!window.confirm(tr.t("armyBooks.removeConfirm", { name }))) return;
    setBusy(true);
    setProblem(null);
    const response = await fetch(`/api/army-books/${encodeURIComponent(id)}`, { method: "DELETE" }).catch(() => undefined);
    if (!response?.ok) {
      const body = (await response?.json().catch(() => ({}))) as { error?: { message?: string } } | undefined;
      setBusy(false);
      setProblem(tr.t("armyBooks.removeFailed", { name, message: body?.error?.message ?? (response ? tr.t("http.failed", { status: response.status }) : tr.t("ui.error.network")) }));
      return;
    }
    startRefresh(() => router.refresh());
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void remove()}
        disabled={busy || refreshing}
        aria-label={tr.t("armyBooks.removeLabel", { name })}
        className="rounded-md border border-stone-300 px-3 py-1.5 text-sm font-semibold hover:bg-stone-100 disabled:opacity-60 dark:border-stone-700 dark:hover:bg-stone-800"
        data-testid="army-book-remove"
      >
        {tr.t("armyBooks.remove")}
      </button>
      {problem ? (
        <p role="alert" className="basis-full text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </>
  );
}

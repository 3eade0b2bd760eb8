"use client";
/**
 * Someone saved this roster elsewhere first. Nothing is overwritten: the player reloads their
 * version, or keeps this one as a new roster (and goes on editing that).
 */
import { trapTab } from "@/lib/client/trap-tab";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import type { RosterRecord } from "@/lib/schemas/roster-requests";
import { saveAsCopy } from "@/lib/client/save-as-copy";
import { countText, useTranslator } from "@/lib/client/use-translator";
import { useEditor } from "./editor-context";
import { formatCosts } from "./format-costs";
import { failureText } from "@/lib/client/failure-text";

export function ConflictDialog({ theirs }: { theirs?: RosterRecord }) {
  const tr = useTranslator();
  const router = useRouter();
  const { editor } = useEditor();
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const keepCopy = async () => {
    setBusy(true);
    setFailure(null);
    const result = await saveAsCopy(editor.roster, tr.t("conflict.copyName", { name: editor.roster.name }));
    if (!result.ok) {
      setBusy(false);
      setFailure(tr.t("conflict.copyFailed", { message: failureText(tr, result.failure) }));
      return;
    }
    // The copy holds this document now; the original keeps their version. Nothing is unsaved.
    if (theirs) editor.reset(theirs);
    router.replace(`/rosters/${encodeURIComponent(result.value.id)}`);
  };

  const unitCount = (record: { document: RosterRecord["document"] }) => record.document.forces.reduce((n, f) => n + f.selections.length, 0);
  return (
    <dialog
      onKeyDown={trapTab}
      ref={ref}
      aria-labelledby="conflict-title"
      data-testid="conflict-dialog"
      // A choice is needed: Escape must not just close it.
      onCancel={(e) => e.preventDefault()}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-5 text-stone-900 shadow-2xl backdrop:bg-stone-950/60 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <h2 id="conflict-title" className="text-lg font-bold">
        {tr.t("conflict.title")}
      </h2>
      <p className="mt-2 text-sm leading-relaxed">{tr.t("conflict.body", { theirs: theirs?.version ?? "?" })}</p>
      {theirs ? (
        <ul className="mt-3 space-y-1 text-sm">
          <li>
            {tr.t("conflict.theirs", {
              summary: tr.t("conflict.summary", { name: theirs.document.name, costs: formatCosts(tr, editor.system, theirs.totals), units: countText(tr, "conflict.units", unitCount(theirs)) }),
            })}
          </li>
          <li>
            {tr.t("conflict.mine", {
              summary: tr.t("conflict.summary", { name: editor.roster.name, costs: formatCosts(tr, editor.system, editor.evaluation.totals.roster.costs), units: countText(tr, "conflict.units", unitCount({ document: editor.roster })) }),
            })}
          </li>
        </ul>
      ) : (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{tr.t("conflict.loading")}</p>
      )}
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {failure}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          disabled={!theirs || busy}
          data-testid="conflict-reload"
          onClick={() => {
            if (!theirs) return;
            editor.reset(theirs);
            ref.current?.close();
          }}
          className="rounded-md border border-stone-300 px-4 py-2 text-sm font-semibold hover:bg-stone-100 disabled:opacity-50 dark:border-stone-600 dark:hover:bg-stone-800"
        >
          {tr.t("conflict.reload")}
        </button>
        <button
          type="button"
          disabled={busy}
          data-testid="conflict-keep-copy"
          onClick={() => void keepCopy()}
          className="rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-50"
        >
          {busy ? tr.t("conflict.copying") : tr.t("conflict.keepCopy")}
        </button>
      </div>
    </dialog>
  );
}

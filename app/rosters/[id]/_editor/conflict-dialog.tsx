"use client";
/**
 * Someone saved this roster elsewhere first. Nothing is overwritten: the player reloads their
 * version, or keeps this one as a new roster (and goes on editing that).
 */
import { trapTab } from "@/lib/client/trap-tab";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { saveAsCopy, type CopyDocument } from "@/lib/client/save-as-copy";
import { countText, useTranslator } from "@/lib/client/use-translator";
import { failureText } from "@/lib/client/failure-text";

/** One side of the conflict as the player reads it: name, points in the game's words, units. */
export type ConflictSide = { name: string; costs: string; units: number };

type Props = {
  /** The version someone else saved, once known. */
  theirs?: { version: number; side: ConflictSide };
  /** What this editor holds, and its document to keep as a copy. */
  mine: { side: ConflictSide; document: CopyDocument };
  /** Shows their version in the editor, saved. */
  takeTheirs: () => void;
};

export function ConflictDialog({ theirs, mine, takeTheirs }: Props) {
  const tr = useTranslator();
  const router = useRouter();
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
    const result = await saveAsCopy(mine.document, tr.t("conflict.copyName", { name: mine.side.name }));
    if (!result.ok) {
      setBusy(false);
      setFailure(tr.t("conflict.copyFailed", { message: failureText(tr, result.failure) }));
      return;
    }
    // The copy holds this document now; the original keeps their version. Nothing is unsaved.
    if (theirs) takeTheirs();
    router.replace(`/rosters/${encodeURIComponent(result.value.id)}`);
  };

  const summary = (side: ConflictSide) => tr.t("conflict.summary", { name: side.name, costs: side.costs, units: countText(tr, "conflict.units", side.units) });
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
            {tr.t("conflict.theirs", { summary: summary(theirs.side) })}
          </li>
          <li>
            {tr.t("conflict.mine", { summary: summary(mine.side) })}
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
            takeTheirs();
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

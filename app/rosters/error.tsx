"use client";
/** Anything under /rosters that throws while rendering: a message and a retry, never a blank page. */
import { useTranslator } from "@/lib/client/use-translator";

export default function RostersError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const tr = useTranslator();
  return (
    <div role="alert" className="mx-auto max-w-3xl px-6 py-12" data-testid="page-error">
      <h1 className="text-2xl font-bold">{tr.t("ui.error.title")}</h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{tr.t("ui.error.body", { message: error.message || error.digest || "" })}</p>
      <button type="button" onClick={reset} className="mt-4 rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800">
        {tr.t("ui.retry")}
      </button>
    </div>
  );
}

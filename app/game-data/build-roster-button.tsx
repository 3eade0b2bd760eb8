"use client";
/**
 * "Build a roster" on installed BattleScribe data: makes a new roster of this browser (through
 * /api/rosters, as every roster is made) and opens it at /rosters/<id>.
 */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";

type Props = { packageId: string; gameSystemId: string; name: string };

export function BuildRosterButton({ packageId, gameSystemId, name }: Props) {
  const tr = useTranslator();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const build = async () => {
    setBusy(true);
    setProblem(null);
    // The server starts the roster on the data as BattleScribe does (its default cost limits).
    const request = { format: "battlescribe", gameSystemId, name: tr.t("gameData.newRosterName") };
    const response = await fetch("/api/rosters", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request) }).catch(() => undefined);
    const body = (await response?.json().catch(() => ({}))) as { id?: string; error?: { message?: string } } | undefined;
    if (!response?.ok || !body?.id) {
      setBusy(false);
      setProblem(tr.t("gameData.buildFailed", { message: body?.error?.message ?? (response ? tr.t("http.failed", { status: response.status }) : tr.t("bs.pdf.offline")) }));
      return;
    }
    router.push(`/rosters/${encodeURIComponent(body.id)}`);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void build()}
        disabled={busy}
        className="mt-3 inline-block rounded-md bg-amber-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
        data-testid="data-package-build"
        data-package-id={packageId}
      >
        {tr.t("gameData.build", { name })}
      </button>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </>
  );
}

"use client";
/** "Import a copy into my rosters": the visitor gets their own roster and goes to its editor. */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import { copySharedRoster } from "@/app/rosters/[id]/_exchange/exchange-api";
import { failureText } from "@/lib/client/failure-text";

export function CopySharedRoster({ token }: { token: string }) {
  const tr = useTranslator();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const copy = async () => {
    setBusy(true);
    setFailure(null);
    const result = await copySharedRoster(token);
    if (!result.ok) {
      setBusy(false);
      return setFailure(tr.t("xui.shared.importFailed", { message: failureText(tr, result.failure) }));
    }
    router.push(`/rosters/${encodeURIComponent(result.value.id)}`);
  };
  return (
    <div>
      <button
        type="button"
        disabled={busy}
        onClick={() => void copy()}
        className="w-full rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
        data-testid="shared-copy"
      >
        {busy ? tr.t("xui.shared.importing") : tr.t("xui.shared.importCopy")}
      </button>
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300" data-testid="shared-copy-failed">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

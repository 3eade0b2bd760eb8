"use client";

import { useId, useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";

const field = "mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base dark:border-stone-600 dark:bg-stone-900";
const primary = "rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:opacity-60";

/** Asks for a reset mail; says the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const tr = useTranslator();
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed?: boolean } | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setBusy(true);
    const response = await fetch("/api/account/forgot-password", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) }).catch(() => null);
    setBusy(false);
    if (response?.ok) return setMessage({ text: tr.t("account.forgot.sent") });
    const answer = (await response?.json().catch(() => ({}))) as { error?: { message?: string } } | undefined;
    setMessage({ text: answer?.error?.message ?? tr.t("ui.error.network"), failed: true });
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4" data-testid="forgot-form">
      <div>
        <label htmlFor={`${ids}-email`} className="font-medium">
          {tr.t("account.field.email")}
        </label>
        <input id={`${ids}-email`} name="email" type="email" required autoComplete="email" maxLength={254} className={field} />
      </div>
      <p role="status" aria-live="polite" className={`min-h-6 text-sm font-medium ${message?.failed ? "text-red-800 dark:text-red-300" : "text-green-800 dark:text-green-300"}`} data-testid="forgot-status">
        {message?.text}
      </p>
      <button type="submit" className={primary} disabled={busy} data-testid="forgot-submit">
        {busy ? tr.t("account.working") : tr.t("account.forgot.submit")}
      </button>
    </form>
  );
}

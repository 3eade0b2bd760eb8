"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import { MAX_PASSWORD, MIN_PASSWORD } from "@/lib/schemas/password-limits";

const field = "mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base dark:border-stone-600 dark:bg-stone-900";
const primary = "rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:opacity-60";

/** The new password, with the token from the mail's link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const tr = useTranslator();
  const ids = useId();
  const [state, setState] = useState<{ kind: "idle" | "busy" | "done" } | { kind: "failed"; text: string }>({ kind: "idle" });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newPassword = String(new FormData(event.currentTarget).get("newPassword") ?? "");
    setState({ kind: "busy" });
    const response = await fetch("/api/account/reset-password", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token, newPassword }) }).catch(() => null);
    if (response?.ok) return setState({ kind: "done" });
    const answer = (await response?.json().catch(() => ({}))) as { error?: { message?: string } } | undefined;
    setState({ kind: "failed", text: answer?.error?.message ?? tr.t("ui.error.network") });
  }

  if (state.kind === "done") {
    return (
      <p role="status" className="mt-6 font-medium" data-testid="reset-done">
        {tr.t("account.reset.done")}{" "}
        <Link href="/account/sign-in" className="text-amber-800 underline underline-offset-2 dark:text-amber-300">
          {tr.t("nav.signIn")}
        </Link>
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="mt-6 space-y-4" data-testid="reset-form">
      <div>
        <label htmlFor={`${ids}-new`} className="font-medium">
          {tr.t("account.field.newPassword")}
        </label>
        <input id={`${ids}-new`} name="newPassword" type="password" required minLength={MIN_PASSWORD} maxLength={MAX_PASSWORD} autoComplete="new-password" aria-describedby={`${ids}-hint`} className={field} />
        <p id={`${ids}-hint`} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          {tr.t("account.field.passwordHint", { min: MIN_PASSWORD })}
        </p>
      </div>
      <p role="alert" className="min-h-6 text-sm font-medium text-red-800 dark:text-red-300" data-testid="reset-error">
        {state.kind === "failed" ? state.text : null}
      </p>
      <button type="submit" className={primary} disabled={state.kind === "busy"} data-testid="reset-submit">
        {state.kind === "busy" ? tr.t("account.working") : tr.t("account.reset.submit")}
      </button>
    </form>
  );
}

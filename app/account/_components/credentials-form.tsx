"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { signInWithPasskey } from "@/lib/client/passkeys";
import { useTranslator } from "@/lib/client/use-translator";
import { MAX_PASSWORD, MIN_PASSWORD } from "@/lib/schemas/password-limits";

type Mode = "sign-in" | "sign-up";
type Answer = { moved?: { rosters: number; bsRosters: number }; error?: { message: string; problems?: { path: string; message: string }[] } };

const field = "mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base dark:border-stone-600 dark:bg-stone-900";
const primary = "rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:opacity-60";

/** Sign in or sign up: e-mail and password, sent to Muster's own routes; My rosters says what moved in. */
export function CredentialsForm({ mode }: { mode: Mode }) {
  const tr = useTranslator();
  const router = useRouter();
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: Record<string, string> = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
    const name = String(form.get("name") ?? "").trim();
    if (mode === "sign-up" && name) body.name = name;
    setBusy(true);
    setFailure(null);
    const response = await fetch(`/api/account/${mode}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
    const answer = ((await response?.json().catch(() => ({}))) ?? {}) as Answer;
    setBusy(false);
    if (!response?.ok) {
      setFailure(answer.error?.message ?? tr.t("ui.error.network"));
      return;
    }
    signedIn(answer);
  }

  function signedIn(answer: Answer) {
    const moved = (answer.moved?.rosters ?? 0) + (answer.moved?.bsRosters ?? 0);
    router.push(`/rosters?${mode === "sign-up" ? "created" : "signedIn"}=${moved}`);
    router.refresh();
  }

  async function signInByPasskey() {
    setBusy(true);
    setFailure(null);
    const outcome = await signInWithPasskey();
    setBusy(false);
    if (outcome.kind === "done") return signedIn(outcome.value);
    const key = outcome.kind === "cancelled" ? "account.signIn.passkeyCancelled" : outcome.kind === "unsupported" ? "account.passkeys.unsupported" : "account.passkeys.failed";
    setFailure(outcome.kind === "failed" && outcome.message ? outcome.message : tr.t(key));
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4" noValidate={false} data-testid={`${mode}-form`}>
      {mode === "sign-up" ? (
        <div>
          <label htmlFor={`${ids}-name`} className="font-medium">
            {tr.t("account.field.name")}
          </label>
          <input id={`${ids}-name`} name="name" autoComplete="name" maxLength={80} className={field} />
        </div>
      ) : null}
      <div>
        <label htmlFor={`${ids}-email`} className="font-medium">
          {tr.t("account.field.email")}
        </label>
        <input id={`${ids}-email`} name="email" type="email" required autoComplete="email" maxLength={254} className={field} />
      </div>
      <div>
        <label htmlFor={`${ids}-password`} className="font-medium">
          {tr.t("account.field.password")}
        </label>
        <input
          id={`${ids}-password`}
          name="password"
          type="password"
          required
          minLength={mode === "sign-up" ? MIN_PASSWORD : undefined}
          maxLength={MAX_PASSWORD}
          autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
          aria-describedby={mode === "sign-up" ? `${ids}-hint` : undefined}
          className={field}
        />
        {mode === "sign-up" ? (
          <p id={`${ids}-hint`} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
            {tr.t("account.field.passwordHint", { min: MIN_PASSWORD })}
          </p>
        ) : null}
      </div>
      <p role="alert" className="min-h-6 text-sm font-medium text-red-800 dark:text-red-300" data-testid="account-error">
        {failure}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primary} disabled={busy} data-testid={`${mode}-submit`}>
          {busy ? tr.t("account.working") : tr.t(mode === "sign-up" ? "account.signUp.submit" : "account.signIn.submit")}
        </button>
        <Link href={mode === "sign-up" ? "/account/sign-in" : "/account/sign-up"} className="text-sm font-medium text-amber-800 underline underline-offset-2 dark:text-amber-300">
          {tr.t(mode === "sign-up" ? "account.signUp.toSignIn" : "account.signIn.toSignUp")}
        </Link>
        {mode === "sign-in" ? (
          <button type="button" className="rounded-md border border-stone-400 px-4 py-2 font-semibold hover:bg-stone-100 disabled:opacity-60 dark:border-stone-600 dark:hover:bg-stone-800" disabled={busy} onClick={signInByPasskey} data-testid="sign-in-passkey">
            {tr.t("account.signIn.passkey")}
          </button>
        ) : null}
        {mode === "sign-in" ? (
          <Link href="/account/forgot-password" className="text-sm font-medium text-amber-800 underline underline-offset-2 dark:text-amber-300">
            {tr.t("account.forgot.link")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useState } from "react";
import type { AccountView } from "@/lib/data-access/accounts";
import { createPasskey } from "@/lib/client/passkeys";
import { useTranslator } from "@/lib/client/use-translator";
import type { Translator } from "@/lib/i18n/translate";
import { MAX_PASSWORD, MIN_PASSWORD } from "@/lib/schemas/password-limits";
import { clearGameDataCache } from "@/lib/client/game-data-cache";

const field = "mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base dark:border-stone-600 dark:bg-stone-900";
const button = "rounded-md border border-stone-400 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800";
const danger = "rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900";
const section = "mt-6 rounded-lg border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900";

type Load = { kind: "loading" } | { kind: "signedOut" } | { kind: "failed"; message: string } | { kind: "ready"; account: AccountView };

async function send(tr: Translator, path: string, method: string, body?: unknown): Promise<{ ok: boolean; message?: string }> {
  const response = await fetch(path, { method, ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }) }).catch(() => null);
  if (response?.ok) return { ok: true };
  const answer = (await response?.json().catch(() => ({}))) as { error?: { message?: string } } | undefined;
  return { ok: false, message: answer?.error?.message ?? tr.t("ui.error.network") };
}

async function fetchAccount(tr: Translator): Promise<Load> {
  const response = await fetch("/api/account", { cache: "no-store" }).catch(() => null);
  if (response?.status === 401) return { kind: "signedOut" };
  if (!response?.ok) return { kind: "failed", message: response ? tr.t("http.failed", { status: response.status }) : tr.t("ui.error.network") };
  return { kind: "ready", account: (await response.json()) as AccountView };
}

/** The account page: who is signed in, its browsers, password, export and deletion. */
export function AccountPanel() {
  const tr = useTranslator();
  const router = useRouter();
  const ids = useId();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [status, setStatus] = useState<{ text: string; failed?: boolean } | null>(null);

  const refresh = useCallback(async () => setLoad(await fetchAccount(tr)), [tr]);

  useEffect(() => {
    let live = true;
    void fetchAccount(tr).then((loaded) => {
      if (live) setLoad(loaded);
    });
    return () => {
      live = false;
    };
  }, [tr]);

  if (load.kind === "loading") return <p className="mt-4">{tr.t("account.working")}</p>;
  if (load.kind === "failed") return <p className="mt-4" role="alert">{tr.t("account.loadFailed", { message: load.message })}</p>;
  if (load.kind === "signedOut") {
    return (
      <p className="mt-4">
        {tr.t("account.required")}{" "}
        <Link href="/account/sign-in" className="font-medium text-amber-800 underline underline-offset-2 dark:text-amber-300">
          {tr.t("nav.signIn")}
        </Link>
      </p>
    );
  }
  const { account } = load;

  async function signOut() {
    await send(tr, "/api/account/sign-out", "POST");
    // Game data kept in this browser for the account (its own uploads among them) goes with it.
    await clearGameDataCache();
    router.push("/");
    router.refresh();
  }

  async function revoke(id: string) {
    const result = await send(tr, `/api/account/sessions/${encodeURIComponent(id)}`, "DELETE");
    if (!result.ok) setStatus({ text: result.message ?? "", failed: true });
    await refresh();
  }

  async function addPasskey(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const outcome = await createPasskey(String(new FormData(form).get("passkeyName") ?? "").trim());
    if (outcome.kind === "done") {
      form.reset();
      setStatus({ text: tr.t("account.passkeys.added") });
      return refresh();
    }
    const key = outcome.kind === "cancelled" ? "account.passkeys.cancelled" : outcome.kind === "unsupported" ? "account.passkeys.unsupported" : "account.passkeys.failed";
    setStatus({ text: outcome.kind === "failed" && outcome.message ? outcome.message : tr.t(key), failed: true });
  }

  async function removePasskey(id: string) {
    const result = await send(tr, `/api/account/passkeys/${encodeURIComponent(id)}`, "DELETE");
    setStatus(result.ok ? { text: tr.t("account.passkeys.removed") } : { text: result.message ?? "", failed: true });
    await refresh();
  }

  async function changeEmail(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const response = await fetch("/api/account/email", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ newEmail: String(data.get("newEmail") ?? ""), password: String(data.get("password") ?? "") }) }).catch(() => null);
    const answer = (await response?.json().catch(() => ({}))) as { email?: string; pending?: boolean; error?: { message?: string } } | undefined;
    if (!response?.ok || !answer?.email) return setStatus({ text: answer?.error?.message ?? tr.t("ui.error.network"), failed: true });
    form.reset();
    setStatus({ text: tr.t(answer.pending ? "account.email.sent" : "account.email.done", { email: answer.email }) });
    await refresh();
  }

  async function changePassword(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = await send(tr, "/api/account/password", "POST", { currentPassword: String(data.get("currentPassword") ?? ""), newPassword: String(data.get("newPassword") ?? "") });
    setStatus(result.ok ? { text: tr.t("account.password.done") } : { text: result.message ?? "", failed: true });
    if (result.ok) {
      form.reset();
      await refresh();
    }
  }

  async function deleteAccount(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = await send(tr, "/api/account", "DELETE", { password: String(data.get("password") ?? "") });
    if (!result.ok) return setStatus({ text: result.message ?? "", failed: true });
    router.push("/");
    router.refresh();
  }

  return (
    <div data-testid="account-panel">
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold" data-testid="account-email">
            {tr.t("account.signedInAs", { email: account.email })}
          </p>
          <p className="text-sm text-stone-700 dark:text-stone-300">
            {tr.t("account.since", { when: Date.parse(account.createdAt) })} {tr.t("account.counts", account.counts)}
          </p>
          <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="account-verified">
            {tr.t(account.emailVerified ? "account.verified" : "account.unverified")}
          </p>
        </div>
        <button type="button" className={button} onClick={signOut} data-testid="account-sign-out">
          {tr.t("account.signOut")}
        </button>
      </div>
      <p role="status" aria-live="polite" className={`mt-3 min-h-6 text-sm font-medium ${status?.failed ? "text-red-800 dark:text-red-300" : "text-green-800 dark:text-green-300"}`} data-testid="account-status">
        {status?.text}
      </p>

      <section className={section} aria-labelledby={`${ids}-sessions`}>
        <h2 id={`${ids}-sessions`} className="font-semibold">
          {tr.t("account.sessions.title")}
        </h2>
        <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-800" data-testid="account-sessions">
          {account.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="account-session">
              <span>
                {tr.t("account.sessions.item", { when: Date.parse(session.createdAt) })}
                <span className="block text-stone-700 dark:text-stone-300">{session.userAgent ? tr.t("account.sessions.agent", { agent: session.userAgent.slice(0, 120) }) : tr.t("account.sessions.unknownAgent")}</span>
              </span>
              {session.current ? (
                <span className="font-medium">{tr.t("account.sessions.current")}</span>
              ) : (
                <button type="button" className={button} aria-label={tr.t("account.sessions.revokeNamed", { when: Date.parse(session.createdAt) })} onClick={() => revoke(session.id)} data-testid="account-revoke">
                  {tr.t("account.sessions.revoke")}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={section} aria-labelledby={`${ids}-passkeys`}>
        <h2 id={`${ids}-passkeys`} className="font-semibold">
          {tr.t("account.passkeys.title")}
        </h2>
        <p className="mt-1 text-sm">{tr.t("account.passkeys.intro")}</p>
        {account.passkeys.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{tr.t("account.passkeys.none")}</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-800" data-testid="account-passkeys">
            {account.passkeys.map((passkey) => {
              const name = passkey.name || tr.t("account.passkeys.unnamed");
              return (
                <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="account-passkey">
                  <span>
                    <span className="font-medium">{name}</span>
                    {passkey.createdAt ? <span className="block text-stone-700 dark:text-stone-300">{tr.t("account.passkeys.addedOn", { when: Date.parse(passkey.createdAt) })}</span> : null}
                    {passkey.backedUp ? <span className="block text-stone-700 dark:text-stone-300">{tr.t("account.passkeys.synced")}</span> : null}
                  </span>
                  <button type="button" className={button} aria-label={tr.t("account.passkeys.removeNamed", { name })} onClick={() => removePasskey(passkey.id)} data-testid="account-passkey-remove">
                    {tr.t("account.passkeys.remove")}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <form onSubmit={addPasskey} className="mt-2 grid gap-3 sm:max-w-sm">
          <div>
            <label htmlFor={`${ids}-passkey-name`} className="text-sm font-medium">
              {tr.t("account.passkeys.field.name")}
            </label>
            <input id={`${ids}-passkey-name`} name="passkeyName" maxLength={60} autoComplete="off" className={field} />
          </div>
          <button type="submit" className={button} data-testid="account-passkey-add">
            {tr.t("account.passkeys.add")}
          </button>
        </form>
      </section>

      <section className={section} aria-labelledby={`${ids}-email`}>
        <h2 id={`${ids}-email`} className="font-semibold">
          {tr.t("account.email.title")}
        </h2>
        <form onSubmit={changeEmail} className="mt-2 grid gap-3 sm:max-w-sm">
          <div>
            <label htmlFor={`${ids}-new-email`} className="text-sm font-medium">
              {tr.t("account.field.newEmail")}
            </label>
            <input id={`${ids}-new-email`} name="newEmail" type="email" required autoComplete="email" maxLength={254} className={field} />
          </div>
          <div>
            <label htmlFor={`${ids}-email-password`} className="text-sm font-medium">
              {tr.t("account.field.currentPassword")}
            </label>
            <input id={`${ids}-email-password`} name="password" type="password" required autoComplete="current-password" maxLength={MAX_PASSWORD} className={field} />
          </div>
          <button type="submit" className={button} data-testid="account-change-email">
            {tr.t("account.email.submit")}
          </button>
        </form>
      </section>

      <section className={section} aria-labelledby={`${ids}-password`}>
        <h2 id={`${ids}-password`} className="font-semibold">
          {tr.t("account.password.title")}
        </h2>
        <form onSubmit={changePassword} className="mt-2 grid gap-3 sm:max-w-sm">
          <div>
            <label htmlFor={`${ids}-current`} className="text-sm font-medium">
              {tr.t("account.field.currentPassword")}
            </label>
            <input id={`${ids}-current`} name="currentPassword" type="password" required autoComplete="current-password" maxLength={MAX_PASSWORD} className={field} />
          </div>
          <div>
            <label htmlFor={`${ids}-new`} className="text-sm font-medium">
              {tr.t("account.field.newPassword")}
            </label>
            <input id={`${ids}-new`} name="newPassword" type="password" required minLength={MIN_PASSWORD} maxLength={MAX_PASSWORD} autoComplete="new-password" aria-describedby={`${ids}-new-hint`} className={field} />
            <p id={`${ids}-new-hint`} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
              {tr.t("account.field.passwordHint", { min: MIN_PASSWORD })}
            </p>
          </div>
          <button type="submit" className={button} data-testid="account-change-password">
            {tr.t("account.password.submit")}
          </button>
        </form>
      </section>

      <section className={section} aria-labelledby={`${ids}-export`}>
        <h2 id={`${ids}-export`} className="font-semibold">
          {tr.t("account.export.title")}
        </h2>
        <p className="mt-1 text-sm">{tr.t("account.export.intro")}</p>
        <a href="/api/account/export" download className="mt-2 inline-block font-medium text-amber-800 underline underline-offset-2 dark:text-amber-300" data-testid="account-export">
          {tr.t("account.export.link")}
        </a>
      </section>

      <section className={section} aria-labelledby={`${ids}-delete`}>
        <h2 id={`${ids}-delete`} className="font-semibold">
          {tr.t("account.delete.title")}
        </h2>
        <p className="mt-1 text-sm">{tr.t("account.delete.intro")}</p>
        <form onSubmit={deleteAccount} className="mt-2 grid gap-3 sm:max-w-sm">
          <div>
            <label htmlFor={`${ids}-delete-password`} className="text-sm font-medium">
              {tr.t("account.field.password")}
            </label>
            <input id={`${ids}-delete-password`} name="password" type="password" required autoComplete="current-password" maxLength={MAX_PASSWORD} className={field} />
          </div>
          <button type="submit" className={danger} data-testid="account-delete">
            {tr.t("account.delete.submit")}
          </button>
        </form>
      </section>
    </div>
  );
}

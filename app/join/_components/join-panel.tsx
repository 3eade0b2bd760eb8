"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { ZonedMessage } from "@/app/_components/zoned-message";
import type { JoinView } from "@/lib/data-access/events";
import { useTranslator } from "@/lib/client/use-translator";

const field = "mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-900";
const button = "rounded-md border border-stone-400 px-3 py-2 text-sm font-medium hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800";
const primary = "rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:opacity-60";

type Check = { valid: boolean; issues: { severity: string; message: string }[]; problems: string[] };

/** A player's side of an event: pick a roster, see the event's verdict, send it; read the organiser's answer. */
export function JoinPanel({ token, view, rosters }: { token: string; view: JoinView; rosters: { id: string; name: string }[] }) {
  const tr = useTranslator();
  const router = useRouter();
  const ids = useId();
  const [rosterId, setRosterId] = useState(rosters[0]?.id ?? "");
  const [check, setCheck] = useState<Check | null>(null);
  const [message, setMessage] = useState<{ text: string; failed?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function call(path: string, body: unknown): Promise<{ ok: boolean; answer: unknown }> {
    setBusy(true);
    const response = await fetch(`/api/join/${encodeURIComponent(token)}/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
    setBusy(false);
    return { ok: Boolean(response?.ok), answer: await response?.json().catch(() => null) };
  }

  async function runCheck() {
    const { ok, answer } = await call("check", { rosterId });
    if (!ok) return setMessage({ text: (answer as { error?: { message?: string } })?.error?.message ?? tr.t("ui.error.network"), failed: true });
    setMessage(null);
    setCheck(answer as Check);
  }

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const playerName = String(new FormData(event.currentTarget).get("playerName") ?? "");
    const { ok, answer } = await call("submit", { rosterId, playerName });
    if (!ok) return setMessage({ text: (answer as { error?: { message?: string } })?.error?.message ?? tr.t("ui.error.network"), failed: true });
    setMessage({ text: tr.t("join.sent") });
    router.refresh();
  }

  // A BattleScribe cost type's id is a GUID: the limit is named by the cost type's name.
  const costName = (type: string) => (view.format === "battlescribe" ? (view.costTypes.find((c) => c.id === type)?.name ?? type) : type);
  const limits = Object.entries(view.pack.limits).map(([type, value]) => `${value} ${costName(type)}`).join(", ");
  return (
    <div data-testid="join-panel">
      <h1 className="text-2xl font-bold">{tr.t("join.title", { name: view.name })}</h1>
      <p className="mt-1"><ZonedMessage id="join.details" params={{ system: view.gameSystemName }} dates={{ deadline: view.deadline }} /></p>
      {limits ? <p className="mt-1 text-sm">{tr.t("join.limits", { limits })}</p> : null}

      {view.mine ? (
        <section className="mt-4 rounded-lg border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900" data-testid="join-mine">
          <p className="font-semibold" data-testid="join-mine-status">{tr.t("join.mine", { status: tr.t(`events.status.${view.mine.status}` as "events.status.submitted") })}</p>
          {view.mine.comment ? <p className="mt-1" data-testid="join-comment">{tr.t("join.comment", { comment: view.mine.comment })}</p> : null}
        </section>
      ) : null}

      {view.listsVisible ? (
        <p className="mt-4">
          <Link href={`/join/${encodeURIComponent(token)}/lists`} className="font-medium text-amber-800 underline underline-offset-2 dark:text-amber-300" data-testid="join-lists-link">{tr.t("join.lists")}</Link>
        </p>
      ) : null}

      {!view.open ? (
        <p className="mt-4 font-medium" data-testid="join-closed">{tr.t("join.closed")}</p>
      ) : rosters.length === 0 ? (
        <p className="mt-4">{tr.t("join.pickNone")}</p>
      ) : (
        <form onSubmit={send} className="mt-6 grid gap-4 sm:max-w-lg">
          <div>
            <label htmlFor={`${ids}-roster`} className="font-medium">{tr.t("join.pick")}</label>
            <select id={`${ids}-roster`} value={rosterId} onChange={(e) => { setRosterId(e.target.value); setCheck(null); }} className={field} data-testid="join-roster">
              {rosters.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
            </select>
          </div>
          <div>
            <button type="button" className={button} onClick={runCheck} disabled={busy} data-testid="join-check">{tr.t("join.check")}</button>
          </div>
          {check ? (
            <div role="status" data-testid="join-check-result">
              {check.problems.length > 0 ? (
                <ul className="list-disc ps-5 text-red-800 dark:text-red-300">{check.problems.map((p, i) => <li key={i}>{p}</li>)}</ul>
              ) : check.valid ? (
                <p className="font-medium text-green-800 dark:text-green-300">{tr.t("join.checkValid")}</p>
              ) : (
                <>
                  <p className="font-medium text-red-800 dark:text-red-300">{tr.t("join.checkInvalid", { count: check.issues.filter((i) => i.severity === "error").length })}</p>
                  <ul className="mt-1 list-disc ps-5">{check.issues.filter((i) => i.severity === "error").map((issue, i) => <li key={i}>{issue.message}</li>)}</ul>
                </>
              )}
            </div>
          ) : null}
          <div>
            <label htmlFor={`${ids}-player`} className="font-medium">{tr.t("join.playerName")}</label>
            <input id={`${ids}-player`} name="playerName" required maxLength={80} autoComplete="name" defaultValue={view.mine?.playerName ?? ""} className={field} data-testid="join-player-name" />
          </div>
          <div>
            <button type="submit" className={primary} disabled={busy} data-testid="join-submit">{tr.t("join.submit")}</button>
          </div>
        </form>
      )}
      <p role="status" aria-live="polite" className={`mt-3 min-h-6 text-sm font-medium ${message?.failed ? "text-red-800 dark:text-red-300" : "text-green-800 dark:text-green-300"}`} data-testid="join-message">{message?.text}</p>
    </div>
  );
}

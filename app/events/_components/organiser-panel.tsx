"use client";

import { useCallback, useEffect, useId, useState } from "react";
import { ZonedMessage } from "@/app/_components/zoned-message";
import type { OrganiserEvent, SubmissionInfo } from "@/lib/data-access/events";
import { useTranslator } from "@/lib/client/use-translator";
import type { Translator } from "@/lib/i18n/translate";
import { gameWords, type GameWords } from "@/lib/i18n/game-words";

const button = "rounded-md border border-stone-400 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800";
const field = "mt-1 block w-full rounded-md border border-stone-400 bg-white px-2 py-1 text-sm dark:border-stone-600 dark:bg-stone-900";

/** A list's totals in the pack's game words ("1,985 pts", "1 985 очков"). */
function totalsText(totals: Record<string, number>, words: GameWords): string {
  return Object.entries(totals).map(([type, value]) => words.amount(type, value)).join(" · ");
}

type Loaded = { event: OrganiserEvent } | { failure: string };

async function fetchEvent(tr: Translator, eventId: string, filter: Record<string, string>): Promise<Loaded> {
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v));
  const response = await fetch(`/api/events/${encodeURIComponent(eventId)}?${query}`, { cache: "no-store" }).catch(() => null);
  const answer = (await response?.json().catch(() => null)) as (OrganiserEvent & { error?: { message: string } }) | null;
  if (!response?.ok || !answer) return { failure: answer?.error?.message ?? tr.t("ui.error.network") };
  return { event: answer };
}

/** The organiser's page: every list with its verdict, filters, review, download and publication. */
export function OrganiserPanel({ eventId, origin }: { eventId: string; origin: string }) {
  const tr = useTranslator();
  const ids = useId();
  const [event, setEvent] = useState<OrganiserEvent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [filter, setFilter] = useState<{ valid: string; status: string }>({ valid: "", status: "" });
  const [confirmClose, setConfirmClose] = useState(false);

  const show = useCallback((loaded: Loaded) => {
    if ("failure" in loaded) setFailure(loaded.failure);
    else setEvent(loaded.event);
  }, []);
  const load = useCallback(async () => show(await fetchEvent(tr, eventId, filter)), [tr, eventId, filter, show]);

  useEffect(() => {
    let live = true;
    void fetchEvent(tr, eventId, filter).then((loaded) => {
      if (live) show(loaded);
    });
    return () => {
      live = false;
    };
  }, [tr, eventId, filter, show]);

  async function post(path: string, body?: unknown) {
    const response = await fetch(path, { method: "POST", ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }) }).catch(() => null);
    if (!response?.ok) {
      const answer = (await response?.json().catch(() => null)) as { error?: { message?: string } } | null;
      setFailure(answer?.error?.message ?? tr.t("ui.error.network"));
    } else setFailure(null);
    await load();
  }

  if (!event) return <p role={failure ? "alert" : undefined} className="mt-4">{failure ?? tr.t("account.working")}</p>;
  const joinLink = `${origin}/join/${event.joinToken}`;
  const eventApi = `/api/events/${encodeURIComponent(event.id)}`;
  return (
    <div data-testid="organiser-panel">
      <h1 className="text-2xl font-bold">{event.name}</h1>
      <p className="mt-1"><ZonedMessage id="join.details" params={{ system: event.gameSystemName }} dates={{ deadline: event.deadline }} /></p>
      <p className="mt-1 text-sm" data-testid="event-counts">{tr.t("events.page.counts", event.counts)}</p>
      <div className="mt-3">
        <label htmlFor={`${ids}-link`} className="text-sm font-medium">{tr.t("events.page.joinLink")}</label>
        <input id={`${ids}-link`} readOnly value={joinLink} className={field} data-testid="event-join-link" onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <a href={`${eventApi}/download`} download className={button} data-testid="event-download">{tr.t("events.page.download")}</a>
        {event.counts.all > 0 ? <a href={`${eventApi}/book`} download className={button} data-testid="event-book">{tr.t("events.page.book")}</a> : null}
        {event.open ? (
          <button type="button" className={button} onClick={() => setConfirmClose(true)} aria-expanded={confirmClose} aria-controls={`${ids}-close`} data-testid="event-close">{tr.t("events.page.close")}</button>
        ) : (
          <span className="text-sm font-medium" data-testid="event-closed">{tr.t("events.page.closed")}</span>
        )}
        {event.published ? (
          <span className="text-sm font-medium" data-testid="event-published">{tr.t("events.page.published")}</span>
        ) : (
          <button type="button" className={button} onClick={() => post(`${eventApi}/publish`)} data-testid="event-publish">{tr.t("events.page.publish")}</button>
        )}
      </div>
      {confirmClose && event.open ? (
        // Closing cannot be undone: the organiser says it twice.
        <div id={`${ids}-close`} className="mt-2 rounded-md border border-amber-500 p-2" data-testid="event-close-confirm">
          <p className="text-sm">{tr.t("events.page.closeConfirm")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className={button} onClick={() => void post(`${eventApi}/close`).then(() => setConfirmClose(false))} data-testid="event-close-yes">{tr.t("events.page.closeYes")}</button>
            <button type="button" className={button} onClick={() => setConfirmClose(false)}>{tr.t("events.page.closeNo")}</button>
          </div>
        </div>
      ) : null}
      <p role="alert" className="mt-2 min-h-6 text-sm font-medium text-red-800 dark:text-red-300">{failure}</p>
      <div className="mt-2 flex flex-wrap gap-4">
        <div>
          <label htmlFor={`${ids}-valid`} className="text-sm font-medium">{tr.t("events.page.filterValid")}</label>
          <select id={`${ids}-valid`} className={field} value={filter.valid} onChange={(e) => setFilter({ ...filter, valid: e.target.value })} data-testid="filter-valid">
            <option value="">{tr.t("events.page.any")}</option>
            <option value="yes">{tr.t("events.page.validYes")}</option>
            <option value="no">{tr.t("events.page.validNo")}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-status`} className="text-sm font-medium">{tr.t("events.page.filterStatus")}</label>
          <select id={`${ids}-status`} className={field} value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.target.value })} data-testid="filter-status">
            <option value="">{tr.t("events.page.any")}</option>
            <option value="submitted">{tr.t("events.status.submitted")}</option>
            <option value="approved">{tr.t("events.status.approved")}</option>
            <option value="returned">{tr.t("events.status.returned")}</option>
          </select>
        </div>
      </div>
      {event.submissions.length === 0 ? (
        <p className="mt-4">{tr.t("events.page.noLists")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="min-w-full border-collapse text-start text-sm" data-testid="event-submissions">
            <thead>
              <tr className="border-b border-stone-300 dark:border-stone-700">
                {["player", "faction", "totals", "validity", "issues", "status", "actions"].map((column) => (
                  <th key={column} scope="col" className="px-2 py-1">{tr.t(`events.page.${column}` as "events.page.player")}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {event.submissions.map((submission) => (
                <SubmissionRow key={submission.id} submission={submission} words={gameWords(tr, { id: event.pack.gameSystemId, costTypes: event.costTypes })} onReview={(body) => post(`${eventApi}/submissions/${encodeURIComponent(submission.id)}`, body)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function SubmissionRow({ submission, words, onReview }: { submission: SubmissionInfo; words: GameWords; onReview: (body: { status: string; comment?: string }) => void }) {
  const tr = useTranslator();
  const ids = useId();
  const [comment, setComment] = useState(submission.comment ?? "");
  const errors = submission.issues.filter((i) => i.severity === "error");
  return (
    <tr className="border-b border-stone-200 align-top dark:border-stone-800" data-testid="event-submission">
      <th scope="row" className="px-2 py-2 font-medium">{submission.playerName}</th>
      <td className="px-2 py-2">{submission.factionName}</td>
      <td className="px-2 py-2 tabular-nums">{totalsText(submission.totals, words)}</td>
      <td className="px-2 py-2" data-testid="submission-validity">{tr.t(submission.valid ? "events.valid" : "events.invalid")}</td>
      <td className="px-2 py-2">
        {tr.t("events.issueCount", { count: errors.length })}
        {errors.length > 0 ? (
          <ul className="mt-1 list-disc ps-4">
            {errors.slice(0, 5).map((issue, i) => <li key={i}>{issue.message}</li>)}
          </ul>
        ) : null}
      </td>
      <td className="px-2 py-2" data-testid="submission-status">{tr.t(`events.status.${submission.status}` as "events.status.submitted")}</td>
      <td className="px-2 py-2">
        <label htmlFor={`${ids}-comment`} className="sr-only">{tr.t("events.page.comment", { player: submission.playerName })}</label>
        <textarea id={`${ids}-comment`} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={2000} rows={2} className="block w-48 rounded-md border border-stone-400 bg-white px-2 py-1 text-sm dark:border-stone-600 dark:bg-stone-900" data-testid="submission-comment" />
        <div className="mt-1 flex gap-1">
          <button type="button" className={button} aria-label={tr.t("events.page.approveNamed", { player: submission.playerName })} onClick={() => onReview({ status: "approved", ...(comment ? { comment } : {}) })} data-testid="submission-approve">{tr.t("events.page.approve")}</button>
          <button type="button" className={button} aria-label={tr.t("events.page.sendBackNamed", { player: submission.playerName })} onClick={() => onReview({ status: "returned", comment })} data-testid="submission-return">{tr.t("events.page.sendBack")}</button>
        </div>
      </td>
    </tr>
  );
}

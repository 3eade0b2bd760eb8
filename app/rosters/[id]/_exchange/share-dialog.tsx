"use client";
/**
 * The owner's share links: create one (normal, or hidden where the game's rules have hidden
 * rosters), copy it, see its QR code, revoke it; for a hidden link, reveal concealed items one by one.
 */
import { trapTab } from "@/lib/client/trap-tab";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import type { ConcealedItem } from "./concealed-items";
import { createShareLink, listShareLinks, revealSharedItem, revokeShareLink, type ShareLink } from "./exchange-api";
import { QrSvg } from "./qr-svg";
import { failureText } from "@/lib/client/failure-text";

const buttonClass =
  "rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800";
const primaryClass = "rounded-md bg-amber-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-50";

/**
 * `concealable`: where the game's rules have hidden rosters (of any format), the items a hidden
 * link would conceal, worked out once when the dialog opens; undefined where they have none.
 */
type Props = { rosterId: string; concealable?: () => ConcealedItem[] | undefined; onClose: () => void };

export function ShareDialog({ rosterId, concealable, onClose }: Props) {
  const tr = useTranslator();
  const ref = useRef<HTMLDialogElement>(null);
  const [links, setLinks] = useState<ShareLink[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const concealed = useMemo(() => concealable?.(), [concealable]);
  const hiddenOffered = concealed !== undefined;
  const items = concealed ?? [];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    let live = true;
    void listShareLinks(rosterId).then((result) => {
      if (!live) return;
      if (result.ok) setLinks(result.value);
      else setMessage(tr.t("xui.share.failed", { message: failureText(tr, result.failure) }));
    });
    return () => {
      live = false;
    };
  }, [rosterId, tr]);

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setMessage(null);
    setMessage(await action());
    setBusy(false);
  };

  const create = (hidden: boolean) =>
    run(async () => {
      const result = await createShareLink(rosterId, hidden);
      if (!result.ok) return tr.t("xui.share.failed", { message: failureText(tr, result.failure) });
      setLinks((list) => [result.value, ...(list ?? [])]);
      return null;
    });

  const revoke = (link: ShareLink) =>
    run(async () => {
      const result = await revokeShareLink(rosterId, link.token);
      if (!result.ok) return tr.t("xui.share.failed", { message: failureText(tr, result.failure) });
      setLinks((list) => (list ?? []).filter((l) => l.token !== link.token));
      return tr.t("xui.share.revoked");
    });

  const reveal = (link: ShareLink, selectionId: string) =>
    run(async () => {
      const result = await revealSharedItem(rosterId, link.token, selectionId);
      if (!result.ok) return tr.t("xui.share.failed", { message: failureText(tr, result.failure) });
      setLinks((list) => (list ?? []).map((l) => (l.token === link.token ? { ...l, ...result.value } : l)));
      return null;
    });

  const copy = (link: ShareLink) =>
    run(async () => {
      try {
        await navigator.clipboard.writeText(link.url);
        return tr.t("xui.share.copied");
      } catch {
        return tr.t("xui.share.copyFailed");
      }
    });

  return (
    <dialog
      onKeyDown={trapTab}
      ref={ref}
      aria-labelledby="share-title"
      data-testid="share-dialog"
      onClose={onClose}
      className="m-auto max-h-[calc(100vh-2rem)] w-[min(42rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-4 text-stone-900 shadow-2xl backdrop:bg-stone-950/60 sm:p-5 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="share-title" className="text-lg font-bold">
          {tr.t("xui.share.title")}
        </h2>
        <button type="button" className={buttonClass} onClick={() => ref.current?.close()} data-testid="share-close">
          {tr.t("xui.share.close")}
        </button>
      </div>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{tr.t("xui.share.intro")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={primaryClass} disabled={busy} onClick={() => void create(false)} data-testid="share-create">
          {tr.t("xui.share.create")}
        </button>
        {hiddenOffered ? (
          <button type="button" className={buttonClass} disabled={busy} onClick={() => void create(true)} data-testid="share-create-hidden">
            {tr.t("xui.share.createHidden")}
          </button>
        ) : null}
      </div>
      {hiddenOffered ? <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{tr.t("xui.share.hiddenHint")}</p> : null}
      <p aria-live="polite" role="status" className="mt-2 min-h-5 text-sm font-medium" data-testid="share-message">
        {message}
      </p>
      <h3 className="mt-2 text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("xui.share.links")}</h3>
      {links === null ? (
        <p className="text-sm">{tr.t("ui.loading")}</p>
      ) : links.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{tr.t("xui.share.none")}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {links.map((link) => (
            <li key={link.token} className="rounded-xl border border-stone-200 p-3 dark:border-stone-700" data-testid="share-link" data-token={link.token} data-hidden={link.hidden}>
              <div className="flex flex-col gap-3 sm:flex-row">
                <QrSvg text={link.url} label={tr.t("xui.share.qr")} className="h-32 w-32 shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold">
                    {tr.t(link.hidden ? "xui.share.kind.hidden" : "xui.share.kind.normal")}{" "}
                    <span className="font-normal text-stone-600 dark:text-stone-400">{tr.t("xui.share.created", { date: Date.parse(link.createdAt) })}</span>
                  </p>
                  <label className="mt-1 block text-xs text-stone-600 dark:text-stone-400">
                    {tr.t("xui.share.url")}
                    <input
                      readOnly
                      value={link.url}
                      onFocus={(e) => e.currentTarget.select()}
                      className="mt-0.5 block w-full rounded-md border border-stone-300 bg-stone-50 px-2 py-1 font-mono text-xs text-stone-900 dark:border-stone-700 dark:bg-stone-950 dark:text-stone-100"
                      data-testid="share-url"
                    />
                  </label>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button type="button" className={buttonClass} onClick={() => void copy(link)} data-testid="share-copy">
                      {tr.t("xui.share.copy")}
                    </button>
                    <button type="button" className={buttonClass} disabled={busy} onClick={() => void revoke(link)} data-testid="share-revoke">
                      {tr.t("xui.share.revoke")}
                    </button>
                  </div>
                </div>
              </div>
              {link.hidden ? <RevealList link={link} items={items} busy={busy} onReveal={(id) => void reveal(link, id)} /> : null}
            </li>
          ))}
        </ul>
      )}
    </dialog>
  );
}

function RevealList({ link, items, busy, onReveal }: { link: ShareLink; items: ConcealedItem[]; busy: boolean; onReveal: (id: string) => void }) {
  const tr = useTranslator();
  const revealed = new Set(link.revealed);
  return (
    <div className="mt-3 border-t border-stone-200 pt-2 dark:border-stone-700">
      <h4 className="text-sm font-semibold">{tr.t("xui.share.concealed")}</h4>
      {items.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{tr.t("xui.share.noConcealed")}</p>
      ) : (
        <ul className="mt-1 divide-y divide-stone-100 dark:divide-stone-800">
          {items.map((item) => {
            const shown = revealed.has(item.id);
            return (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5 text-sm" data-testid="concealed-item" data-selection-id={item.id} data-revealed={shown}>
                <span className="min-w-0">
                  <span className="font-medium">{item.name}</span>{" "}
                  <span className="text-stone-600 dark:text-stone-400">{tr.t("xui.share.carriedBy", { unit: item.unitName })}</span>
                </span>
                {shown ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200">{tr.t("xui.share.revealedState")}</span>
                ) : (
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={tr.t("xui.share.revealItem", { item: item.name })}
                    onClick={() => onReveal(item.id)}
                    className="rounded-md border border-amber-600 px-2 py-0.5 text-xs font-semibold text-amber-800 hover:bg-amber-50 disabled:opacity-50 dark:text-amber-300 dark:hover:bg-stone-800"
                    data-testid="reveal-item"
                  >
                    {tr.t("xui.share.reveal")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

"use client";

import { useState } from "react";
import * as actions from "@/lib/battlescribe/engine/actions";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { writeRosterXml } from "@/lib/battlescribe/ros/write-roster";
import { useTranslator } from "@/lib/client/use-translator";
import { field, primary } from "./builder-styles";
import { saveRosterXml, type StoredRoster } from "./roster-api";

/** Keeps the roster on the server (as .ros XML): the first save creates it, later ones update it. */
export function SaveRoster({ engine, stored, saved, version }: { engine: Engine; stored?: StoredRoster; saved: (s: StoredRoster) => void; version: number }) {
  const tr = useTranslator();
  const [name, setName] = useState(engine.roster.name);
  const [status, setStatus] = useState<{ text: string; failed?: boolean } | undefined>();
  const [savedAt, setSavedAt] = useState<number | undefined>();
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900"
      onSubmit={async (event) => {
        event.preventDefault();
        actions.renameRoster(engine, name);
        const xml = writeRosterXml(engine);
        const response = await saveRosterXml(stored, xml, engine.roster.name, engine.index.data.gameSystem.id);
        const body = (await response.json().catch(() => ({}))) as { id?: string; version?: number; error?: { message?: string } };
        if (!response.ok || !body.id) {
          setStatus({ text: tr.t("bs.save.failed", { message: body.error?.message ?? tr.t("http.failed", { status: response.status }) }), failed: true });
          return;
        }
        saved({ id: body.id, version: body.version ?? 1 });
        setSavedAt(version);
        setStatus({ text: tr.t("bs.save.done") });
        if (!stored) window.history.replaceState(null, "", `?roster=${encodeURIComponent(body.id)}`);
      }}
    >
      <label className="text-sm font-medium">
        {tr.t("bs.save.name")}
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} className={field} data-testid="bs-roster-name" />
      </label>
      <button type="submit" className={primary} data-testid="bs-save">
        {tr.t("bs.save.button")}
      </button>
      <span aria-live="polite" className={`text-sm ${status?.failed ? "text-red-800 dark:text-red-300" : ""}`} data-testid="bs-save-status">
        {status?.text}
        {!status?.failed && savedAt !== undefined && savedAt !== version ? ` ${tr.t("bs.save.unsaved")}` : ""}
      </span>
    </form>
  );
}

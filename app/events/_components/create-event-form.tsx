"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";

import type { BsEventSystem } from "@/lib/data-access/events";

export type EventFormOptions = {
  systems: { id: string; name: string; rulesets: { id: string; name: string; battleSizes: { id: string; name: string }[] }[]; catalogues: { id: string; name: string }[] }[];
  /** Installed BattleScribe game systems the organiser sees (theirs and everyone's). */
  installed: BsEventSystem[];
};

/** The game choice's value: a shipped system's id, or an installed one's with this prefix. */
const INSTALLED = "installed:";

const field = "mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-900";
const primary = "rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:opacity-60";

/** The organiser's new event: name, date, place, the pack and the deadline. */
export function CreateEventForm({ options }: { options: EventFormOptions }) {
  const tr = useTranslator();
  const router = useRouter();
  const ids = useId();
  const [systemId, setSystemId] = useState(options.systems[0]?.id ?? "");
  const system = useMemo(() => options.systems.find((s) => s.id === systemId), [options, systemId]);
  const installed = systemId.startsWith(INSTALLED) ? options.installed.find((s) => s.gameSystemId === systemId.slice(INSTALLED.length)) : undefined;
  const [rulesetId, setRulesetId] = useState(system?.rulesets[0]?.id ?? "");
  const ruleset = system?.rulesets.find((r) => r.id === rulesetId) ?? system?.rulesets[0];
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const limit = Number(form.get("limit"));
    const battleSizeId = String(form.get("battleSizeId") ?? "");
    const deadline = new Date(String(form.get("deadline") ?? ""));
    const body = {
      name: String(form.get("name") ?? ""),
      ...(form.get("date") ? { date: String(form.get("date")) } : {}),
      ...(form.get("place") ? { place: String(form.get("place")) } : {}),
      pack: installed
        ? {
            format: "battlescribe",
            gameSystemId: installed.gameSystemId,
            ...(form.get("pinRevision") === "on" ? { dataRevision: installed.revision } : {}),
            // The limit is in the game system's first shown cost type (points in every BattleScribe game seen).
            limits: Number.isFinite(limit) && limit > 0 && installed.costTypes[0] ? { [installed.costTypes[0].id]: limit } : {},
            allowedCatalogues: form.getAll("factions").map(String),
          }
        : {
            gameSystemId: systemId,
            rulesetId: ruleset?.id ?? "",
            ...(battleSizeId ? { battleSizeId } : {}),
            limits: Number.isFinite(limit) && limit > 0 ? { pts: limit } : {},
            allowedCatalogues: form.getAll("factions").map(String),
          },
      deadline: Number.isNaN(deadline.getTime()) ? "" : deadline.toISOString(),
      publicLists: form.get("publicLists") === "on",
      hiddenRosters: form.get("hiddenRosters") === "on",
    };
    setBusy(true);
    setFailure(null);
    const response = await fetch("/api/events", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
    setBusy(false);
    const answer = (await response?.json().catch(() => ({}))) as { id?: string; error?: { message?: string; problems?: { path: string; message: string }[] } } | undefined;
    if (!response?.ok || !answer?.id) {
      const problems = answer?.error?.problems?.map((p) => `${p.path}: ${p.message}`).join("; ");
      setFailure([answer?.error?.message ?? tr.t("ui.error.network"), problems].filter(Boolean).join(" "));
      return;
    }
    router.push(`/events/${answer.id}`);
  }

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="create-event-form">
      <div className="sm:col-span-2">
        <label htmlFor={`${ids}-name`} className="font-medium">{tr.t("events.create.name")}</label>
        <input id={`${ids}-name`} name="name" required maxLength={120} className={field} />
      </div>
      <div>
        <label htmlFor={`${ids}-date`} className="font-medium">{tr.t("events.create.date")}</label>
        <input id={`${ids}-date`} name="date" type="date" className={field} />
      </div>
      <div>
        <label htmlFor={`${ids}-place`} className="font-medium">{tr.t("events.create.place")}</label>
        <input id={`${ids}-place`} name="place" maxLength={200} className={field} />
      </div>
      <div>
        <label htmlFor={`${ids}-system`} className="font-medium">{tr.t("events.create.system")}</label>
        <select id={`${ids}-system`} value={systemId} onChange={(e) => { setSystemId(e.target.value); setRulesetId(options.systems.find((s) => s.id === e.target.value)?.rulesets[0]?.id ?? ""); }} className={field} data-testid="create-event-system">
          {options.installed.length === 0 ? (
            options.systems.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)
          ) : (
            <>
              <optgroup label={tr.t("anyData.event.shipped")}>
                {options.systems.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
              </optgroup>
              <optgroup label={tr.t("anyData.event.installed")}>
                {options.installed.map((s) => <option key={s.gameSystemId} value={`${INSTALLED}${s.gameSystemId}`}>{tr.t("anyData.event.dataRevision", { system: s.name, revision: s.revision })}</option>)}
              </optgroup>
            </>
          )}
        </select>
      </div>
      {installed ? (
        <div className="flex items-end">
          <label className="flex items-start gap-2 text-sm"><input type="checkbox" name="pinRevision" className="mt-1" data-testid="create-event-pin-revision" /> {tr.t("anyData.event.pinRevision", { revision: installed.revision })}</label>
        </div>
      ) : (
      <>
      <div>
        <label htmlFor={`${ids}-ruleset`} className="font-medium">{tr.t("events.create.ruleset")}</label>
        <select id={`${ids}-ruleset`} value={ruleset?.id ?? ""} onChange={(e) => setRulesetId(e.target.value)} className={field}>
          {system?.rulesets.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-size`} className="font-medium">{tr.t("events.create.battleSize")}</label>
        <select id={`${ids}-size`} name="battleSizeId" className={field} defaultValue="">
          <option value="">{tr.t("events.create.battleSizeNone")}</option>
          {ruleset?.battleSizes.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
        </select>
      </div>
      </>
      )}
      <div>
        <label htmlFor={`${ids}-limit`} className="font-medium">{tr.t("events.create.limit")}</label>
        <input id={`${ids}-limit`} name="limit" type="number" min={0} max={1000000} step={1} className={field} />
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="font-medium">{tr.t("events.create.factions")}</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {(installed?.catalogues ?? system?.catalogues ?? []).map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="factions" value={c.id} /> {c.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${ids}-deadline`} className="font-medium">{tr.t("events.create.deadline")}</label>
        <input id={`${ids}-deadline`} name="deadline" type="datetime-local" step={1} required className={field} />
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <label className="flex items-start gap-2 text-sm"><input type="checkbox" name="publicLists" className="mt-1" /> {tr.t("events.create.publicLists")}</label>
        <label className="flex items-start gap-2 text-sm"><input type="checkbox" name="hiddenRosters" className="mt-1" /> {tr.t("events.create.hiddenRosters")}</label>
      </div>
      <p role="alert" className="min-h-6 text-sm font-medium text-red-800 dark:text-red-300 sm:col-span-2" data-testid="create-event-error">{failure}</p>
      <div className="sm:col-span-2">
        <button type="submit" className={primary} disabled={busy} data-testid="create-event-submit">{tr.t("events.create.submit")}</button>
      </div>
    </form>
  );
}

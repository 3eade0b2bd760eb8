"use client";

import { useEffect, useState } from "react";
import type { DataSet } from "@/lib/battlescribe/data-types";
import * as actions from "@/lib/battlescribe/engine/actions";
import { availableEntries, availableForceEntries, type AvailableEntry } from "@/lib/battlescribe/engine/available";
import { optionSections, startsCollapsed } from "@/lib/battlescribe/engine/option-sections";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { createEngine } from "@/lib/battlescribe/engine/engine";
import { describeRosterError } from "@/lib/battlescribe/engine/error-words";
import { applyImpliedCostLimit } from "@/lib/battlescribe/engine/battle-size";
import { isBlocking } from "@/lib/battlescribe/engine/validate";
import type { ForceNode, SelectionNode } from "@/lib/battlescribe/engine/roster";
import { walkForces } from "@/lib/battlescribe/engine/roster";
import type { RosterSnapshot, SelectionSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { costsWithChildren, snapshotRoster } from "@/lib/battlescribe/engine/snapshot";
import { settledFacts, type Facts } from "@/lib/battlescribe/engine/facts";
import { openRosterFile, type OpenedRoster } from "@/lib/battlescribe/ros/open-roster-file";
import { writeRosterXml } from "@/lib/battlescribe/ros/write-roster";
import { writeRosterZip } from "@/lib/battlescribe/ros/write-roster-zip";
import { writeRosterText } from "@/lib/battlescribe/export/roster-text";
import { describeBsUnitCards } from "@/lib/battlescribe/export/roster-view";
import { formatCardsText } from "@/lib/exchange/cards-text";
import { useTranslator } from "@/lib/client/use-translator";
import type { Translator } from "@/lib/i18n/translate";
import { BsAssociations } from "./bs-associations";
import { BsDatasheet } from "./bs-datasheet";

type Loaded = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; engine: Engine };

const button = "rounded-md border border-stone-300 px-2 py-1 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800";
const primary = "rounded-md bg-amber-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-800";

function costText(tr: Translator, engine: Engine, costs: Map<string, number> | { typeId: string; value: number }[]): string {
  const values = costs instanceof Map ? costs : new Map(costs.map((c) => [c.typeId, c.value]));
  return engine.index.costTypes
    .filter((c) => !c.hidden && (values.get(c.id) ?? 0) !== 0)
    .map((c) => tr.t("bs.cost", { value: values.get(c.id) ?? 0, name: c.name.trim() }))
    .join(", ");
}

/**
 * A roster built on installed BattleScribe data, evaluated in the browser by the same engine
 * the server and the conformance adapter use: every click re-evaluates at once.
 */
export function BattleScribeBuilder({ packageId, rosterId }: { packageId: string; rosterId?: string }) {
  const tr = useTranslator();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [version, setVersion] = useState(0);
  const [stored, setStored] = useState<{ id: string; version: number } | undefined>();
  const [openedNotes, setOpenedNotes] = useState<OpenedRoster | undefined>();

  useEffect(() => {
    let cancelled = false;
    fetch(`/api/game-data/${encodeURIComponent(packageId)}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { error?: { message?: string } }).error?.message ?? tr.t("http.failed", { status: response.status }));
        return (await response.json()) as DataSet;
      })
      .then(async (data) => {
        let engine = createEngine(data);
        if (rosterId) {
          const response = await fetch(`/api/bs-rosters/${encodeURIComponent(rosterId)}`);
          if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { error?: { message?: string } }).error?.message ?? tr.t("http.failed", { status: response.status }));
          const record = (await response.json()) as { id: string; version: number; xml: string };
          const opened = openRosterFile(engine, "roster.ros", record.xml);
          engine = opened.engine;
          if (!cancelled) {
            setStored({ id: record.id, version: record.version });
            setOpenedNotes(opened);
          }
        }
        if (!cancelled) setLoaded({ kind: "ready", engine });
      })
      .catch((error: unknown) => !cancelled && setLoaded({ kind: "failed", message: error instanceof Error ? error.message : String(error) }));
    return () => {
      cancelled = true;
    };
  }, [packageId, rosterId, tr]);

  if (loaded.kind === "loading") return <p className="mt-6" aria-live="polite">{tr.t("bs.loading")}</p>;
  if (loaded.kind === "failed") return <p role="alert" className="mt-6 text-red-800 dark:text-red-300">{tr.t("bs.loadFailed", { message: loaded.message })}</p>;
  return (
    <>
      <OpenRoster engine={loaded.engine} initial={openedNotes} opened={(engine) => setLoaded({ kind: "ready", engine })} />
      <SaveRoster engine={loaded.engine} stored={stored} saved={setStored} version={version} />
      <Builder engine={loaded.engine} version={version} changed={() => setVersion((v) => v + 1)} />
    </>
  );
}

/** Keeps the roster on the server (as .ros XML): the first save creates it, later ones update it. */
function SaveRoster({ engine, stored, saved, version }: { engine: Engine; stored?: { id: string; version: number }; saved: (s: { id: string; version: number }) => void; version: number }) {
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
        const response = stored
          ? await fetch(`/api/bs-rosters/${stored.id}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ xml, version: stored.version }) })
          : await fetch("/api/bs-rosters", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ xml, name: engine.roster.name, gameSystemId: engine.index.data.gameSystem.id }) });
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
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} className="mt-1 block max-w-full rounded border border-stone-300 px-2 py-1 dark:border-stone-700 dark:bg-stone-950" data-testid="bs-roster-name" />
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

/** Opens a BattleScribe or New Recruit roster (.ros, .rosz) on this data, saying what did not match. */
function OpenRoster({ engine, initial, opened }: { engine: Engine; initial?: OpenedRoster; opened: (engine: Engine) => void }) {
  const tr = useTranslator();
  const [notes, setNotes] = useState<{ result?: OpenedRoster; error?: string }>({ result: initial });
  return (
    <div className="mt-4 rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900">
      <label className="text-sm font-medium">
        {tr.t("bs.open.label")}
        <input
          type="file"
          accept=".ros,.rosz"
          className="mt-1 block max-w-full text-sm"
          data-testid="bs-open-roster"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            try {
              const result = openRosterFile(engine, file.name, new Uint8Array(await file.arrayBuffer()));
              setNotes({ result });
              opened(result.engine);
            } catch (error) {
              setNotes({ error: error instanceof Error ? error.message : String(error) });
            }
          }}
        />
      </label>
      <div aria-live="polite" className="mt-2 text-sm" data-testid="bs-open-notes">
        {notes.error && <p role="alert" className="text-red-800 dark:text-red-300">{tr.t("bs.open.failed", { message: notes.error })}</p>}
        {notes.result && notes.result.unknown.length === 0 && notes.result.costDifferences.length === 0 && <p>{tr.t("bs.open.clean")}</p>}
        {notes.result && notes.result.unknown.length > 0 && (
          <>
            <p>{tr.t("bs.open.unknown", { count: notes.result.unknown.length })}</p>
            <ul className="list-disc ps-6">
              {notes.result.unknown.map((u, i) => (
                <li key={i}>{u.path}</li>
              ))}
            </ul>
          </>
        )}
        {notes.result && notes.result.costDifferences.length > 0 && (
          <>
            <p>{tr.t("bs.open.costs", { count: notes.result.costDifferences.length })}</p>
            <ul className="list-disc ps-6">
              {notes.result.costDifferences.map((d, i) => (
                <li key={i}>{tr.t("bs.open.costDifference", { name: d.name, stored: d.stored, computed: d.computed, cost: d.costName.trim() })}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function Builder({ engine, changed }: { engine: Engine; version: number; changed: () => void }) {
  const tr = useTranslator();
  // The engine mutates in place and `changed` re-renders: every render evaluates afresh, once,
  // and every card below reads the same facts.
  const facts = settledFacts(engine);
  const snapshot = snapshotRoster(engine, facts);
  // The tab's title names the roster and its game, as the editor's does.
  useEffect(() => {
    document.title = tr.t("bs.pageTitle", { name: snapshot.name, system: snapshot.gameSystemName });
  }, [tr, snapshot.name, snapshot.gameSystemName]);
  const act = (work: () => void) => {
    work();
    changed();
  };
  const forces = [...walkForces(engine.roster.forces)];
  return (
    <div className="mt-4 space-y-6">
      <Totals engine={engine} snapshot={snapshot} act={act} />
      <AddForce engine={engine} act={act} />
      {forces.map((force) => (
        <ForcePanel key={force.id} engine={engine} facts={facts} force={force} snapshot={snapshot} act={act} />
      ))}
      <Problems engine={engine} snapshot={snapshot} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} data-testid="bs-download" onClick={() => download(new Blob([writeRosterXml(engine, snapshot)], { type: "application/xml" }), `${snapshot.name}.ros`)}>
          {tr.t("bs.download")}
        </button>
        <button type="button" className={button} data-testid="bs-download-zip" onClick={() => download(new Blob([writeRosterZip(engine, writeRosterXml(engine, snapshot)) as Uint8Array<ArrayBuffer>], { type: "application/zip" }), `${snapshot.name}.rosz`)}>
          {tr.t("bs.downloadZipped")}
        </button>
        <button type="button" className={button} data-testid="bs-download-text" onClick={() => download(new Blob([writeRosterText(tr.t, snapshot)], { type: "text/plain;charset=utf-8" }), `${snapshot.name}.txt`)}>
          {tr.t("bs.downloadText")}
        </button>
        <button type="button" className={button} data-testid="bs-download-text-cards" onClick={() => download(new Blob([`${writeRosterText(tr.t, snapshot)}\n${formatCardsText(describeBsUnitCards(snapshot, tr), tr)}`], { type: "text/plain;charset=utf-8" }), `${snapshot.name}-cards.txt`)}>
          {tr.t("bs.downloadTextCards")}
        </button>
        <PdfButtons engine={engine} name={snapshot.name} />
      </div>
    </div>
  );
}

/** The PDF is made on the server (fonts, worker pool) from the roster as it is now, saved or not. */
function PdfButtons({ engine, name }: { engine: Engine; name: string }) {
  const tr = useTranslator();
  const [status, setStatus] = useState<{ text: string; failed?: boolean } | undefined>();
  const make = async (cards: boolean) => {
    setStatus({ text: tr.t("bs.pdf.working") });
    const response = await fetch("/api/bs-rosters/export", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ gameSystemId: engine.index.data.gameSystem.id, xml: writeRosterXml(engine), format: "pdf", cards }),
    }).catch(() => undefined);
    if (!response?.ok) {
      const body = (await response?.json().catch(() => ({}))) as { error?: { message?: string } } | undefined;
      setStatus({ text: tr.t("bs.pdf.failed", { message: body?.error?.message ?? (response ? tr.t("http.failed", { status: response.status }) : tr.t("bs.pdf.offline")) }), failed: true });
      return;
    }
    download(await response.blob(), `${name}${cards ? "-cards" : ""}.pdf`);
    setStatus(undefined);
  };
  return (
    <>
      <button type="button" className={button} data-testid="bs-download-pdf" onClick={() => make(false)}>
        {tr.t("bs.downloadPdf")}
      </button>
      <button type="button" className={button} data-testid="bs-download-pdf-cards" onClick={() => make(true)}>
        {tr.t("bs.downloadPdfCards")}
      </button>
      <span aria-live="polite" role={status?.failed ? "alert" : undefined} className={`self-center text-sm ${status?.failed ? "text-red-800 dark:text-red-300" : ""}`}>
        {status?.text}
      </span>
    </>
  );
}

function download(blob: Blob, fileName: string): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** A cost limit as the field shows it: none (negative) is an empty field, 0 is a limit of 0. */
function limitText(limit: number | undefined): string {
  return limit === undefined || limit < 0 ? "" : String(limit);
}

function limitFromText(text: string): number {
  const value = Number(text);
  return text.trim() === "" || !Number.isFinite(value) || value < 0 ? -1 : value;
}

function Totals({ engine, snapshot, act }: { engine: Engine; snapshot: RosterSnapshot; act: (work: () => void) => void }) {
  const tr = useTranslator();
  const count = snapshot.errors.filter(isBlocking).length;
  return (
    <section aria-label={tr.t("bs.totals")} className="sticky top-0 z-10 flex flex-wrap items-center gap-4 rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900" data-testid="bs-totals">
      {snapshot.costs
        .filter((c) => !c.hidden)
        .map((cost) => {
          const limit = engine.roster.costLimits.get(cost.typeId);
          return (
            <span key={cost.typeId} className="font-semibold tabular-nums" data-testid={`bs-total-${cost.typeId}`}>
              {limit !== undefined && limit >= 0 ? tr.t("bs.costOfLimit", { value: cost.value, limit, name: cost.name.trim() }) : tr.t("bs.cost", { value: cost.value, name: cost.name.trim() })}
            </span>
          );
        })}
      {engine.index.costTypes
        .filter((c) => !c.hidden)
        .slice(0, 1)
        .map((costType) => (
          <label key={costType.id} className="text-sm">
            {tr.t("bs.limit.label", { name: costType.name.trim() })}{" "}
            <input
              type="number"
              min={0}
              className="w-24 rounded border border-stone-300 px-2 py-1 dark:border-stone-700 dark:bg-stone-950"
              value={limitText(engine.roster.costLimits.get(costType.id))}
              onChange={(e) => act(() => actions.setCostLimit(engine, costType.id, limitFromText(e.target.value)))}
              data-testid="bs-limit"
            />
          </label>
        ))}
      <span aria-live="polite" className={count ? "text-red-800 dark:text-red-300" : "text-green-800 dark:text-green-300"} data-testid="bs-status">
        {count === 0 ? tr.t("bs.valid") : tr.t("bs.problems", { count })}
      </span>
    </section>
  );
}

function AddForce({ engine, act }: { engine: Engine; act: (work: () => void) => void }) {
  const tr = useTranslator();
  const catalogues = engine.index.data.catalogues.filter((c) => !c.library);
  const forceEntries = availableForceEntries(engine);
  const [catalogueId, setCatalogueId] = useState(catalogues[0]?.id ?? "");
  const [forceEntryId, setForceEntryId] = useState(forceEntries[0]?.id ?? "");
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900"
      onSubmit={(e) => {
        e.preventDefault();
        act(() => actions.addForce(engine, forceEntryId, catalogueId || undefined));
      }}
    >
      <fieldset className="contents">
        <legend className="sr-only">{tr.t("bs.force.legend")}</legend>
        <label className="text-sm font-medium">
          {tr.t("bs.force.catalogue")}
          <select className="mt-1 block max-w-full rounded border border-stone-300 px-2 py-1 dark:border-stone-700 dark:bg-stone-950" value={catalogueId} onChange={(e) => setCatalogueId(e.target.value)} data-testid="bs-catalogue">
            {catalogues.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {tr.t("bs.force.entry")}
          <select className="mt-1 block max-w-full rounded border border-stone-300 px-2 py-1 dark:border-stone-700 dark:bg-stone-950" value={forceEntryId} onChange={(e) => setForceEntryId(e.target.value)} data-testid="bs-force-entry">
            {forceEntries.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primary} data-testid="bs-add-force">
          {tr.t("bs.force.add")}
        </button>
      </fieldset>
    </form>
  );
}

function groupByCategory(tr: Translator, engine: Engine, entries: AvailableEntry[]): [string, AvailableEntry[]][] {
  const groups = new Map<string, AvailableEntry[]>();
  for (const entry of entries) {
    const name = entry.primaryCategory ? (engine.index.categories.get(entry.primaryCategory)?.name ?? tr.t("bs.uncategorised")) : tr.t("bs.uncategorised");
    groups.set(name, [...(groups.get(name) ?? []), entry]);
  }
  return [...groups];
}

function ForcePanel({ engine, facts, force, snapshot, act }: { engine: Engine; facts: Facts; force: ForceNode; snapshot: RosterSnapshot; act: (work: () => void) => void }) {
  const tr = useTranslator();
  const available = availableEntries(engine, force, facts);
  const forceSnapshot = [...snapshot.forces, ...snapshot.forces.flatMap((f) => f.childForces)].find((f) => f.id === force.id);
  const byId = new Map<string, SelectionNode>();
  for (const s of force.selections) byId.set(s.id, s);
  return (
    <section aria-labelledby={`force-${force.id}`} className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]" data-testid="bs-force">
      <div className="max-h-[75vh] overflow-y-auto rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900" tabIndex={0} aria-label={tr.t("bs.available", { force: force.entry.name })}>
        <h2 className="font-semibold">{tr.t("bs.available", { force: force.entry.name })}</h2>
        {groupByCategory(tr, engine, available).map(([category, entries]) => (
          <div key={category} className="mt-3">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{category}</h3>
            <ul className="mt-1 space-y-1">
              {entries.map((entry) => (
                <li key={entry.node.id} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {entry.name} <span className="text-stone-600 dark:text-stone-400">{costText(tr, engine, entry.costs)}</span>
                  </span>
                  <button type="button" className={button} aria-label={tr.t("bs.add", { name: entry.name })} data-testid="bs-add-entry" onClick={() => act(() => void applyImpliedCostLimit(engine, force.id, actions.selectEntry(engine, force.id, entry.node.id).selectionId))}>
                    {tr.t("bs.addShort")}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900">
        <div className="flex items-center justify-between">
          <h2 id={`force-${force.id}`} className="font-semibold">
            {forceSnapshot?.name ?? force.entry.name}
          </h2>
          <button type="button" className={button} onClick={() => act(() => actions.removeForce(engine, force.id))}>
            {tr.t("bs.force.remove", { name: force.entry.name })}
          </button>
        </div>
        {forceSnapshot && forceSnapshot.selections.length > 0 ? (
          <ul className="mt-2 space-y-3">
            {forceSnapshot.selections.map((s) => (
              <SelectionCard key={s.id} engine={engine} facts={facts} force={force} snapshot={s} node={findNode(force.selections, s.id)} act={act} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{tr.t("bs.empty")}</p>
        )}
      </div>
    </section>
  );
}

function findNode(selections: SelectionNode[], id: string): SelectionNode | undefined {
  for (const selection of selections) {
    if (selection.id === id) return selection;
    const found = findNode(selection.children, id);
    if (found) return found;
  }
  return undefined;
}

function SelectionCard({ engine, facts, force, snapshot, node, act }: { engine: Engine; facts: Facts; force: ForceNode; snapshot: SelectionSnapshot; node: SelectionNode | undefined; act: (work: () => void) => void }) {
  const tr = useTranslator();
  const options = node ? availableEntries(engine, node, facts) : [];
  if (!node) return null;
  const total = costsWithChildren(snapshot);
  return (
    <li className="rounded-md border border-stone-200 p-2 dark:border-stone-800" data-testid="bs-selection">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">
          {snapshot.number > 1 ? `${snapshot.number}× ` : ""}
          {snapshot.annotation ? tr.t("bs.text.annotated", { name: snapshot.name, annotation: snapshot.annotation }) : snapshot.name}{" "}
          <span className="text-sm text-stone-600 dark:text-stone-400">{costText(tr, engine, total)}</span>
        </span>
        <button type="button" className={button} aria-label={tr.t("bs.remove", { name: snapshot.name })} onClick={() => act(() => actions.deselectSelection(engine, force.id, node.id))}>
          {tr.t("bs.removeShort")}
        </button>
      </div>
      <BsDatasheet selection={snapshot} />
      <BsAssociations engine={engine} facts={facts} force={force} unit={node} act={act} />
      {options.length > 0 && <Options engine={engine} force={force} node={node} name={snapshot.name} options={options} act={act} />}
      <ChildOptions engine={engine} facts={facts} force={force} parent={node} parentSnapshot={snapshot} act={act} depth={0} />
    </li>
  );
}

/**
 * What a unit holds that has options of its own (a model's wargear, a character's runes), each
 * folded until the player opens it: only an open one is evaluated, so a large roster stays fast.
 */
function ChildOptions({ engine, facts, force, parent, parentSnapshot, act, depth }: { engine: Engine; facts: Facts; force: ForceNode; parent: SelectionNode; parentSnapshot: SelectionSnapshot; act: (work: () => void) => void; depth: number }) {
  // The data nests a few levels at most; the bound keeps a hostile file from nesting the page.
  if (depth > 8) return null;
  // Names and hidden flags come from the roster's snapshot, already worked out for this render:
  // a closed panel costs no evaluation (the add-unit click stays fast on a large roster).
  const holders = parent.children
    .filter((child) => engine.tree.childrenOf(child.node).entries.length > 0)
    .map((child) => ({ child, snapshot: parentSnapshot.children.find((c) => c.id === child.id) }))
    .filter((h): h is { child: SelectionNode; snapshot: SelectionSnapshot } => h.snapshot !== undefined && !h.snapshot.hidden);
  if (holders.length === 0) return null;
  return (
    <div className="ms-2 border-s border-stone-200 ps-2 dark:border-stone-800">
      {holders.map(({ child, snapshot }) => (
        <ChildOptionsPanel key={child.id} engine={engine} facts={facts} force={force} child={child} snapshot={snapshot} act={act} depth={depth} />
      ))}
    </div>
  );
}

function ChildOptionsPanel({ engine, facts, force, child, snapshot, act, depth }: { engine: Engine; facts: Facts; force: ForceNode; child: SelectionNode; snapshot: SelectionSnapshot; act: (work: () => void) => void; depth: number }) {
  const tr = useTranslator();
  const [open, setOpen] = useState(false);
  const name = snapshot.customName || snapshot.name;
  const options = open ? availableEntries(engine, child, facts) : [];
  return (
    <details className="mt-1" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="bs-child-options">
      <summary className="cursor-pointer text-sm font-semibold">{tr.t("bs.options", { name })}</summary>
      {open && (options.length > 0 ? <Options engine={engine} force={force} node={child} name={name} options={options} act={act} /> : <p className="text-sm">{tr.t("bs.noOptions")}</p>)}
      {open && <ChildOptions engine={engine} facts={facts} force={force} parent={child} parentSnapshot={snapshot} act={act} depth={depth + 1} />}
    </details>
  );
}

/**
 * A selection's options, under the names of their groups as New Recruit shows them (a flattened
 * group's options join their parent's; a collapsible group, or a collapsible unit's options,
 * start folded away).
 */
function Options({ engine, force, node, name, options, act }: { engine: Engine; force: ForceNode; node: SelectionNode; name: string; options: AvailableEntry[]; act: (work: () => void) => void }) {
  const tr = useTranslator();
  const countOf = (entryId: string) => node.children.filter((c) => c.node.id === entryId).reduce((n, c) => n + c.number, 0);
  const rows = (entries: AvailableEntry[]) =>
    entries.map((option) => {
      const count = countOf(option.node.id);
      const existing = node.children.find((c) => c.node.id === option.node.id);
      return (
        <li key={option.node.id} className="flex items-center justify-between gap-2 text-sm">
          <span className={count ? "font-medium" : ""}>{tr.t("bs.count", { name: option.name, count })}</span>
          <span className="flex gap-1">
            <button type="button" className={button} aria-label={tr.t("bs.less", { name: option.name })} disabled={!existing} onClick={() => existing && act(() => actions.deselectSelection(engine, force.id, existing.id))}>
              −
            </button>
            <button type="button" className={button} aria-label={tr.t("bs.more", { name: option.name })} onClick={() => act(() => void applyImpliedCostLimit(engine, force.id, actions.selectChildEntry(engine, force.id, node.id, option.node.id).selectionId))}>
              +
            </button>
          </span>
        </li>
      );
    });
  const list = "mt-1 grid gap-1 sm:grid-cols-2";
  const sections = optionSections(options).map((section) => {
    if (!section.group) return <ul key="loose" className={list}>{rows(section.entries)}</ul>;
    const heading = section.group.name;
    const chosen = section.entries.reduce((n, e) => n + countOf(e.node.id), 0);
    // Folded or not, the heading says how many of the group are taken.
    const groupTitle = chosen > 0 ? tr.t("bs.count", { name: heading, count: chosen }) : heading;
    if (section.collapsed) {
      return (
        <details key={section.group.id} className="mt-1" data-testid="bs-option-group">
          <summary className="cursor-pointer text-sm font-semibold">{groupTitle}</summary>
          <ul className={list}>{rows(section.entries)}</ul>
        </details>
      );
    }
    return (
      <fieldset key={section.group.id} className="mt-1" data-testid="bs-option-group">
        <legend className="text-sm font-semibold">{groupTitle}</legend>
        <ul className={list}>{rows(section.entries)}</ul>
      </fieldset>
    );
  });
  const body = (
    <div role="group" aria-label={tr.t("bs.options", { name })} className="mt-2">
      {sections}
    </div>
  );
  if (!startsCollapsed(node.node)) return body;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-semibold">{tr.t("bs.options", { name })}</summary>
      {body}
    </details>
  );
}

function Problems({ engine, snapshot }: { engine: Engine; snapshot: RosterSnapshot }) {
  const tr = useTranslator();
  if (snapshot.errors.length === 0) return null;
  // Only warnings and notes from the data: shown, but not in the colour of a broken rule.
  const tone = snapshot.errors.some(isBlocking) ? "border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950/40" : "border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40";
  return (
    <section aria-labelledby="bs-problems" className={`rounded-lg border p-3 ${tone}`}>
      <h2 id="bs-problems" className="font-semibold">
        {tr.t("bs.errors")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-sm" data-testid="bs-errors">
        {snapshot.errors.map((error, i) => (
          <li key={i}>{describeRosterError(tr.t, error)}</li>
        ))}
      </ul>
      <span className="sr-only">{engine.roster.name}</span>
    </section>
  );
}

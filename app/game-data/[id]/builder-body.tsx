"use client";
/**
 * The builder's body, laid out as Muster's editor is: the unit browser (a sheet on a phone), the
 * forces with their units, and the issues beside them; totals with undo/redo above.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { walkForces } from "@/lib/battlescribe/engine/roster";
import { snapshotRoster } from "@/lib/battlescribe/engine/snapshot";
import { settledFacts } from "@/lib/battlescribe/engine/facts";
import { writeRosterXml } from "@/lib/battlescribe/ros/write-roster";
import { useReveal } from "@/lib/client/use-reveal";
import { useTranslator } from "@/lib/client/use-translator";
import { PhoneSheet, usePhoneSheet } from "@/app/_components/phone-sheet";
import { AddForce } from "./add-force";
import type { CardMarks } from "./card-marks";
import { ExportButtons } from "./export-buttons";
import { ForcePanel } from "./force-panel";
import { countIssuesByTarget } from "./issue-targets";
import { ProblemsPanel } from "./problems-panel";
import { TotalsBar } from "./totals-bar";
import { UnitBrowser } from "./unit-browser";
import type { SnapshotUndo } from "./use-snapshot-undo";

export function BuilderBody({ engine, history }: { engine: Engine; history: SnapshotUndo }) {
  const tr = useTranslator();
  // The engine mutates in place and every change re-renders: every render evaluates afresh,
  // once, and every card below reads the same facts.
  const facts = settledFacts(engine);
  const snapshot = snapshotRoster(engine, facts);
  const { act, settle } = history;
  // The roster as it stands, for the next undo step, once this render is on screen.
  useEffect(() => settle(() => writeRosterXml(engine, snapshot)));
  // The tab's title names the roster and its game, as the editor's does.
  useEffect(() => {
    document.title = tr.t("bs.pageTitle", { name: snapshot.name, system: snapshot.gameSystemName });
  }, [tr, snapshot.name, snapshot.gameSystemName]);
  const { highlightId, reveal } = useReveal();
  const browser = usePhoneSheet('[data-testid="unit-search"]');
  const [announcement, setAnnouncement] = useState("");
  const issuesRef = useRef<HTMLElement>(null);
  const issues = useMemo(() => countIssuesByTarget(snapshot.errors), [snapshot.errors]);
  const marks: CardMarks = { highlightId, issues };
  const forces = [...walkForces(engine.roster.forces)];
  return (
    <div className="mt-4 space-y-4">
      <p className="sr-only" aria-live="polite" data-testid="bs-announcement">
        {announcement}
      </p>
      <TotalsBar engine={engine} snapshot={snapshot} act={act} history={history} onShowIssues={() => issuesRef.current?.focus()} />
      <AddForce engine={engine} act={act} />
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)_20rem] lg:items-start">
        <PhoneSheet state={browser} id="bs-unit-browser" title={tr.t("browser.title")} openLabel={tr.t("editor.toggleBrowser")} closeLabel={tr.t("editor.closeBrowser")}>
          <UnitBrowser engine={engine} facts={facts} forces={forces} act={act} announce={setAnnouncement} onShortcut={browser.openSheet} onAdded={browser.noteAdded} />
        </PhoneSheet>
        <div className="min-w-0 space-y-4">
          {forces.map((force) => (
            <ForcePanel key={force.id} engine={engine} facts={facts} force={force} snapshot={snapshot} act={act} marks={marks} />
          ))}
          {forces.length === 0 ? <p className="text-sm text-stone-600 dark:text-stone-400">{tr.t("bs.empty")}</p> : null}
        </div>
        <div className="lg:sticky lg:top-16 lg:max-h-[calc(100vh-5rem)] lg:overflow-y-auto">
          <ProblemsPanel ref={issuesRef} snapshot={snapshot} reveal={reveal} />
        </div>
      </div>
      <ExportButtons engine={engine} snapshot={snapshot} />
    </div>
  );
}

"use client";
/**
 * The unit browser (a sheet on a phone), the forces with their units, the issues beside them,
 * and the exports: drawn again only when `version` moves (see builder-body.tsx), each time from
 * one evaluation that every card reads.
 */
import { memo, useMemo, useState, type RefObject } from "react";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { walkForces } from "@/lib/battlescribe/engine/roster";
import { snapshotRoster } from "@/lib/battlescribe/engine/snapshot";
import { useReveal } from "@/lib/client/use-reveal";
import { useTranslator } from "@/lib/client/use-translator";
import { PhoneSheet, usePhoneSheet } from "@/app/_components/phone-sheet";
import type { Act } from "./builder-styles";
import type { CardMarks } from "./card-marks";
import { evaluateAt } from "./evaluate-at";
import { ExportButtons } from "./export-buttons";
import { ForcePanel } from "./force-panel";
import { countIssuesByTarget } from "./issue-targets";
import { ProblemsPanel } from "./problems-panel";
import { UnitBrowser } from "./unit-browser";

type Props = { engine: Engine; act: Act; version: number; issuesRef: RefObject<HTMLElement | null> };

export const RosterColumns = memo(function RosterColumns({ engine, act, version, issuesRef }: Props) {
  const tr = useTranslator();
  // The same evaluation the totals made for this version: nothing evaluated twice.
  const { facts, errors } = evaluateAt(engine, version);
  const snapshot = snapshotRoster(engine, facts, errors);
  const { highlightId, reveal } = useReveal();
  const browser = usePhoneSheet('[data-testid="unit-search"]');
  const [announcement, setAnnouncement] = useState("");
  const issues = useMemo(() => countIssuesByTarget(snapshot.errors), [snapshot.errors]);
  const marks: CardMarks = { highlightId, issues };
  const forces = walkForces(engine.roster.forces);
  return (
    <>
      <p className="sr-only" aria-live="polite" data-testid="bs-announcement">
        {announcement}
      </p>
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
    </>
  );
});

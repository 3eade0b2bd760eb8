"use client";
/**
 * The builder's body, laid out as Muster's editor is: totals with undo/redo above; the unit
 * browser (a sheet on a phone), the forces with their units and the issues beside them below.
 * The totals follow a change at once; the columns, which cost most to draw, follow a moment
 * later at lower priority (useDeferredValue), so an Add shows its points without waiting.
 */
import { useDeferredValue, useEffect, useRef } from "react";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { useTranslator } from "@/lib/client/use-translator";
import { AddForce } from "./add-force";
import { evaluateAt } from "./evaluate-at";
import { RosterColumns } from "./roster-columns";
import { TotalsBar } from "./totals-bar";
import type { SnapshotUndo } from "./use-snapshot-undo";

export function BuilderBody({ engine, history, version }: { engine: Engine; history: SnapshotUndo; version: number }) {
  const tr = useTranslator();
  // The engine mutates in place; `version` moves with every change, and the totals evaluate it then.
  const { errors, costs } = evaluateAt(engine, version);
  const shownVersion = useDeferredValue(version);
  const issuesRef = useRef<HTMLElement>(null);
  // The tab's title names the roster and its game, as the editor's does.
  useEffect(() => {
    document.title = tr.t("bs.pageTitle", { name: engine.roster.name, system: engine.index.data.gameSystem.name });
  }, [tr, engine.roster.name, engine.index.data.gameSystem.name]);
  return (
    <div className="mt-4 space-y-4">
      <TotalsBar engine={engine} costs={costs} errors={errors} act={history.act} history={history} onShowIssues={() => issuesRef.current?.focus()} />
      <AddForce engine={engine} act={history.act} />
      <RosterColumns engine={engine} act={history.act} version={shownVersion} issuesRef={issuesRef} />
    </div>
  );
}

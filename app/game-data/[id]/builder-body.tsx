"use client";

import { useEffect } from "react";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { walkForces } from "@/lib/battlescribe/engine/roster";
import { snapshotRoster } from "@/lib/battlescribe/engine/snapshot";
import { settledFacts } from "@/lib/battlescribe/engine/facts";
import { useTranslator } from "@/lib/client/use-translator";
import { AddForce } from "./add-force";
import type { Act } from "./builder-styles";
import { ExportButtons } from "./export-buttons";
import { ForcePanel } from "./force-panel";
import { ProblemsPanel } from "./problems-panel";
import { TotalsBar } from "./totals-bar";

export function BuilderBody({ engine, changed }: { engine: Engine; changed: () => void }) {
  const tr = useTranslator();
  // The engine mutates in place and `changed` re-renders: every render evaluates afresh, once,
  // and every card below reads the same facts.
  const facts = settledFacts(engine);
  const snapshot = snapshotRoster(engine, facts);
  // The tab's title names the roster and its game, as the editor's does.
  useEffect(() => {
    document.title = tr.t("bs.pageTitle", { name: snapshot.name, system: snapshot.gameSystemName });
  }, [tr, snapshot.name, snapshot.gameSystemName]);
  const act: Act = (work) => {
    work();
    changed();
  };
  const forces = [...walkForces(engine.roster.forces)];
  return (
    <div className="mt-4 space-y-6">
      <TotalsBar engine={engine} snapshot={snapshot} act={act} />
      <AddForce engine={engine} act={act} />
      {forces.map((force) => (
        <ForcePanel key={force.id} engine={engine} facts={facts} force={force} snapshot={snapshot} act={act} />
      ))}
      <ProblemsPanel engine={engine} snapshot={snapshot} />
      <ExportButtons engine={engine} snapshot={snapshot} />
    </div>
  );
}

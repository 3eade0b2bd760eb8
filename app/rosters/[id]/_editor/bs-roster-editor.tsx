"use client";
/**
 * A roster on installed BattleScribe data in the editor's shell: the same header (rename, save
 * status, exports, share, compare, history), autosave with version conflicts and "keep mine as a
 * copy" as a Muster roster has, around the BattleScribe builder's body. The data set and the
 * stored roster are loaded here; another version (theirs after a conflict, a restored one) opens
 * in a fresh shell, saved.
 */
import { useCallback, useMemo, useState } from "react";
import * as actions from "@/lib/battlescribe/engine/actions";
import { cloneRoster, engineWithRoster } from "@/lib/battlescribe/engine/clone-roster";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { RosterRoot } from "@/lib/battlescribe/engine/roster";
import { walkForces } from "@/lib/battlescribe/engine/roster";
import { rosterCosts } from "@/lib/battlescribe/engine/validate";
import { openRosterFile, type OpenedRoster } from "@/lib/battlescribe/ros/open-roster-file";
import { writeRosterXml } from "@/lib/battlescribe/ros/write-roster";
import { useAutosave, type ToSaveBody } from "@/lib/client/use-autosave";
import { useTranslator } from "@/lib/client/use-translator";
import type { AnyRosterRecord } from "@/lib/schemas/roster-requests";
import { BuilderBody } from "@/app/game-data/[id]/builder-body";
import { OpenRoster } from "@/app/game-data/[id]/open-roster";
import type { StoredRoster } from "@/app/game-data/[id]/roster-api";
import { useBuilderEngine } from "@/app/game-data/[id]/use-builder-engine";
import type { GameDataView } from "@/app/game-data/[id]/fetch-game-data";
import { useSnapshotUndo } from "@/app/game-data/[id]/use-snapshot-undo";
import { ConflictDialog, type ConflictSide } from "./conflict-dialog";
import { RosterShellHeader } from "./roster-shell-header";
import { SaveStatus } from "./save-status";
import { listBsConcealedItems } from "@/lib/roster-format/battlescribe-hidden";

/** The builder's roster as it stood after one change: a copy, so later clicks leave it as it was. */
type BsDraft = { roster: RosterRoot; seq: number };

function countUnits(roster: RosterRoot): number {
  return walkForces(roster.forces).reduce((n, force) => n + force.selections.length, 0);
}

export function BsRosterEditor({ packageId, rosterId, dataView }: { packageId: string; rosterId: string; dataView?: GameDataView }) {
  const tr = useTranslator();
  const { loaded, stored, openedNotes } = useBuilderEngine(packageId, rosterId, dataView);
  if (loaded.kind === "loading" || (loaded.kind === "ready" && !stored)) return <p className="mt-6" aria-live="polite">{tr.t("bs.loading")}</p>;
  if (loaded.kind === "failed") return <p role="alert" className="mt-6 text-red-800 dark:text-red-300">{tr.t("bs.loadFailed", { message: loaded.message })}</p>;
  return <BsRosterShell opened={loaded.engine} stored={stored!} openedNotes={openedNotes} />;
}

type ShellProps = { opened: Engine; stored: StoredRoster; openedNotes?: OpenedRoster };

/** A version the server has (theirs, a restored one) shown as it is: its engine and the draft autosave counts as saved. */
type Pinned = { engine: Engine; version: number; draft: BsDraft };

function BsRosterShell({ opened, stored, openedNotes }: ShellProps) {
  const tr = useTranslator();
  const [engine, setEngine] = useState(opened);
  const [version, setVersion] = useState(0);
  const [pinned, setPinned] = useState<Pinned | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const history = useSnapshotUndo(engine, setEngine, changed);

  // A copy per change (well under a millisecond); the XML is written only when a save is sent.
  const draft = useMemo<BsDraft>(() => {
    if (pinned && pinned.engine === engine && pinned.version === version) return pinned.draft;
    return { roster: cloneRoster(engine.roster), seq: engine.seq };
  }, [engine, version, pinned]);
  const toBody: ToSaveBody<BsDraft> = useCallback((doc, read) => ({ format: "battlescribe", xml: writeRosterXml(engineWithRoster(engine, doc.roster, doc.seq)), version: read }), [engine]);
  const [initial] = useState(() => ({ version: stored.version, document: draft }));
  const autosave = useAutosave(stored.id, initial, draft, toBody);
  const { acceptTheirs } = autosave;

  /** Shows a stored version (theirs after a conflict, a restored one) with a fresh undo history, saved. */
  const replaceRecord = useCallback(
    (record: AnyRosterRecord) => {
      if (record.format !== "battlescribe") return;
      const next = openRosterFile(engine, "roster.ros", record.document.xml).engine;
      const nextDraft: BsDraft = { roster: cloneRoster(next.roster), seq: next.seq };
      history.restart();
      setPinned({ engine: next, version, draft: nextDraft });
      setEngine(next);
      acceptTheirs({ version: record.version, document: nextDraft });
    },
    [engine, version, history, acceptTheirs],
  );

  const data = engine.index.data.gameSystem;
  const costTypes = useMemo(() => engine.index.costTypes.filter((c) => !c.hidden), [engine.index]);
  const describeTotals = useCallback(
    (totals: Record<string, number>) =>
      costTypes
        .filter((c) => (totals[c.id] ?? 0) !== 0)
        .map((c) => tr.t("bs.cost", { value: totals[c.id] ?? 0, name: c.name.trim() }))
        .join(" · "),
    [costTypes, tr],
  );
  const concealable = useCallback(() => listBsConcealedItems(engine), [engine]);
  const conflict = autosave.state.status === "conflict" ? autosave.state.conflict : undefined;
  const theirs = conflict?.format === "battlescribe" ? conflict : undefined;
  const sideOf = useCallback((roster: RosterRoot, totals: Record<string, number>): ConflictSide => ({ name: roster.name, costs: describeTotals(totals), units: countUnits(roster) }), [describeTotals]);
  // Their roster is read once, on the data this builder holds.
  const theirSide = useMemo(() => (theirs ? sideOf(openRosterFile(engine, "roster.ros", theirs.document.xml).engine.roster, theirs.totals) : undefined), [theirs, engine, sideOf]);

  return (
    <div data-testid="bs-roster-editor" data-roster-id={stored.id}>
      <p className="sr-only" aria-live="polite" data-testid="editor-announcement">
        {announcement}
      </p>
      <RosterShellHeader
        rosterId={stored.id}
        name={engine.roster.name}
        rename={(name) => history.act(() => actions.renameRoster(engine, name))}
        summary={tr.t("bs.shell.summary", { system: data.name, revision: data.revision ?? 0 })}
        status={<SaveStatus state={autosave.state} />}
        exchange={{ battlescribe: true, compareMine: `bs:${stored.id}`, concealable }}
        history={{
          autosave: { version: autosave.state.version, saved: autosave.state.status === "saved" },
          describeTotals,
          onRestored: replaceRecord,
          announce: setAnnouncement,
        }}
      />
      <OpenRoster
        engine={engine}
        initial={openedNotes}
        opened={(next) => {
          history.restart();
          setEngine(next);
          changed();
        }}
      />
      <BuilderBody engine={engine} history={history} version={version} />
      {autosave.state.status === "conflict" ? (
        <ConflictDialog
          theirs={theirs && theirSide ? { version: theirs.version, side: theirSide } : undefined}
          mine={{ side: sideOf(engine.roster, Object.fromEntries(rosterCosts(engine))), document: { xml: writeRosterXml(engine) } }}
          takeTheirs={() => theirs && replaceRecord(theirs)}
        />
      ) : null}
    </div>
  );
}

"use client";
/**
 * The roster editor: unit browser, detachments with unit cards, totals bar and validation panel.
 * Every change is evaluated at once in the browser and saved a moment later; see
 * lib/client/use-roster-editor.ts for the state and lib/client/use-autosave.ts for saving.
 */
import { useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import type { Catalogue, GameSystem } from "@/lib/gamedata/catalogue-schema";
import type { RosterRecord } from "@/lib/schemas/roster-requests";
import type { Roster } from "@/lib/gamedata/roster-schema";
import { keywordSuggestions } from "@/lib/client/editor/editor-ops";
import { countIssuesByUnit } from "@/lib/client/editor/issue-list";
import { useRosterEditor } from "@/lib/client/use-roster-editor";
import { prefersReducedMotion, useReveal } from "@/lib/client/use-reveal";
import { useTranslator } from "@/lib/client/use-translator";
import { TranslatorContext } from "@/lib/client/translator-context";
import { gameWords, withGameWords } from "@/lib/i18n/game-words";
import { describeRoster } from "@/lib/exchange/roster-view";
import { RosterPrintView } from "@/app/_components/roster-print-view";
import { PhoneSheet, usePhoneSheet } from "@/app/_components/phone-sheet";
import { AddForce } from "./add-force";
import { ConflictDialog, type ConflictSide } from "./conflict-dialog";
import { formatCosts } from "./format-costs";
import { DatasheetPanel } from "./datasheet-panel";
import { EditorContext, useEditor, type DatasheetTarget, type EditorContextValue } from "./editor-context";
import { EditorHeader } from "./editor-header";
import { ForceSection } from "./force-section";
import { TotalsBar } from "./totals-bar";
import { UnitBrowser } from "./unit-browser";
import { ValidationPanel } from "./validation-panel";

export type RosterEditorProps = { record: RosterRecord; system: GameSystem; catalogue: Catalogue };

export function RosterEditor({ record, system, catalogue }: RosterEditorProps) {
  const tr = useTranslator();
  const editor = useRosterEditor(record, system, catalogue);
  const { roster, evaluation, index } = editor;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const { highlightId, reveal: revealTarget } = useReveal();
  const [datasheet, setDatasheet] = useState<DatasheetTarget | null>(null);
  const browser = usePhoneSheet('[data-testid="unit-search"]');
  const [announcement, setAnnouncement] = useState("");
  const issuesRef = useRef<HTMLElement>(null);

  const toggleExpanded = useCallback((unitId: string, open?: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !next.has(unitId)) next.add(unitId);
      else next.delete(unitId);
      return next;
    });
  }, []);

  const reveal = useCallback(
    (targetId: string, unitId?: string) => {
      if (unitId) toggleExpanded(unitId, true);
      revealTarget(targetId);
    },
    [toggleExpanded, revealTarget],
  );

  // The print view follows at low priority, so an edit's totals never wait for it, yet the
  // browser's Print (button, Ctrl+P, or a PDF printer) always finds the list ready.
  const printed = useDeferredValue(useMemo(() => ({ roster, evaluation }), [roster, evaluation]));
  const printView = useMemo(
    () => describeRoster(printed.roster, system, catalogue, { translator: tr, evaluation: printed.evaluation }),
    [printed, system, catalogue, tr],
  );

  // Everything inside the editor names this game's roles, detachments and amounts in the page's language.
  const gameTranslator = useMemo(() => withGameWords(tr, system), [tr, system]);
  const context: EditorContextValue = useMemo(
    () => ({ editor, view: { expanded, toggleExpanded, highlightId, reveal, showDatasheet: setDatasheet, announce: setAnnouncement } }),
    [editor, expanded, toggleExpanded, highlightId, reveal],
  );

  const ruleset = system.rulesets.find((r) => r.id === roster.rulesetId);
  const allowedForceEntries = useMemo(
    () => (ruleset?.forceEntryIds ?? system.forceEntries.map((f) => f.id)).map((id) => ({ id, name: gameWords(tr, system).forceEntry({ id, name: index.forceEntry(id)?.name ?? id }) })),
    [ruleset, system, index, tr],
  );
  const forces = useMemo(
    () => roster.forces.map((f) => ({ id: f.id, name: gameWords(tr, system).forceEntry({ id: f.forceEntryId, name: index.forceEntry(f.forceEntryId)?.name ?? f.forceEntryId }) })),
    [roster.forces, index, tr, system],
  );
  const issueCounts = useMemo(() => countIssuesByUnit(evaluation.issues), [evaluation.issues]);
  const suggestions = useMemo(() => keywordSuggestions(roster), [roster]);
  const allUnitIds = roster.forces.flatMap((f) => f.selections.map((s) => s.id));
  const allOpen = allUnitIds.length > 0 && allUnitIds.every((id) => expanded.has(id));
  const showIssues = () => {
    issuesRef.current?.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    issuesRef.current?.focus({ preventScroll: true });
  };

  return (
    <TranslatorContext.Provider value={gameTranslator}>
    <EditorContext.Provider value={context}>
      <div className="print:hidden" data-testid="roster-editor" data-roster-id={record.id}>
        <p className="sr-only" aria-live="polite" data-testid="editor-announcement">
          {announcement}
        </p>
        <EditorHeader onPrint={() => window.print()} />
        <TotalsBar onShowIssues={showIssues} />
        <div className="mt-4 grid gap-4 lg:grid-cols-[19rem_minmax(0,1fr)_20rem] lg:items-start">
          <PhoneSheet state={browser} id="unit-browser" title={tr.t("browser.title")} openLabel={tr.t("editor.toggleBrowser")} closeLabel={tr.t("editor.closeBrowser")}>
            <UnitBrowser forces={forces} onShortcut={browser.openSheet} onAdded={browser.noteAdded} />
          </PhoneSheet>
          <main id="main" className="min-w-0 space-y-4">
            <div className="flex justify-end">
              <button
                type="button"
                className="text-xs font-medium text-stone-600 underline underline-offset-2 dark:text-stone-400"
                onClick={() => setExpanded(allOpen ? new Set() : new Set(allUnitIds))}
              >
                {allOpen ? tr.t("editor.collapseAll") : tr.t("editor.expandAll")}
              </button>
            </div>
            {roster.forces.map((force) => (
              <ForceSection key={force.id} force={force} forces={forces} allowedForceEntries={allowedForceEntries} issueCounts={issueCounts} suggestions={suggestions} />
            ))}
            {allUnitIds.length === 0 ? <p className="text-sm text-stone-600 dark:text-stone-400">{tr.t("editor.empty")}</p> : null}
            <AddForce allowed={allowedForceEntries} />
          </main>
          <div className="lg:sticky lg:top-16 lg:max-h-[calc(100vh-5rem)] lg:overflow-y-auto">
            <ValidationPanel ref={issuesRef} />
          </div>
        </div>
        {datasheet ? <DatasheetPanel target={datasheet} onClose={() => setDatasheet(null)} /> : null}
        {editor.autosave.state.status === "conflict" ? <MusterConflict /> : null}
      </div>
      <div className="hidden print:block">
        <RosterPrintView view={printView} tr={tr} />
      </div>
    </EditorContext.Provider>
    </TranslatorContext.Provider>
  );
}

const unitCount = (roster: Roster) => roster.forces.reduce((n, f) => n + f.selections.length, 0);

/** The shell's conflict dialog on a Muster roster: its sides in this game's points. */
function MusterConflict() {
  const tr = useTranslator();
  const { editor } = useEditor();
  const stored = editor.autosave.state.conflict;
  const theirs = stored?.format === "muster" ? stored : undefined;
  const side = (roster: Roster, costs: Record<string, number>): ConflictSide => ({ name: roster.name, costs: formatCosts(tr, editor.system, costs), units: unitCount(roster) });
  return (
    <ConflictDialog
      theirs={theirs ? { version: theirs.version, side: side(theirs.document, theirs.totals) } : undefined}
      mine={{ side: side(editor.roster, editor.evaluation.totals.roster.costs), document: editor.roster }}
      takeTheirs={() => theirs && editor.reset(theirs)}
    />
  );
}

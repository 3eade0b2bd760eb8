"use client";
/**
 * The roster editor: unit browser, detachments with unit cards, totals bar and validation panel.
 * Every change is evaluated at once in the browser and saved a moment later; see
 * lib/client/use-roster-editor.ts for the state and lib/client/use-autosave.ts for saving.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { Catalogue, GameSystem } from "@/lib/gamedata/catalogue-schema";
import type { RosterRecord } from "@/lib/schemas/roster-requests";
import { keywordSuggestions } from "@/lib/client/editor/editor-ops";
import { countIssuesByUnit } from "@/lib/client/editor/issue-list";
import { useRosterEditor } from "@/lib/client/use-roster-editor";
import { trapTab } from "@/lib/client/trap-tab";
import { useMediaQuery } from "@/lib/client/use-media-query";
import { useTranslator } from "@/lib/client/use-translator";
import { TranslatorContext } from "@/lib/client/translator-context";
import { gameWords, withGameWords } from "@/lib/i18n/game-words";
import { describeRoster } from "@/lib/exchange/roster-view";
import { RosterPrintView } from "@/app/_components/roster-print-view";
import { AddForce } from "./add-force";
import { ConflictDialog } from "./conflict-dialog";
import { DatasheetPanel } from "./datasheet-panel";
import { EditorContext, type DatasheetTarget, type EditorContextValue } from "./editor-context";
import { EditorHeader } from "./editor-header";
import { ForceSection } from "./force-section";
import { TotalsBar } from "./totals-bar";
import { UnitBrowser } from "./unit-browser";
import { ValidationPanel } from "./validation-panel";

export type RosterEditorProps = { record: RosterRecord; system: GameSystem; catalogue: Catalogue };

const HIGHLIGHT_MS = 2400;

/** Smooth scrolling is motion: players who ask for less get a jump instead. */
function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function RosterEditor({ record, system, catalogue }: RosterEditorProps) {
  const tr = useTranslator();
  const editor = useRosterEditor(record, system, catalogue);
  const { roster, evaluation, index } = editor;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [pendingReveal, setPendingReveal] = useState<{ id: string; at: number } | null>(null);
  const [datasheet, setDatasheet] = useState<DatasheetTarget | null>(null);
  const [browserOpen, setBrowserOpen] = useState(false);
  const narrow = useMediaQuery("(max-width: 1023.98px)");
  const sheet = browserOpen && narrow;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const openBrowser = useCallback(() => {
    setBrowserOpen(true);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="unit-search"]')?.focus());
  }, []);
  // The last unit added from the sheet: closing it goes there (to set it up), else back to the button.
  const addedRef = useRef<string | null>(null);
  const closeBrowser = useCallback(() => {
    setBrowserOpen(false);
    const added = addedRef.current;
    addedRef.current = null;
    requestAnimationFrame(() => {
      const card = added ? document.querySelector<HTMLElement>(`[data-selection-id="${CSS.escape(added)}"]`) : null;
      (card ?? toggleRef.current)?.focus();
    });
  }, []);
  const noteAdded = useCallback((id: string) => void (addedRef.current = id), []);
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
      setHighlightId(targetId);
      setPendingReveal({ id: targetId, at: Date.now() });
    },
    [toggleExpanded],
  );

  // After the card has opened: scroll to the target, move focus there, and let the highlight fade.
  useEffect(() => {
    if (!pendingReveal) return;
    const element = document.querySelector<HTMLElement>(`[data-selection-id="${CSS.escape(pendingReveal.id)}"]`);
    element?.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    element?.focus({ preventScroll: true });
    const timer = window.setTimeout(() => setHighlightId((id) => (id === pendingReveal.id ? null : id)), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [pendingReveal]);

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
          <div className="lg:sticky lg:top-16">
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={browserOpen}
              aria-controls="unit-browser"
              onClick={() => (browserOpen ? closeBrowser() : openBrowser())}
              className="mb-2 w-full rounded-md bg-amber-700 px-3 py-2 text-sm font-semibold text-white lg:hidden"
              data-testid="toggle-browser"
            >
              {tr.t("editor.toggleBrowser")}
            </button>
            {sheet ? <div aria-hidden="true" className="fixed inset-0 z-30 bg-black/40 lg:hidden" onClick={closeBrowser} /> : null}
            {/* On a phone the browser is a sheet over the list (a modal dialog), not a block that pushes the roster down. */}
            <div
              id="unit-browser"
              className={
                browserOpen
                  ? "fixed inset-x-0 bottom-0 z-40 max-h-[80vh] overflow-y-auto rounded-t-2xl bg-stone-100 p-2 shadow-2xl dark:bg-stone-950 lg:static lg:z-auto lg:max-h-none lg:overflow-visible lg:rounded-none lg:bg-transparent lg:p-0 lg:shadow-none"
                  : "hidden lg:block"
              }
              {...(sheet
                ? {
                    role: "dialog",
                    "aria-modal": true,
                    "aria-label": tr.t("browser.title"),
                    "data-testid": "browser-sheet",
                    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
                      if (event.key === "Escape") closeBrowser();
                      else trapTab(event);
                    },
                  }
                : {})}
            >
              <UnitBrowser forces={forces} onShortcut={openBrowser} onAdded={noteAdded} />
              {sheet ? (
                <button type="button" onClick={closeBrowser} className="mt-2 w-full rounded-md border border-stone-500 bg-white px-3 py-2 text-sm font-semibold dark:bg-stone-900" data-testid="close-browser">
                  {tr.t("editor.closeBrowser")}
                </button>
              ) : null}
            </div>
          </div>
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
        {editor.autosave.state.status === "conflict" ? <ConflictDialog theirs={editor.autosave.state.conflict} /> : null}
      </div>
      <div className="hidden print:block">
        <RosterPrintView view={printView} tr={tr} />
      </div>
    </EditorContext.Provider>
    </TranslatorContext.Provider>
  );
}

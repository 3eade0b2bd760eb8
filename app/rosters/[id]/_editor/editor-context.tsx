"use client";
/**
 * What every part of the editor shares: the roster state (useRosterEditor) and the view state
 * (which cards are open, what is highlighted, which datasheet is shown).
 */
import { createContext, useContext } from "react";
import type { RosterEditorState } from "@/lib/client/use-roster-editor";

export type DatasheetTarget = { unitId: string } | { entryId: string };

export type EditorView = {
  expanded: ReadonlySet<string>;
  toggleExpanded: (unitId: string, open?: boolean) => void;
  highlightId: string | null;
  /** Scrolls to a unit, option or detachment, opens its card and highlights it. */
  reveal: (targetId: string, unitId?: string) => void;
  showDatasheet: (target: DatasheetTarget | null) => void;
  /** Says something to screen readers through the editor's polite live region (a unit added or removed). */
  announce: (text: string) => void;
};

export type EditorContextValue = { editor: RosterEditorState; view: EditorView };

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditor() outside the roster editor");
  return value;
}

"use client";
/** Undo and Redo as the editors show them: greyed (still focusable) when there is nothing to take back. */
import { useTranslator } from "@/lib/client/use-translator";

export function UndoRedoButtons({ canUndo, canRedo, undo, redo, className }: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void; className: string }) {
  const tr = useTranslator();
  return (
    <>
      <button type="button" className={className} aria-disabled={!canUndo} aria-keyshortcuts="Control+Z" title={tr.t("editor.undoHint")} onClick={() => canUndo && undo()} data-testid="undo">
        {tr.t("editor.undo")}
      </button>
      <button type="button" className={className} aria-disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z" title={tr.t("editor.redoHint")} onClick={() => canRedo && redo()} data-testid="redo">
        {tr.t("editor.redo")}
      </button>
    </>
  );
}

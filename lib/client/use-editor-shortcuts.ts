"use client";
/** The editors' keyboard shortcuts (see keyboard-shortcuts.ts), bound to the window while mounted. */
import { useEffect } from "react";
import { readShortcut } from "./keyboard-shortcuts";

export function useEditorShortcuts({ undo, redo, save }: { undo: () => void; redo: () => void; save?: () => void }): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = readShortcut(event);
      if (!shortcut || (shortcut === "save" && !save)) return;
      event.preventDefault();
      if (shortcut === "undo") undo();
      else if (shortcut === "redo") redo();
      else save?.();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo, save]);
}

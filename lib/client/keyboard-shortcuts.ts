/**
 * Editor shortcuts from a key event: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z or Ctrl+Y redo,
 * Ctrl/Cmd+S save now. Inside a text field undo belongs to the field, so it is left alone.
 */
export type Shortcut = "undo" | "redo" | "save";

type KeyLike = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey"> & { target: EventTarget | null };

function isTextField(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; type?: string; isContentEditable?: boolean } | null;
  if (!el?.tagName) return false;
  if (el.isContentEditable) return true;
  if (el.tagName === "TEXTAREA") return true;
  if (el.tagName !== "INPUT") return false;
  return !["checkbox", "radio", "button", "submit", "range", "color", "file"].includes(el.type ?? "text");
}

export function readShortcut(event: KeyLike): Shortcut | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === "s") return "save";
  if (isTextField(event.target)) return undefined;
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && !event.shiftKey) return "redo";
  return undefined;
}

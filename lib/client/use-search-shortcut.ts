"use client";
/** "/" anywhere outside a form field goes to a search field, as on many sites players know. */
import { useEffect, type RefObject } from "react";

const TEXT_INPUTS = new Set(["text", "search", "number", "email", "url", "password", "tel"]);

/** Where "/" is typed as text rather than meaning "search": text fields, lists, editable regions. */
export function takesText(target: HTMLElement | null): boolean {
  if (!target) return false;
  if (target.isContentEditable || target.tagName === "TEXTAREA" || target.tagName === "SELECT") return true;
  return target.tagName === "INPUT" && TEXT_INPUTS.has((target as HTMLInputElement).type);
}

/** `onShortcut` opens what hides the field (a phone's sheet) before "/" focuses it. */
export function useSearchShortcut(searchRef: RefObject<HTMLInputElement | null>, onShortcut?: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (takesText(event.target as HTMLElement | null)) return;
      event.preventDefault();
      onShortcut?.();
      requestAnimationFrame(() => searchRef.current?.focus());
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [searchRef, onShortcut]);
}

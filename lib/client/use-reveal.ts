"use client";
/**
 * Bringing a part of the roster into sight (an issue's unit): scroll to the element marked
 * `data-selection-id`, move focus there, and highlight it for a moment.
 */
import { useCallback, useEffect, useState } from "react";

const HIGHLIGHT_MS = 2400;

/** Smooth scrolling is motion: players who ask for less get a jump instead. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function useReveal(): { highlightId: string | null; reveal: (targetId: string) => void } {
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [pendingReveal, setPendingReveal] = useState<{ id: string; at: number } | null>(null);
  const reveal = useCallback((targetId: string) => {
    setHighlightId(targetId);
    setPendingReveal({ id: targetId, at: Date.now() });
  }, []);
  // After the target has rendered (a card opened): scroll to it, move focus there, and let the highlight fade.
  useEffect(() => {
    if (!pendingReveal) return;
    const element = document.querySelector<HTMLElement>(`[data-selection-id="${CSS.escape(pendingReveal.id)}"]`);
    element?.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    element?.focus({ preventScroll: true });
    const timer = window.setTimeout(() => setHighlightId((id) => (id === pendingReveal.id ? null : id)), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [pendingReveal]);
  return { highlightId, reveal };
}

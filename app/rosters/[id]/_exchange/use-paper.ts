"use client";
/** The player's paper size for PDF downloads, remembered in this browser. */
import { useCallback, useSyncExternalStore } from "react";

export type Paper = "a4" | "letter";

const KEY = "muster.paper";
const listeners = new Set<() => void>();

function readPaper(): Paper {
  try {
    return window.localStorage.getItem(KEY) === "letter" ? "letter" : "a4";
  } catch {
    return "a4";
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePaper(): [Paper, (paper: Paper) => void] {
  const paper = useSyncExternalStore(subscribe, readPaper, () => "a4" as Paper);
  const choose = useCallback((next: Paper) => {
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // Private windows may refuse storage: the choice then lasts until the page closes.
    }
    for (const listener of listeners) listener();
  }, []);
  return [paper, choose];
}

"use client";
/**
 * False while the server renders a page and while the browser hydrates it, true from the render
 * after. Text that depends on the browser (its time zone) is written only then: the server cannot
 * know it, and text that differs from the server's breaks hydration.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

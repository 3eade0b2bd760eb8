"use client";
/** A short message at the bottom of the screen, with an optional action (Undo); read out politely. */
import { useEffect } from "react";

export type ToastMessage = { id: number; text: string; action?: { label: string; run: () => void } };

export function Toast({ toast, onDone, timeoutMs = 10_000 }: { toast: ToastMessage | null; onDone: () => void; timeoutMs?: number }) {
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(onDone, timeoutMs);
    return () => window.clearTimeout(timer);
  }, [toast, onDone, timeoutMs]);
  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 print:hidden">
      {toast ? (
        <div data-testid="toast" className="pointer-events-auto flex items-center gap-4 rounded-xl bg-stone-900 px-4 py-3 text-sm text-white shadow-xl dark:bg-stone-100 dark:text-stone-900">
          <span>{toast.text}</span>
          {toast.action ? (
            <button
              type="button"
              data-testid="toast-action"
              onClick={() => {
                toast.action?.run();
                onDone();
              }}
              className="rounded-md px-2 py-1 font-semibold text-amber-300 underline underline-offset-2 hover:text-amber-200 dark:text-amber-700"
            >
              {toast.action.label}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

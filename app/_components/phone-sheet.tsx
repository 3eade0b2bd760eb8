"use client";
/**
 * A panel that stands beside the list on a wide screen and, on a phone, opens from a button as a
 * sheet over the list (a modal dialog), not a block that pushes the roster down. Used by the
 * roster editor and the BattleScribe builder for their unit browsers.
 */
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { trapTab } from "@/lib/client/trap-tab";
import { useMediaQuery } from "@/lib/client/use-media-query";

export type PhoneSheetState = {
  open: boolean;
  /** Open and shown as a sheet (a narrow screen). */
  sheet: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  openSheet: () => void;
  closeSheet: () => void;
  /** The last thing added from the sheet (a selection id): closing it goes there, else back to the button. */
  noteAdded: (id: string) => void;
};

/** `focusSelector` is what gets focus when the sheet opens (its search field). */
export function usePhoneSheet(focusSelector: string): PhoneSheetState {
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery("(max-width: 1023.98px)");
  const toggleRef = useRef<HTMLButtonElement>(null);
  const addedRef = useRef<string | null>(null);
  const openSheet = useCallback(() => {
    setOpen(true);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(focusSelector)?.focus());
  }, [focusSelector]);
  const closeSheet = useCallback(() => {
    setOpen(false);
    const added = addedRef.current;
    addedRef.current = null;
    requestAnimationFrame(() => {
      const card = added ? document.querySelector<HTMLElement>(`[data-selection-id="${CSS.escape(added)}"]`) : null;
      (card ?? toggleRef.current)?.focus();
    });
  }, []);
  const noteAdded = useCallback((id: string) => void (addedRef.current = id), []);
  return { open, sheet: open && narrow, toggleRef, openSheet, closeSheet, noteAdded };
}

export function PhoneSheet({ state, id, title, openLabel, closeLabel, children }: { state: PhoneSheetState; id: string; title: string; openLabel: string; closeLabel: string; children: ReactNode }) {
  const { open, sheet, toggleRef, openSheet, closeSheet } = state;
  return (
    <div className="lg:sticky lg:top-16">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? closeSheet() : openSheet())}
        className="mb-2 w-full rounded-md bg-amber-700 px-3 py-2 text-sm font-semibold text-white lg:hidden"
        data-testid="toggle-browser"
      >
        {openLabel}
      </button>
      {sheet ? <div aria-hidden="true" className="fixed inset-0 z-30 bg-black/40 lg:hidden" onClick={closeSheet} /> : null}
      <div
        id={id}
        className={
          open
            ? "fixed inset-x-0 bottom-0 z-40 max-h-[80vh] overflow-y-auto rounded-t-2xl bg-stone-100 p-2 shadow-2xl dark:bg-stone-950 lg:static lg:z-auto lg:max-h-none lg:overflow-visible lg:rounded-none lg:bg-transparent lg:p-0 lg:shadow-none"
            : "hidden lg:block"
        }
        {...(sheet
          ? {
              role: "dialog",
              "aria-modal": true,
              "aria-label": title,
              "data-testid": "browser-sheet",
              onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
                if (event.key === "Escape") closeSheet();
                else trapTab(event);
              },
            }
          : {})}
      >
        {children}
        {sheet ? (
          <button type="button" onClick={closeSheet} className="mt-2 w-full rounded-md border border-stone-500 bg-white px-3 py-2 text-sm font-semibold dark:bg-stone-900" data-testid="close-browser">
            {closeLabel}
          </button>
        ) : null}
      </div>
    </div>
  );
}

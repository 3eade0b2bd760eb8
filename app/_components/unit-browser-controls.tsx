"use client";
/**
 * The parts the two unit browsers (the roster editor's and the BattleScribe builder's) share:
 * the search field ("/" comes here, Enter adds the first unit) with what was just added, and
 * the choice of the force (detachment) a unit goes to.
 */
import { useId, useRef, useState, type ReactNode } from "react";
import { useSearchShortcut } from "@/lib/client/use-search-shortcut";
import { useTranslator } from "@/lib/client/use-translator";

const field = "min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-2 text-sm dark:border-stone-700 dark:bg-stone-950";

type SearchProps = { query: string; onQuery: (query: string) => void; onEnter: () => void; lastAdded: string; onShortcut?: () => void };

/** A unit browser's frame: its title, the search field, other `controls` (role, force), then the list. */
export function UnitBrowserPanel({ title, testId, search, controls, children }: { title: string; testId: string; search: SearchProps; controls: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900" data-testid={testId}>
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-2 space-y-2">
        <UnitSearchField {...search} />
        {controls}
      </div>
      {children}
    </section>
  );
}

/** `onShortcut` opens what hides the field (a phone's sheet) before "/" focuses it; `onEnter` adds the first unit. */
function UnitSearchField({ query, onQuery, onEnter, lastAdded, onShortcut }: SearchProps) {
  const tr = useTranslator();
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useSearchShortcut(ref, onShortcut);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {tr.t("browser.search")}
      </label>
      <input
        id={id}
        ref={ref}
        type="search"
        aria-keyshortcuts="/"
        data-testid="unit-search"
        placeholder={tr.t("browser.searchPlaceholder")}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          onEnter();
        }}
        aria-describedby={`${id}-hint`}
        className={`h-9 w-full ${field}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
        {tr.t("browser.hint")}
      </p>
      {/* Seen, not read twice: the page's live region says it to screen readers. */}
      {lastAdded ? (
        <p aria-hidden="true" className="mt-1 text-xs font-medium text-emerald-800 dark:text-emerald-300" data-testid="browser-added">
          {lastAdded}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The force a unit browser adds to: the one the player chose while it exists, else the first.
 * A force that appears on its own (the player just added a detachment or a regiment) becomes
 * the choice, as the player adds to it next; several appearing at once (a roster opened)
 * leave the choice alone.
 */
export function useChosenForce(forces: { id: string }[]): [string, (forceId: string) => void] {
  const ids = forces.map((f) => f.id);
  const [chosen, setChosen] = useState(ids[0] ?? "");
  const [seen, setSeen] = useState(ids);
  if (seen.length !== ids.length || seen.some((id, i) => id !== ids[i])) {
    // Adjusting state to new props during render (React's documented pattern, no effect needed).
    const before = new Set(seen);
    const appeared = ids.filter((id) => !before.has(id));
    setSeen(ids);
    if (appeared.length === 1) setChosen(appeared[0]!);
  }
  return [ids.includes(chosen) ? chosen : (ids[0] ?? ""), setChosen];
}

/** Which of several forces an added unit goes to; nothing to choose with one force. */
export function AddToForceSelect({ forces, value, onChange, testId }: { forces: { id: string; name: string }[]; value: string; onChange: (forceId: string) => void; testId: string }) {
  const tr = useTranslator();
  const id = useId();
  if (forces.length < 2) return null;
  return (
    <span className="flex min-w-0 flex-1 items-center gap-1">
      <label htmlFor={id} className="text-xs text-stone-600 dark:text-stone-400">
        {tr.t("browser.addTo")}
      </label>
      <select id={id} data-testid={testId} value={value} onChange={(e) => onChange(e.target.value)} className={`h-8 ${field}`}>
        {forces.map((f, i) => (
          <option key={f.id} value={f.id}>
            {i + 1}. {f.name}
          </option>
        ))}
      </select>
    </span>
  );
}

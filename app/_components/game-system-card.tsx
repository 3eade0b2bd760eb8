import Link from "next/link";
import type { GameSystemSummary } from "@/lib/data-access/game-systems";
import { getTranslator } from "@/lib/http/request-translator";
import { countText } from "@/lib/i18n/translator-words";

export async function GameSystemCard({ system }: { system: GameSystemSummary }) {
  const tr = await getTranslator();
  return (
    <article
      data-testid="game-system"
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <header className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold leading-snug">{system.name}</h3>
        <span className="shrink-0 rounded-md bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-400/15 dark:text-amber-300">
          {system.shortName}
        </span>
      </header>
      <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{tr.t("home.revision", { revision: system.revision })}</p>
      <h4 className="mt-4 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">
        {tr.t("home.factions")}
      </h4>
      {system.catalogues.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{tr.t("home.noFactions")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 dark:divide-stone-800">
          {system.catalogues.map((catalogue) => (
            <li key={catalogue.id} data-testid="faction" className="py-2 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium">{catalogue.name}</span>
                <span className="shrink-0 text-xs tabular-nums text-stone-600 dark:text-stone-400">
                  {countText(tr, "home.units", catalogue.unitCount)}
                </span>
              </div>
              {catalogue.source ? (
                <div data-testid="faction-source" className="mt-1 text-xs text-stone-600 dark:text-stone-400">
                  <p>{tr.t("home.source", catalogue.source)}</p>
                  <p className="mt-0.5">{tr.t("home.checked", { checked: catalogue.source.checked })}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {/* A game with no faction yet (a One Page Rules game before its first army book) has nothing to start from. */}
      {system.catalogues.length === 0 ? null : (
        <Link
          href={`/rosters/new?system=${encodeURIComponent(system.id)}`}
          className="mt-auto pt-4 text-sm font-semibold text-amber-800 underline-offset-2 hover:underline dark:text-amber-400"
        >
          {tr.t("home.startWith", { system: system.shortName })} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
        </Link>
      )}
    </article>
  );
}

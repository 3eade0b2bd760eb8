import Link from "next/link";
import type { InstalledSystemSummary } from "@/lib/data-access/game-systems";
import { getTranslator } from "@/lib/http/request-translator";

/** An installed BattleScribe game system on the home page: its revision, factions and a way to start a roster on it. */
export async function InstalledSystemCard({ system }: { system: InstalledSystemSummary }) {
  const tr = await getTranslator();
  return (
    <article data-testid="installed-system" data-game-system-id={system.gameSystemId} className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-800 dark:bg-stone-900">
      <header className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold leading-snug">{system.name}</h3>
        <span className="shrink-0 rounded-md bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-800 dark:bg-stone-800 dark:text-stone-200">
          {tr.t(system.serverWide ? "anyData.home.serverWide" : "anyData.home.own")}
        </span>
      </header>
      <p className="mt-1 text-xs text-stone-600 dark:text-stone-400" data-testid="installed-system-revision">{tr.t("home.revision", { revision: system.revision })}</p>
      <h4 className="mt-4 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("home.factions")}</h4>
      {system.catalogues.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{tr.t("home.noFactions")}</p>
      ) : (
        // A 10e package has dozens of catalogues: the list scrolls inside the card.
        <ul className="mt-2 max-h-48 divide-y divide-stone-100 overflow-y-auto text-sm dark:divide-stone-800" tabIndex={0} aria-label={tr.t("home.factions")}>
          {system.catalogues.map((catalogue) => (
            <li key={catalogue.id} className="py-1.5">{catalogue.name}</li>
          ))}
        </ul>
      )}
      <Link href={`/rosters/new?installed=${encodeURIComponent(system.gameSystemId)}`} className="mt-auto pt-4 text-sm font-semibold text-amber-800 underline-offset-2 hover:underline dark:text-amber-400">
        {tr.t("anyData.home.startWith", { system: system.name })} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
      </Link>
    </article>
  );
}

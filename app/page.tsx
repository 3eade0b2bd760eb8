import Link from "next/link";
import { DatabaseError } from "./_components/database-error";
import { GameSystemCard } from "./_components/game-system-card";
import { InstalledSystemCard } from "./_components/installed-system-card";
import { NoGameSystems } from "./_components/no-game-systems";
import { explainDatabaseFailure, getDatabaseMode, logPageFailure } from "@/lib/data-access/database-health";
import { listGameSystemsCached, listInstalledSystems, type GameSystemSummary, type InstalledSystemSummary } from "@/lib/data-access/game-systems";
import { readOwnerId } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";

// Rendered per request: the game systems live in the database, which a build never opens.
export const dynamic = "force-dynamic";

type Loaded = { systems: GameSystemSummary[]; installed: InstalledSystemSummary[] } | { error: string };

async function loadGameSystems(): Promise<Loaded> {
  try {
    const ownerId = await readOwnerId();
    const [systems, installed] = await Promise.all([listGameSystemsCached(undefined, ownerId), listInstalledSystems(ownerId)]);
    return { systems, installed };
  } catch (error) {
    logPageFailure("Home page: listing game systems failed", error);
    return { error: explainDatabaseFailure(error, await getTranslator()) };
  }
}

export default async function HomePage() {
  const tr = await getTranslator();
  const loaded = await loadGameSystems();
  const mode = getDatabaseMode();
  return (
    <div className="mx-auto flex min-h-[calc(100vh-3rem)] max-w-5xl flex-col px-6 py-10">
      <header className="border-b border-stone-200 pb-8 dark:border-stone-800">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{tr.t("home.title")}</h1>
        <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-400">{tr.t("home.intro")}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href="/rosters/new" data-testid="home-new-roster" className="rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800">
            {tr.t("home.cta.new")}
          </Link>
          <Link href="/rosters" data-testid="home-my-rosters" className="rounded-md border border-stone-300 bg-white px-4 py-2 font-semibold hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800">
            {tr.t("home.cta.list")}
          </Link>
        </div>
      </header>

      <main id="main" className="flex-1 py-8">
        <h2 className="mb-4 text-xl font-semibold">{tr.t("home.systems")}</h2>
        {"error" in loaded ? (
          <DatabaseError message={loaded.error} />
        ) : loaded.systems.length === 0 && loaded.installed.length === 0 ? (
          <NoGameSystems />
        ) : (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {loaded.systems.map((system) => (
              <GameSystemCard key={system.id} system={system} />
            ))}
          </div>
        )}
        {"installed" in loaded && loaded.installed.length > 0 ? (
          <section aria-labelledby="installed-systems" className="mt-10">
            <h2 id="installed-systems" className="text-xl font-semibold">{tr.t("anyData.home.installed")}</h2>
            <p className="mb-4 mt-1 text-sm text-stone-600 dark:text-stone-400">{tr.t("anyData.home.installedIntro")}</p>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="installed-systems">
              {loaded.installed.map((system) => (
                <InstalledSystemCard key={system.packageId} system={system} />
              ))}
            </div>
          </section>
        ) : null}
      </main>

      <footer className="border-t border-stone-200 pt-4 text-xs text-stone-600 dark:border-stone-800 dark:text-stone-400">
        {tr.t("home.footer", { mode: tr.t(mode === "server" ? "home.mode.server" : "home.mode.embedded") })}
      </footer>
    </div>
  );
}

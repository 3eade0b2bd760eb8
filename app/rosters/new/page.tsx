/** New roster: game, faction, ruleset and size (or an example to start from); then the editor. */
import type { Metadata } from "next";
import { explainDatabaseFailure, logPageFailure } from "@/lib/data-access/database-health";
import { listExamples, listGameOptions, type ExampleSummary, type GameOption } from "@/lib/data-access/game-data";
import { listInstalledSystems, type InstalledSystemSummary } from "@/lib/data-access/game-systems";
import { readOwnerId } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";
import { PageError } from "@/app/_components/page-error";
import { NewRosterForm } from "./new-roster-form";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("new.title")} · Muster` };
}

async function load(): Promise<{ games: GameOption[]; installed: InstalledSystemSummary[]; examples: ExampleSummary[] } | { error: string }> {
  try {
    const ownerId = await readOwnerId();
    const [games, installed, examples] = await Promise.all([listGameOptions(undefined, ownerId), listInstalledSystems(ownerId), listExamples()]);
    return { games, installed, examples };
  } catch (error) {
    logPageFailure("New roster: loading game options failed", error);
    return { error: explainDatabaseFailure(error, await getTranslator()) };
  }
}

export default async function NewRosterPage({ searchParams }: { searchParams: Promise<{ system?: string | string[]; faction?: string | string[]; installed?: string | string[] }> }) {
  const tr = await getTranslator();
  const { system, faction, installed } = await searchParams;
  const loaded = await load();
  if ("error" in loaded) return <PageError message={loaded.error} />;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{tr.t("new.title")}</h1>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{tr.t("new.intro")}</p>
      {loaded.games.length === 0 && loaded.installed.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 p-6 text-center dark:border-stone-700">{tr.t("new.noGames")}</p>
      ) : (
        <NewRosterForm
          games={loaded.games}
          installed={loaded.installed}
          examples={loaded.examples}
          initialSystemId={typeof system === "string" ? system : undefined}
          initialCatalogueId={typeof faction === "string" ? faction : undefined}
          initialInstalledId={typeof installed === "string" && loaded.installed.some((i) => i.gameSystemId === installed) ? installed : loaded.games.length === 0 ? loaded.installed[0]?.gameSystemId : undefined}
        />
      )}
    </main>
  );
}

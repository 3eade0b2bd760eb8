/** /compare: one of my rosters beside an opponent's (share link or roster file). */
import type { Metadata } from "next";
import { explainDatabaseFailure, logPageFailure } from "@/lib/data-access/database-health";
import { listRosters, type RosterSummary } from "@/lib/data-access/rosters";
import { readOwnerId } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";
import { PageError } from "@/app/_components/page-error";
import { CompareForm, type RosterChoice } from "./compare-form";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("compare.title")} · Muster` };
}

async function load(): Promise<{ rosters: RosterChoice[] } | { error: string }> {
  try {
    const ownerId = await readOwnerId();
    if (!ownerId) return { rosters: [] };
    const own = await listRosters(ownerId, { sort: "updated" });
    return {
      rosters: [
        ...own.filter((r) => r.format === "muster").map((r: RosterSummary) => ({ id: r.id, name: r.name, faction: r.factionName, system: r.systemName, kind: "muster" as const })),
        // Rosters on BattleScribe data are compared with BattleScribe roster files.
        ...own.filter((r) => r.format === "battlescribe").map((r: RosterSummary) => ({ id: `bs:${r.id}`, name: r.name, faction: "", system: r.systemName, kind: "battlescribe" as const })),
      ],
    };
  } catch (error) {
    logPageFailure("Compare: listing failed", error);
    return { error: explainDatabaseFailure(error, await getTranslator()) };
  }
}

export default async function ComparePage({ searchParams }: { searchParams: Promise<{ mine?: string | string[] }> }) {
  const tr = await getTranslator();
  const loaded = await load();
  if ("error" in loaded) return <PageError message={loaded.error} />;
  const { mine } = await searchParams;
  const wanted = typeof mine === "string" && loaded.rosters.some((r) => r.id === mine) ? mine : loaded.rosters[0]?.id;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 pb-24 pt-6 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{tr.t("compare.title")}</h1>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{tr.t("xui.cmp.intro")}</p>
      {loaded.rosters.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 p-6 text-center dark:border-stone-700">{tr.t("xui.cmp.noRosters")}</p>
      ) : (
        <CompareForm rosters={loaded.rosters} initialMine={wanted ?? ""} />
      )}
    </main>
  );
}

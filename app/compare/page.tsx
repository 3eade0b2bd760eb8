/** /compare: one of my rosters beside an opponent's (share link or roster file). */
import type { Metadata } from "next";
import { explainDatabaseFailure } from "@/lib/data-access/database-health";
import { listRosters, type RosterSummary } from "@/lib/data-access/rosters";
import { readOwnerId } from "@/lib/identity/owner";
import { en } from "@/lib/i18n/translate";
import { PageError } from "@/app/_components/page-error";
import { CompareForm } from "./compare-form";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: `${en.t("compare.title")} · Muster` };

async function load(): Promise<{ rosters: RosterSummary[] } | { error: string }> {
  try {
    const ownerId = await readOwnerId();
    return { rosters: ownerId ? await listRosters(ownerId, { sort: "updated" }) : [] };
  } catch (error) {
    console.error("Compare: listing failed:", error);
    return { error: explainDatabaseFailure(error) };
  }
}

export default async function ComparePage({ searchParams }: { searchParams: Promise<{ mine?: string | string[] }> }) {
  const loaded = await load();
  if ("error" in loaded) return <PageError message={loaded.error} />;
  const { mine } = await searchParams;
  const wanted = typeof mine === "string" && loaded.rosters.some((r) => r.id === mine) ? mine : loaded.rosters[0]?.id;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 pb-24 pt-6 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{en.t("compare.title")}</h1>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{en.t("xui.cmp.intro")}</p>
      {loaded.rosters.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 p-6 text-center dark:border-stone-700">{en.t("xui.cmp.noRosters")}</p>
      ) : (
        <CompareForm rosters={loaded.rosters.map((r) => ({ id: r.id, name: r.name, faction: r.factionName, system: r.systemName }))} initialMine={wanted ?? ""} />
      )}
    </main>
  );
}

/** My rosters: this browser's rosters, searchable and sortable, with duplicate, rename and delete (undo). */
import type { Metadata } from "next";
import { explainDatabaseFailure, logPageFailure } from "@/lib/data-access/database-health";
import { listRosters, type RosterSummary } from "@/lib/data-access/rosters";
import { readOwnerId } from "@/lib/identity/owner";
import { en } from "@/lib/i18n/translate";
import { PageError } from "@/app/_components/page-error";
import { RosterLibrary } from "./_components/roster-library";
import { ImportRoster } from "./_import/import-roster";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: `${en.t("list.title")} · Muster` };

async function load(): Promise<{ rosters: RosterSummary[] } | { error: string }> {
  try {
    const ownerId = await readOwnerId();
    return { rosters: ownerId ? await listRosters(ownerId, { sort: "updated" }) : [] };
  } catch (error) {
    logPageFailure("My rosters: listing failed", error);
    return { error: explainDatabaseFailure(error) };
  }
}

export default async function MyRostersPage() {
  const loaded = await load();
  if ("error" in loaded) return <PageError message={en.t("list.loadFailed", { message: loaded.error })} />;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 pb-24 pt-6 sm:px-6">
      <ImportRoster />
      <RosterLibrary initial={loaded.rosters} now={new Date().toISOString()} />
    </main>
  );
}

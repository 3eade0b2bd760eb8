/** My rosters: this browser's rosters, searchable and sortable, with duplicate, rename and delete (undo). */
import type { Metadata } from "next";
import { explainDatabaseFailure, logPageFailure } from "@/lib/data-access/database-health";
import { listRosters, type RosterSummary } from "@/lib/data-access/rosters";
import { readOwnerId } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";
import type { Translator } from "@/lib/i18n/translate";
import { PageError } from "@/app/_components/page-error";
import { RosterLibrary } from "./_components/roster-library";
import { ImportRoster } from "./_import/import-roster";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("list.title")} · Muster` };
}

async function load(): Promise<{ rosters: RosterSummary[] } | { error: string }> {
  try {
    const ownerId = await readOwnerId();
    return { rosters: ownerId ? await listRosters(ownerId, { sort: "updated" }) : [] };
  } catch (error) {
    logPageFailure("My rosters: listing failed", error);
    return { error: explainDatabaseFailure(error, await getTranslator()) };
  }
}

/** What signing up or in moved into the account, said once on arrival (?created=N or ?signedIn=N). */
function accountNotice(tr: Translator, params: Record<string, string | string[] | undefined>): string | null {
  const read = (key: string) => {
    const value = Number(params[key]);
    return Number.isInteger(value) && value >= 0 && value < 1_000_000 ? value : null;
  };
  const created = read("created");
  if (created !== null) return tr.t("account.created", { rosters: created });
  const signedIn = read("signedIn");
  return signedIn !== null ? tr.t("account.moved", { rosters: signedIn }) : null;
}

export default async function MyRostersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const tr = await getTranslator();
  const loaded = await load();
  if ("error" in loaded) return <PageError message={tr.t("list.loadFailed", { message: loaded.error })} />;
  const notice = accountNotice(tr, await searchParams);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 pb-24 pt-6 sm:px-6">
      {notice ? (
        <p role="status" className="mb-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900 dark:border-green-800 dark:bg-green-950/40 dark:text-green-200" data-testid="account-notice">
          {notice}
        </p>
      ) : null}
      <ImportRoster />
      <RosterLibrary initial={loaded.rosters} now={new Date().toISOString()} />
    </main>
  );
}

/**
 * A kept version of a roster, read-only: laid out as the print view lays out the current one.
 * Only the roster's owner sees it (the same owner-scoped read as the editor).
 */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PageError } from "@/app/_components/page-error";
import { ZonedMessage } from "@/app/_components/zoned-message";
import { RosterPrintView } from "@/app/_components/roster-print-view";
import { explainDatabaseFailure, logPageFailure } from "@/lib/data-access/database-health";
import { getGameData } from "@/lib/data-access/game-data";
import { getRosterVersion } from "@/lib/data-access/roster-history";
import { getRoster } from "@/lib/data-access/rosters";
import { MusterError } from "@/lib/errors/muster-error";
import { describeRoster, type RosterView } from "@/lib/exchange/roster-view";
import { readOwnerId } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";
import { versionParamSchema, type RosterVersionRecord } from "@/lib/schemas/roster-requests";

export const dynamic = "force-dynamic";

type Loaded = null | { error: string } | { kept: RosterVersionRecord; view: RosterView };

const load = cache(async (id: string, versionText: string): Promise<Loaded> => {
  const tr = await getTranslator();
  const version = versionParamSchema.safeParse(versionText);
  if (!version.success) return null;
  try {
    const ownerId = await readOwnerId();
    const record = ownerId ? await getRoster(ownerId, id) : null;
    if (!ownerId || !record) return null;
    const kept = await getRosterVersion(ownerId, id, version.data);
    if ("format" in kept) return null;
    const data = await getGameData(record.gameSystemId, record.catalogueId, undefined, ownerId);
    if (!data) return { error: tr.t("ui.noGameData", { system: record.gameSystemId, faction: record.catalogueId }) };
    return { kept, view: describeRoster(kept.document, data.system, data.catalogue, { translator: tr }) };
  } catch (error) {
    if (error instanceof MusterError && error.code === "NOT_FOUND") return null;
    logPageFailure("Roster history: loading failed", error);
    return { error: explainDatabaseFailure(error, await getTranslator()) };
  }
});

type Params = { params: Promise<{ id: string; version: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const tr = await getTranslator();
  const { id, version } = await params;
  const loaded = await load(id, version);
  const title = loaded && "kept" in loaded ? tr.t("history.page.title", { name: loaded.kept.document.name, version: loaded.kept.version }) : tr.t("history.title");
  return { title: `${title} · ${tr.t("app.name")}`, robots: { index: false } };
}

export default async function RosterVersionPage({ params }: Params) {
  const tr = await getTranslator();
  const { id, version } = await params;
  const loaded = await load(id, version);
  if (!loaded) notFound();
  if ("error" in loaded) return <PageError message={loaded.error} />;
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6">
      <p className="mb-3 rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-300" data-testid="version-read-only">
        <ZonedMessage id="history.page.readOnly" dates={{ when: loaded.kept.savedAt }} />{" "}
        <Link href={`/rosters/${encodeURIComponent(id)}`} className="font-semibold underline underline-offset-2">
          {tr.t("history.page.back")}
        </Link>
      </p>
      <main id="main" className="rounded-xl bg-white p-4 text-black">
        <RosterPrintView view={loaded.view} tr={tr} />
      </main>
    </div>
  );
}

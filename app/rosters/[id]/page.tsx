/**
 * The editor of one roster of this browser, of any format. The record and its game data are read
 * on the server; the editor itself runs in the browser (evaluation on every change, autosave).
 * Both formats open in the same editor shell (header, autosave, history, share, exports); a
 * roster on BattleScribe data has the BattleScribe builder's body, on the data this browser sees.
 */
import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { explainDatabaseFailure, logPageFailure } from "@/lib/data-access/database-health";
import { readRosterDataHead } from "@/lib/data-access/roster-game-data";
import { getAnyRoster, type BsRosterRecord, type RosterRecord } from "@/lib/data-access/rosters";
import { findRosterPackage } from "@/lib/data-access/roster-data";
import { getDataPackageView } from "@/lib/data-access/data-packages";
import { viewerKeyOf } from "@/lib/data-access/viewer-key";
import type { GameDataView } from "@/app/game-data/[id]/fetch-game-data";
import { getPrisma } from "@/lib/db/prisma";
import { BsRosterEditorLoader } from "./_editor/bs-roster-editor-loader";
import { readOwnerId } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";
import { PageError } from "@/app/_components/page-error";
import { RosterEditorLoader, type RosterDataRef } from "./_editor/roster-editor-loader";

export const dynamic = "force-dynamic";

type Loaded =
  | { record: RosterRecord; data: RosterDataRef }
  | { record: BsRosterRecord; bsPackage: { id: string; name: string }; dataView?: GameDataView }
  | { missing: "roster" }
  | { missing: "game-data"; record: RosterRecord | BsRosterRecord }
  | { error: string };

/** One read per request, shared by the page and its title. */
const load = cache(async (id: string): Promise<Loaded> => {
  try {
    const ownerId = await readOwnerId();
    const record = ownerId ? await getAnyRoster(ownerId, id) : null;
    if (!ownerId || !record) return { missing: "roster" };
    if (record.format === "battlescribe") {
      const bsPackage = await findRosterPackage(getPrisma(), ownerId, record.gameSystemId);
      if (!bsPackage) return { missing: "game-data", record };
      // The package's revision lets the browser open its stored copy with no request.
      const view = await getDataPackageView(ownerId, bsPackage.id);
      return { record, bsPackage, ...(view ? { dataView: { viewer: view.viewer, revision: view.revision } } : {}) };
    }
    // Only the ids and version of the data travel with the page: the browser opens its stored
    // copy of that version, or asks for it once (lib/client/game-data-cache.ts).
    const head = await readRosterDataHead(record.gameSystemId, record.catalogueId, undefined, ownerId);
    if (!head) return { missing: "game-data", record };
    return { record, data: { gameSystemId: head.gameSystemId, catalogueId: head.catalogueId, revision: head.revision, viewer: viewerKeyOf(ownerId) } };
  } catch (error) {
    logPageFailure("Roster editor: loading failed", error);
    return { error: explainDatabaseFailure(error, await getTranslator()) };
  }
});

/** The title names the roster, so a tab and a screen reader's window list say which one it is. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const tr = await getTranslator();
  const loaded = await load((await params).id);
  const name = "record" in loaded ? loaded.record.name : undefined;
  return { title: name ? tr.t("editor.pageTitle", { name }) : `${tr.t("editor.title")} · ${tr.t("app.name")}` };
}

export default async function RosterEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const tr = await getTranslator();
  const { id } = await params;
  const loaded = await load(id);
  if ("error" in loaded) return <PageError message={loaded.error} />;
  if ("missing" in loaded && loaded.missing === "roster") notFound();
  if ("missing" in loaded) {
    if (loaded.record.format === "battlescribe") return <PageError message={tr.t("error.bsRoster.noData")} />;
    return <PageError message={tr.t("ui.noGameData", { system: loaded.record.gameSystemId, faction: loaded.record.catalogueId })} />;
  }
  if ("bsPackage" in loaded) {
    return (
      <main id="main" className="mx-auto max-w-[100rem] px-3 pb-16 pt-4 sm:px-6">
        <BsRosterEditorLoader key={loaded.record.id} packageId={loaded.bsPackage.id} rosterId={loaded.record.id} dataView={loaded.dataView} />
      </main>
    );
  }
  return (
    <div className="mx-auto max-w-[100rem] px-3 pb-16 pt-4 sm:px-6">
      <RosterEditorLoader key={loaded.record.id} record={loaded.record} data={loaded.data} />
    </div>
  );
}

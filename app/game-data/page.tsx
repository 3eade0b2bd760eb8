import type { Metadata } from "next";
import { DatabaseError } from "../_components/database-error";
import { UploadDataForm } from "./upload-data-form";
import { DataPackageList } from "./data-package-list";
import { DataSourcesPanel } from "./data-sources-panel";
import { ArmyBookList } from "./army-book-list";
import { listArmyBooks, type ArmyBookSummary } from "@/lib/data-access/army-books";
import { listDataSources, type DataSourceSummary } from "@/lib/data-access/data-sources";
import { listRosters, type RosterSummary } from "@/lib/data-access/rosters";
import { explainDatabaseFailure, logPageFailure } from "@/lib/data-access/database-health";
import { listDataPackages, type DataPackageSummary } from "@/lib/data-access/data-packages";
import { readOwnerId } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("gameData.title")} · ${tr.t("app.name")}` };
}

async function load(): Promise<{ packages: DataPackageSummary[]; sources: DataSourceSummary[]; rosters: RosterSummary[]; books: ArmyBookSummary[] } | { error: string }> {
  try {
    const ownerId = await readOwnerId();
    const rosters = ownerId ? (await listRosters(ownerId, { sort: "updated" })).filter((r) => r.format === "battlescribe") : [];
    return { packages: await listDataPackages(ownerId), sources: await listDataSources(ownerId), rosters, books: await listArmyBooks(ownerId) };
  } catch (error) {
    logPageFailure("Game data page: listing packages failed", error);
    return { error: explainDatabaseFailure(error, await getTranslator()) };
  }
}

export default async function GameDataPage() {
  const tr = await getTranslator();
  const loaded = await load();
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{tr.t("gameData.title")}</h1>
      <p className="mt-3 max-w-3xl text-stone-600 dark:text-stone-400">{tr.t("gameData.intro")}</p>
      <UploadDataForm />
      {"sources" in loaded && <DataSourcesPanel sources={loaded.sources} />}
      <h2 className="mb-4 mt-10 text-xl font-semibold">{tr.t("gameData.installed")}</h2>
      {"error" in loaded ? <DatabaseError message={loaded.error} /> : <DataPackageList packages={loaded.packages} rosters={loaded.rosters} />}
      {"books" in loaded && <ArmyBookList books={loaded.books} />}
    </main>
  );
}

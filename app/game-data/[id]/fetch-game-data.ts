import type { DataSet } from "@/lib/battlescribe/data-types";
import { failureText } from "@/lib/client/failure-text";
import { loadDataSet } from "@/lib/client/game-data-cache";
import type { Translator } from "@/lib/i18n/translate";

/** What the page knows of the package: its revision and whose copy it is (getDataPackageView). */
export type GameDataView = { viewer: string; revision: string };

/**
 * The installed data set the builder works on, as the server parsed it. With the page's view of
 * the package, the browser's stored copy of that revision opens with no request (and offline);
 * without one, the data is asked for as it is.
 */
export async function fetchGameData(tr: Translator, packageId: string, view?: GameDataView): Promise<DataSet> {
  if (view) {
    const result = await loadDataSet(packageId, { viewer: view.viewer, revision: view.revision });
    if (result.ok) return result.value;
    throw new Error(result.failure.code === "NETWORK" ? tr.t("ui.error.network") : failureText(tr, result.failure));
  }
  const response = await fetch(`/api/game-data/${encodeURIComponent(packageId)}`).catch(() => {
    throw new Error(tr.t("ui.error.network"));
  });
  if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { error?: { message?: string } }).error?.message ?? tr.t("http.failed", { status: response.status }));
  return (await response.json()) as DataSet;
}

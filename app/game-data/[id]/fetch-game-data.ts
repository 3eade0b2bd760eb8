import type { DataSet } from "@/lib/battlescribe/data-types";
import type { Translator } from "@/lib/i18n/translate";

/** The installed data set the builder works on, as the server parsed it. */
export async function fetchGameData(tr: Translator, packageId: string): Promise<DataSet> {
  const response = await fetch(`/api/game-data/${encodeURIComponent(packageId)}`);
  if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { error?: { message?: string } }).error?.message ?? tr.t("http.failed", { status: response.status }));
  return (await response.json()) as DataSet;
}

/**
 * Words for a failed API call: the server's own message when it sent one (it is already in the
 * visitor's language), else the catalogue's words for what happened (no connection, an answer
 * that could not be read), never the browser's English ("Failed to fetch") or a status text.
 */
import type { Translator } from "@/lib/i18n/translate";
import type { ApiFailure } from "./api";

export function failureText(tr: Translator, failure: Pick<ApiFailure, "code" | "status" | "message">): string {
  if (failure.message) return failure.message;
  if (failure.code === "NETWORK" || failure.status === 0) return tr.t("ui.error.network");
  if (failure.status >= 200 && failure.status < 300) return tr.t("http.unreadable");
  return tr.t("http.failed", { status: failure.status });
}

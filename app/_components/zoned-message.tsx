"use client";
/**
 * A message that shows a date or a time, in the reader's own time zone. The server does not know
 * that zone: formatted there, a deadline would show the server's clock, and formatted while the
 * browser hydrates the page it would differ from the server's text (React error 418). So the
 * message is written once the page runs in the browser. `dates` are ISO strings, by argument.
 */
import { useHydrated } from "@/lib/client/use-hydrated";
import { useTranslator } from "@/lib/client/use-translator";
import type { MessageKey } from "@/lib/i18n/en";
import type { MessageParams } from "@/lib/i18n/translate";

export function ZonedMessage({ id, params, dates }: { id: MessageKey; params?: MessageParams; dates: Record<string, string> }) {
  const tr = useTranslator();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const values: MessageParams = { ...params };
  for (const [name, iso] of Object.entries(dates)) values[name] = Date.parse(iso);
  return <>{tr.t(id, values)}</>;
}

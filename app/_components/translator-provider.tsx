"use client";
/**
 * Gives client components the translator of the page's language. The catalogue is named by its
 * digest (lib/i18n/catalogue-address.ts), not passed in the page: server rendering reads it from
 * the process's registry, the browser fetches it once (the layout preloads it; the answer is
 * immutable) and suspends hydration until it is there.
 */
import { use, useMemo, type ReactNode } from "react";
import { catalogueUrl, registeredCatalogue, type CatalogueBody } from "@/lib/i18n/catalogue-address";
import { createTranslator } from "@/lib/i18n/translate";
import { TranslatorContext } from "@/lib/client/translator-context";

type Pending = Promise<CatalogueBody> & { status?: "fulfilled"; value?: CatalogueBody };

const loads = new Map<string, Pending>();

/** The catalogue's load, shared by every render; a failed load is forgotten so the next render tries again. */
function loadCatalogue(digest: string): Pending {
  let pending = loads.get(digest);
  if (!pending) {
    const started: Pending = fetch(catalogueUrl(digest), { credentials: "same-origin" }).then(async (response) => {
      if (!response.ok) throw new Error(`${catalogueUrl(digest)}: HTTP ${response.status}`);
      const body = (await response.json()) as CatalogueBody;
      // Marked as React's `use` reads a settled thenable: later renders get it with no suspense.
      started.status = "fulfilled";
      started.value = body;
      return body;
    });
    started.catch(() => loads.delete(digest));
    pending = started;
    loads.set(digest, pending);
  }
  return pending;
}

function useCatalogue(digest: string): CatalogueBody {
  const onServer = registeredCatalogue(digest);
  if (onServer) return onServer;
  if (typeof window === "undefined") throw new Error(`message catalogue ${digest} is not registered on the server`);
  return use(loadCatalogue(digest) as Promise<CatalogueBody>);
}

export function TranslatorProvider({ locale, digest, children }: { locale: string; digest: string; children: ReactNode }) {
  const { messages, issues } = useCatalogue(digest);
  const translator = useMemo(() => createTranslator(messages, issues, locale), [messages, issues, locale]);
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

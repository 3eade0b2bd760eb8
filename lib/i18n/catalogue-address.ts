/**
 * Where a page's message catalogue travels (shared by the server and the browser). The root
 * layout no longer inlines the catalogue in every page (about 100 KB of each page's HTML):
 * it names it by a digest of its content, the browser fetches /i18n/<digest>.json once and keeps
 * it (immutable), and server rendering reads the same catalogue from the process's registry.
 */
import type { IssueMessages, Messages } from "./en";

export type CatalogueBody = { messages: Messages; issues: IssueMessages };

export function catalogueUrl(digest: string): string {
  return `/i18n/${digest}.json`;
}

/** The registry lib/server/catalogue-digests.ts fills on the server: digest -> catalogue. */
export const CATALOGUE_REGISTRY = Symbol.for("muster.i18n.catalogues");

/** A catalogue registered in this process (the server); undefined in a browser. */
export function registeredCatalogue(digest: string): CatalogueBody | undefined {
  const registry = (globalThis as { [CATALOGUE_REGISTRY]?: Map<string, CatalogueBody> })[CATALOGUE_REGISTRY];
  return registry?.get(digest);
}

/**
 * Army books one browser installed from the Game data page (issue 37) live beside the same book
 * installed for everyone, with their own catalogue id: the shared id, then `:by-`, then a digest
 * of the owner (never the owner id itself, as catalogue ids reach share links and exported
 * files). Why a suffix and not a composite key: rosters, unit search rows and the engine name a
 * catalogue by one id, and keep doing so unchanged. Two owners' digests differ, so their ids
 * differ; the install refuses to replace a row of another owner (lib/db/install-army-book.ts),
 * so even a book whose uid is made to look like one of these ids cannot take another's. Pure.
 */

const OWN_MARK = ":by-";

/** The catalogue id of a book (or of books side by side) installed for one owner only. */
export function privateCatalogueId(sharedId: string, ownerKey: string): string {
  return `${sharedId}${OWN_MARK}${ownerKey}`;
}

/** The id the same book has when installed for everyone (the id itself when it is shared). */
export function sharedCatalogueId(catalogueId: string): string {
  const at = catalogueId.lastIndexOf(OWN_MARK);
  return at < 0 ? catalogueId : catalogueId.slice(0, at);
}

export function isPrivateCatalogueId(catalogueId: string): boolean {
  return catalogueId.includes(OWN_MARK);
}

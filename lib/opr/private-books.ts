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

/** Catalogue ids are at most this long (lib/gamedata/catalogue-schema.ts idSchema). */
const MAX_ID = 120;

/** 32-bit FNV-1a, in hex: enough to keep two shortened ids apart. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * The catalogue id of a book (or of books side by side) installed for one owner only. Four long
 * books side by side could pass the id length with the suffix: their shared id is then
 * shortened and ends with a hash of the whole (the id still differs per books and per owner).
 */
export function privateCatalogueId(sharedId: string, ownerKey: string): string {
  const suffix = `${OWN_MARK}${ownerKey}`;
  if (sharedId.length + suffix.length <= MAX_ID) return `${sharedId}${suffix}`;
  const hash = `.h${shortHash(sharedId)}`;
  return `${sharedId.slice(0, MAX_ID - suffix.length - hash.length)}${hash}${suffix}`;
}

/** The id the same book has when installed for everyone (the id itself when it is shared). */
export function sharedCatalogueId(catalogueId: string): string {
  const at = catalogueId.lastIndexOf(OWN_MARK);
  return at < 0 ? catalogueId : catalogueId.slice(0, at);
}

export function isPrivateCatalogueId(catalogueId: string): boolean {
  return catalogueId.includes(OWN_MARK);
}

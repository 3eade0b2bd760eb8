/**
 * The digests that name message catalogues (lib/i18n/catalogue-address.ts). A digest is taken
 * from the catalogue's content, so every app process names the same catalogue alike and a new
 * release's words get a new address (the old one may be cached for a year).
 */
import "server-only";
import { createHash } from "node:crypto";
import { catalogues, type Catalogue } from "@/lib/i18n/catalogues";
import { CATALOGUE_REGISTRY, type CatalogueBody } from "@/lib/i18n/catalogue-address";
import { pseudoCatalogue } from "@/lib/i18n/pseudo";

type Registry = Map<string, CatalogueBody>;

function registry(): Registry {
  const holder = globalThis as { [CATALOGUE_REGISTRY]?: Registry };
  return (holder[CATALOGUE_REGISTRY] ??= new Map());
}

const digests = new WeakMap<Catalogue, string>();
const bodies = new Map<string, string>();

/** The catalogue's digest; registers it for server rendering and for GET /i18n/<digest>.json. */
export function catalogueDigest(catalogue: Catalogue): string {
  const known = digests.get(catalogue);
  if (known) return known;
  const body = JSON.stringify({ messages: catalogue.messages, issues: catalogue.issues });
  const digest = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  digests.set(catalogue, digest);
  bodies.set(digest, body);
  registry().set(digest, catalogue);
  return digest;
}

let registered = false;
let pseudoRegistered = false;

/** The JSON of a catalogue this server speaks (every locale, and the pseudo-locale when offered); null otherwise. */
export function catalogueJson(digest: string): string | null {
  if (!registered) {
    registered = true;
    for (const catalogue of Object.values(catalogues)) catalogueDigest(catalogue);
  }
  const body = bodies.get(digest);
  if (body) return body;
  // The pseudo-locale is built once, on the first name this server does not know, and only
  // where it is offered (names from anywhere else cost a map lookup).
  if (process.env.MUSTER_PSEUDO_LOCALE !== "on" || pseudoRegistered) return null;
  pseudoRegistered = true;
  catalogueDigest(pseudoCatalogue(catalogues.en));
  return bodies.get(digest) ?? null;
}

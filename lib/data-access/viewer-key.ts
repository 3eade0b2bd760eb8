/** A stable, non-secret key of an owner, for client-side storage and private catalogue ids. */
import "server-only";
import { createHash } from "node:crypto";

/** A digest, never the id itself: the key shows in browsers' storage and in catalogue ids. */
export function viewerKeyOf(ownerId: string | null): string {
  if (!ownerId) return "anonymous";
  return createHash("sha256").update(`muster-viewer\0${ownerId}`).digest("base64url").slice(0, 22);
}

import "server-only";
import { bodyLimitOf, tooLarge as tooLargeFor } from "./read-body";

/** The raw body, refused with TOO_LARGE (saying the limit) as soon as it passes the route's limit (declared or sent). */
export async function readBodyBytes(request: Request, maxBytes = bodyLimitOf(request)): Promise<Uint8Array> {
  const tooLarge = () => tooLargeFor(maxBytes);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Ids for new selections and forces. crypto.getRandomValues works on plain-http pages too
 * (randomUUID needs a secure context), and the result fits the roster schema's id pattern.
 */
export function newId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `s${Array.from(bytes, (b) => b.toString(36).padStart(2, "0")).join("")}`;
}

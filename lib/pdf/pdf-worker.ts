/**
 * A PDF renderer process (forked by pdf-pool.ts): renders one roster at a time, so that a long
 * PDF never holds up the server's own event loop. Messages: { id, input } in, { id, pdf } or
 * { id, error } out.
 */
import { renderRosterPdf, type RenderRosterPdfInput } from "./render-roster-pdf";

type Job = { id: number; input: RenderRosterPdfInput };

process.on("message", (message: Job) => {
  renderRosterPdf(message.input)
    .then((pdf) => process.send?.({ id: message.id, pdf }))
    .catch((error: unknown) => {
      // A MusterError's words travel as its key and parameters, so that the answer can be in the reader's language.
      const details = error as { code?: string; message?: string; text?: unknown; problemTexts?: unknown };
      process.send?.({ id: message.id, error: { code: details.code, message: details.message ?? String(error), text: details.text, problemTexts: details.problemTexts } });
    });
});
process.on("disconnect", () => process.exit(0));

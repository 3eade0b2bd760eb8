/** Several PDFs as one, pages in order (pdf-lib): an event's list book from each list's PDF. */
import "server-only";
import { PDFDocument } from "pdf-lib";

export async function mergePdfs(parts: Uint8Array[], title: string): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  merged.setTitle(title);
  merged.setProducer("Muster");
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return merged.save();
}

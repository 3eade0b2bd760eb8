/**
 * The exports of a roster as downloadable files: JSON (the versioned document), text (full or
 * compact) and PDF. Shared hidden rosters export with their concealed items left out.
 */
import "server-only";
import { z } from "zod";
import type { GameData } from "@/lib/data-access/game-data";
import { exportRosterJson } from "@/lib/exchange/roster-json";
import { formatRosterText } from "@/lib/exchange/roster-text";
import { describeRoster } from "@/lib/exchange/roster-view";
import { describeUnitCards } from "@/lib/exchange/unit-cards";
import { gameWords } from "@/lib/i18n/game-words";
import type { Roster } from "@/lib/gamedata/roster-schema";
import { renderPdfInPool, renderRosterPdfInPool } from "@/lib/pdf/pdf-pool";
import type { RosterSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { writeRosterText } from "@/lib/battlescribe/export/roster-text";
import { describeBsRoster, describeBsUnitCards } from "@/lib/battlescribe/export/roster-view";
import { formatCardsText } from "@/lib/exchange/cards-text";
import { writeMusterRosterZip } from "@/lib/exchange/roster-ros";
import type { Translator } from "@/lib/i18n/translate";
import { MusterError } from "@/lib/errors/muster-error";
import { formatArmyForgeText } from "@/lib/opr/share-text";
import { shippedOprGameSystems } from "@/lib/opr/shipped-game-systems";

/** `cards=1` full reference cards, `cards=compact` two across with the rules at the end, `0` none. */
const cardsQuery = z
  .enum(["0", "1", "compact"], { error: "cards must be 0, 1 or compact" })
  .default("0")
  .transform((value) => (value === "1" ? "full" : value === "compact" ? "compact" : null));

export const exportQuerySchema = z.object({
  format: z.enum(["json", "text", "compact", "pdf", "armyforge", "rosz"]).default("json"),
  paper: z.enum(["a4", "letter"]).default("a4"),
  cards: cardsQuery,
});

export type ExportQuery = z.infer<typeof exportQuerySchema>;

export type ExportSource = {
  /** The whole document, for the laid-out view (which conceals hidden items itself). */
  document: Roster;
  /** What may leave the server as data: the document without concealed items. */
  visible: Roster;
  data: GameData;
  hideItems?: { revealed: ReadonlySet<string> };
  /** The share link, printed on the PDF. */
  shareUrl?: string;
  /** The roster's id, which a `.rosz` names it by. */
  id: string;
};

/** An ASCII file name from the roster's name: "Dark Gods – 4500!" -> "dark-gods-4500". */
export function fileStem(name: string): string {
  const stem = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return stem || "roster";
}

function cardsSuffix(cards: "full" | "compact" | null): string {
  return cards === "full" ? "-cards" : cards === "compact" ? "-compact-cards" : "";
}

function fileResponse(body: BodyInit, contentType: string, fileName: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

export const bsExportQuerySchema = z.object({
  format: z.enum(["text", "pdf"]).default("pdf"),
  paper: z.enum(["a4", "letter"]).default("a4"),
  cards: cardsQuery,
});

/** A roster on BattleScribe data as text or PDF (list, and cards on request), laid out as Muster's own. */
export async function exportBsResponse(snapshot: RosterSnapshot, query: z.infer<typeof bsExportQuerySchema>, tr: Translator): Promise<Response> {
  const stem = fileStem(snapshot.name);
  if (query.format === "text") {
    // With cards asked for, the text carries them after the list, profiles as the roster leaves them.
    const cardsText = query.cards ? `\n${formatCardsText(describeBsUnitCards(snapshot, tr), tr)}` : "";
    return fileResponse(writeRosterText(tr.t, snapshot) + cardsText, "text/plain; charset=utf-8", `${stem}${cardsSuffix(query.cards)}.txt`);
  }
  const view = describeBsRoster(snapshot, tr);
  const cards = query.cards ? describeBsUnitCards(snapshot, tr) : null;
  const pdf = await renderPdfInPool({ view, cards, paper: query.paper, cardStyle: query.cards ?? "full", locale: tr.locale });
  return fileResponse(new Blob([pdf as Uint8Array<ArrayBuffer>]), "application/pdf", `${stem}${cardsSuffix(query.cards)}.pdf`);
}

export async function exportResponse(source: ExportSource, query: ExportQuery, tr: Translator): Promise<Response> {
  const { system, catalogue } = source.data;
  const stem = fileStem(source.document.name);
  if (query.format === "json") {
    return fileResponse(exportRosterJson(source.visible, system, catalogue), "application/json; charset=utf-8", `${stem}.json`);
  }
  if (query.format === "rosz") {
    // Data leaves the server: a hidden roster's concealed items stay out, as in the JSON.
    return fileResponse(new Blob([writeMusterRosterZip(source.visible, system, catalogue, source.id) as Uint8Array<ArrayBuffer>]), "application/zip", `${stem}.rosz`);
  }
  if (query.format === "armyforge") {
    const opr = shippedOprGameSystems().gameSystems.find((entry) => entry.musterSystemId === system.id);
    if (!opr) throw new MusterError("INVALID_INPUT", "error.export.noArmyForge", { params: { system: system.name }, problems: [{ path: "format", key: "error.problem.notArmyForge" }] });
    return fileResponse(formatArmyForgeText(source.visible, system, catalogue, opr), "text/plain; charset=utf-8", `${stem}-army-forge.txt`);
  }
  const hide = { translator: tr, ...(source.hideItems ? { hideItems: source.hideItems } : {}) };
  if (query.format === "pdf" && !tr.verbatim) {
    // Laid out and rendered in a worker: a 400-unit roster's view alone would hold up the event loop.
    const pdf = await renderRosterPdfInPool({
      document: source.document,
      system,
      catalogue,
      cards: query.cards,
      paper: query.paper,
      locale: tr.locale,
      ...(source.hideItems ? { hideItems: { revealed: [...source.hideItems.revealed] } } : {}),
      ...(source.shareUrl ? { shareUrl: source.shareUrl } : {}),
    });
    return fileResponse(new Blob([pdf as Uint8Array<ArrayBuffer>]), "application/pdf", `${stem}${cardsSuffix(query.cards)}.pdf`);
  }
  const view = describeRoster(source.document, system, catalogue, hide);
  if (query.format === "text") return fileResponse(formatRosterText(view, "full", tr), "text/plain; charset=utf-8", `${stem}.txt`);
  if (query.format === "compact") return fileResponse(formatRosterText(view, "compact", tr), "text/plain; charset=utf-8", `${stem}-compact.txt`);
  // The pseudo-locale of the translation check marks words in ways only this thread's translator knows.
  // Cards conceal a hidden roster's items the same way the view does.
  const cards = query.cards ? describeUnitCards(source.document, system, catalogue, { ...hide, words: gameWords(tr, system) }) : null;
  const pdf = await renderPdfInPool({ view, cards, paper: query.paper, cardStyle: query.cards ?? "full", locale: tr.locale, ...(source.shareUrl ? { shareUrl: source.shareUrl } : {}) });
  return fileResponse(new Blob([pdf as Uint8Array<ArrayBuffer>]), "application/pdf", `${stem}${cardsSuffix(query.cards)}.pdf`);
}

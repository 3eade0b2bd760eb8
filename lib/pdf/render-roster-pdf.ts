/**
 * The roster as a PDF: the list, then (optionally) reference cards, on A4 or Letter, with the
 * fonts embedded and a QR code of the share link in the header. Server only.
 */
import { createElement } from "react";
import { Document, renderToBuffer } from "@react-pdf/renderer";
import { z } from "zod";
import { MusterError } from "../errors/muster-error";
import { schemaProblemTexts } from "../errors/schema-text";
import type { RosterView } from "../exchange/roster-view";
import type { UnitCard } from "../exchange/unit-cards";
import { catalogues, translatorFor } from "../i18n/catalogues";
import type { Translator } from "../i18n/translate";
import { defaultLocale, directionOf, isLocale, lettersJoin } from "../i18n/locales";
import { orient } from "./directional";
import { costColumns } from "./pdf-format";
import { fontStacksFor, preparePdfFonts, printableText } from "./pdf-fonts";
import { RosterListPage } from "./roster-list-page";
import { CompactCardPages } from "./compact-card-pages";
import { UnitCardPages } from "./unit-card-pages";

export type RenderRosterPdfInput = {
  view: RosterView;
  cards: UnitCard[] | null;
  paper: "a4" | "letter";
  /** Full cards (every rule's text on its card) or compact ones (two across, rules in a glossary at the end). */
  cardStyle?: "full" | "compact";
  shareUrl?: string;
  /** The language of the PDF's own words (headings, labels); plain data, so it can cross to a worker thread. */
  locale?: string;
};

/** What comes from a request (paper, link) is checked here too: the renderer is an edge of its own. */
const pdfOptionsSchema = z.object({
  paper: z.enum(["a4", "letter"], { error: "Paper must be a4 or letter" }),
  cardStyle: z.enum(["full", "compact"], { error: "Cards must be full or compact" }).default("full"),
  shareUrl: z
    .url({ protocol: /^https?$/, error: "The share link must be an http(s) address" })
    .max(2000, "The share link is too long for a QR code")
    .optional(),
});

/** A copy of plain data (the view, the cards) with every string passed through `change`. */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === "string") return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)])) as T;
  return value;
}

function* collectStrings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* collectStrings(item);
  else if (value && typeof value === "object") for (const item of Object.values(value)) yield* collectStrings(item);
}

export async function renderRosterPdf(input: RenderRosterPdfInput): Promise<Uint8Array> {
  const parsed = pdfOptionsSchema.safeParse({ paper: input.paper, shareUrl: input.shareUrl, cardStyle: input.cardStyle });
  if (!parsed.success) {
    const problems = schemaProblemTexts(parsed.error, (path) => path.join("."));
    const first = problems[0];
    throw first ? new MusterError("INVALID_INPUT", first.key, { ...(first.params ? { params: first.params } : {}), ...(first.english !== undefined ? { english: first.english } : {}), problems }) : new MusterError("INVALID_INPUT", "error.pdf.badOptions", { problems });
  }
  const { paper, shareUrl, cardStyle } = parsed.data;
  await preparePdfFonts();
  // The PDF's own words pass the same filter as the players' (bidi isolates out, unknown glyphs as "?").
  const words = translatorFor(input.locale);
  const locale = isLocale(words.locale) ? words.locale : defaultLocale;
  const tr: Translator = { locale: words.locale, t: (key, params) => printableText(words.t(key, params)), has: words.has, issue: (code, params) => printableText(words.issue(code, params)) };
  // Names and notes come from players: only what the embedded fonts can print goes in.
  const view = mapStrings(input.view, printableText);
  const cards = input.cards && mapStrings(input.cards, printableText);
  const columns = costColumns(view, tr);
  // The PDF's own words count too: a roster of Latin names printed with Hindi headings needs Devanagari.
  const fonts = fontStacksFor(collectStrings([view, cards, Object.values(catalogues[locale].messages)]));
  const pages = [
    createElement(RosterListPage, { key: "list", view, paper, fonts, tr, ...(shareUrl ? { shareUrl } : {}) }),
    ...(cards && cards.length > 0 ? [createElement(cardStyle === "compact" ? CompactCardPages : UnitCardPages, { key: "cards", view, cards, columns, paper, fonts, tr })] : []),
  ];
  const document = createElement(
    Document,
    { title: view.name, subject: `${view.systemName} · ${view.factionName}`, author: tr.t("app.name"), creator: tr.t("export.generatedBy"), producer: tr.t("app.name"), language: tr.locale },
    // Arabic lays the pages out right to left; Arabic and Devanagari labels are not letter-spaced (directional.tsx).
    ...[orient(pages, { direction: directionOf(locale), letterSpacing: !lettersJoin(locale) })].flat(),
  );
  const buffer = await renderToBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

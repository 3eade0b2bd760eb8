/**
 * What the worker threads do (lib/server/work-pool.ts): CPU-heavy steps of requests, as plain
 * functions over plain data. Loaded in the workers by work-worker.mjs, so nothing here may
 * import "server-only", Next.js or Prisma; callers keep the database side on their own thread.
 */
import { collectDataFiles } from "../battlescribe/xml/collect-data-files";
import { isZip, unzipDataFile } from "../battlescribe/xml/unzip-data-file";
import { DEFAULT_LIMITS } from "../battlescribe/xml/limits";
import { rosterXmlOf } from "../battlescribe/ros/open-roster-file";
import { parseXmlTree } from "../battlescribe/ros/parse-xml-tree";
import type { Catalogue, GameSystem } from "../gamedata/catalogue-schema";
import { importRosterJson, type ImportNotice } from "../exchange/roster-json";
import type { Roster } from "../gamedata/roster-schema";
import { renderRosterPdf, type RenderRosterPdfInput } from "../pdf/render-roster-pdf";
import { describeRoster } from "../exchange/roster-view";
import { describeUnitCards } from "../exchange/unit-cards";
import { translatorFor } from "../i18n/catalogues";
import { sendError, type SentError } from "./work-errors";

type UploadedFile = { fileName: string; content: Uint8Array };

/**
 * Every zip among uploaded game data opened, with its bytes counted as they come: a `.zip`
 * becomes its data files, a `.catz`/`.gstz` its `.cat`/`.gst`. What is left is plain XML or
 * JSON, which the install reads (issue 33 moves that reading off the request thread too).
 */
export function inflateUploads(files: UploadedFile[]): UploadedFile[] {
  return collectDataFiles(files).map((file) => {
    if (!isZip(file.content)) return file;
    const { entry, bytes } = unzipDataFile(file.fileName, file.content, DEFAULT_LIMITS);
    return { fileName: entry.split("/").pop() ?? entry, content: bytes };
  });
}

/** A `.ros`/`.rosz` upload opened and checked as a tree (size, depth, counts): its XML and root attributes. */
export function readBsRosterUpload(input: { fileName: string; content: Uint8Array | string }): { xml: string; root: { name: string; attributes: Record<string, string> } } {
  const xml = rosterXmlOf(input.fileName, input.content);
  const root = parseXmlTree(xml);
  return { xml, root: { name: root.name, attributes: root.attributes } };
}

/**
 * A Muster roster file (JSON) read against the game data its ids name: the roster and its
 * notices (the game data stays with the caller, which sent it); a refusal is thrown.
 */
export function readRosterJson(input: { text: string; system: GameSystem | null; catalogue: Catalogue | null }): { roster: Roster; notices: ImportNotice[] } {
  const result = importRosterJson(input.text, {
    system: (id) => (input.system && input.system.id === id ? input.system : undefined),
    catalogue: (id) => (input.catalogue && input.catalogue.id === id ? input.catalogue : undefined),
  });
  if (!result.ok) throw result.error;
  return { roster: result.roster, notices: result.notices };
}

/** What a roster's PDF is made of: the roster and its game data, laid out in the worker too. */
export type RosterPdfRequest = {
  document: Roster;
  system: GameSystem;
  catalogue: Catalogue;
  /** A hidden (9th Age) share link's concealment: the ids the owner revealed. */
  hideItems?: { revealed: string[] };
  cards: "full" | "compact" | null;
  paper: "a4" | "letter";
  locale: string;
  shareUrl?: string;
};

/**
 * A roster's PDF from its document: the view and the cards (which evaluate the whole roster,
 * hundreds of milliseconds for 400 units) are worked out here as well, not on the event loop.
 */
export function renderRosterExport(input: RosterPdfRequest): Promise<Uint8Array> {
  const tr = translatorFor(input.locale);
  const hide = { translator: tr, ...(input.hideItems ? { hideItems: { revealed: new Set(input.hideItems.revealed) } } : {}) };
  const view = describeRoster(input.document, input.system, input.catalogue, hide);
  const cards = input.cards ? describeUnitCards(input.document, input.system, input.catalogue, hide) : null;
  return renderRosterPdf({ view, cards, paper: input.paper, cardStyle: input.cards ?? "full", locale: tr.locale, ...(input.shareUrl ? { shareUrl: input.shareUrl } : {}) });
}

export const workTasks = {
  renderPdf: (input: RenderRosterPdfInput) => renderRosterPdf(input),
  renderRosterExport,
  inflateUploads,
  readBsRosterUpload,
  readRosterJson,
};

export type WorkTasks = typeof workTasks;
export type WorkTask = keyof WorkTasks;

export type WorkMessage = { task: WorkTask; input: unknown };
export type WorkReply = { ok: true; value: unknown } | { ok: false; error: SentError };

/** One task, its errors sent back as data (work-errors.ts). */
export async function runTask(message: WorkMessage): Promise<WorkReply> {
  try {
    const run = workTasks[message.task] as (input: unknown) => unknown;
    return { ok: true, value: await run(message.input) };
  } catch (error) {
    return { ok: false, error: sendError(error) };
  }
}

/**
 * Tournament events: an organiser (a signed-in account) creates one with its pack and deadline;
 * players join by its link and submit a frozen copy of one of their rosters, checked against
 * the pack; the organiser reviews every list, downloads them all, and publishes them; after
 * publication (or the deadline) participants, or everyone for a public event, see the lists,
 * hidden 9th Age items concealed from all but the list's own player and the organiser.
 * An event names a shipped game system (Muster rosters, lib/engine) or an installed BattleScribe
 * one (BattleScribe rosters, checked by lib/battlescribe/engine on the data the player sees).
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import type { z } from "zod";
import { getPrisma } from "@/lib/db/prisma";
import { MusterError, type ErrorText } from "@/lib/errors/muster-error";
import { checkAgainstPack, type EventPack, type PackCheck, type PackIssue } from "@/lib/events/event-pack";
import { evaluate } from "@/lib/engine";
import { describeRoster } from "@/lib/exchange/roster-view";
import { writeMusterRosterZip } from "@/lib/exchange/roster-ros";
import { formatRosterText } from "@/lib/exchange/roster-text";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { migrateRoster } from "@/lib/gamedata/roster-migrations";
import { mergePdfs } from "@/lib/pdf/merge-pdfs";
import { renderPdfInPool } from "@/lib/pdf/pdf-pool";
import type { Roster } from "@/lib/gamedata/roster-schema";
import { type Translator } from "@/lib/i18n/translate";
import { en } from "@/lib/i18n/english";
import type { createEventSchema, reviewSchema, submissionFilterSchema, submitListSchema } from "@/lib/schemas/event-requests";
import { getGameData, getGameSystem, visibleTo } from "./game-data";
import { withGameWords } from "@/lib/i18n/game-words";
import { getAnyRoster } from "./rosters";
import { listInstalledSystems } from "./game-systems";
import { checkBsAgainstPack, describeBsPackIssue, type BsEventPack } from "@/lib/events/bs-event-pack";
import { battlescribeFormat } from "@/lib/roster-format";
import type { BsDocument } from "@/lib/roster-format/battlescribe-document";
import type { DataSet } from "@/lib/battlescribe/data-types";
import { createEngine } from "@/lib/battlescribe/engine/engine";
import { snapshotRoster } from "@/lib/battlescribe/engine/snapshot";
import { describeBsRoster } from "@/lib/battlescribe/export/roster-view";
import { openRosterFile } from "@/lib/battlescribe/ros/open-roster-file";
import { findDataPackage, findDataSet } from "@/lib/db/bs-data-sets";
import { SERVER_WIDE } from "@/lib/db/install-data-package";
import { readPackageFileData } from "@/lib/db/package-file-data";
import type { GameSystemData } from "@/lib/battlescribe/data-types";
import { exportRosterDocumentJson } from "@/lib/roster-format";

/** How many events one organiser keeps, and lists one event takes. */
export const MAX_EVENTS_PER_ORGANISER = 200;
export const MAX_SUBMISSIONS_PER_EVENT = 1000;

type EventRow = Prisma.EventGetPayload<object>;
type SubmissionRow = Prisma.SubmissionGetPayload<object>;

/** A shipped game system's pack, or an installed BattleScribe game system's. */
export type AnyEventPack = (EventPack & { format?: "muster" }) | BsEventPack;

export type EventInfo = {
  id: string;
  format: "muster" | "battlescribe";
  name: string;
  date: string | null;
  place: string | null;
  pack: AnyEventPack;
  gameSystemName: string;
  /** The pack's shown cost types, for the page to name totals in its game words. */
  costTypes: { id: string; name: string }[];
  deadline: string;
  publicLists: boolean;
  hiddenRosters: boolean;
  published: boolean;
  open: boolean;
};

export type SubmissionInfo = {
  id: string;
  playerName: string;
  catalogueId: string;
  factionName: string;
  totals: Record<string, number>;
  models: number;
  valid: boolean;
  issues: { code: string; severity: string; message: string }[];
  status: string;
  comment: string | null;
  submittedAt: string;
};

function notFound(): MusterError {
  return new MusterError("NOT_FOUND", "error.event.notFound");
}

function packOf(row: EventRow): AnyEventPack {
  if (row.format === "battlescribe") {
    return { format: "battlescribe", gameSystemId: row.gameSystemId, ...(row.dataRevision !== null ? { dataRevision: row.dataRevision } : {}), limits: row.limits as Record<string, number>, allowedCatalogues: row.allowedCatalogues };
  }
  return { gameSystemId: row.gameSystemId, rulesetId: row.rulesetId, ...(row.battleSizeId ? { battleSizeId: row.battleSizeId } : {}), limits: row.limits as Record<string, number>, allowedCatalogues: row.allowedCatalogues };
}

/** Lists are out once the organiser publishes them or the deadline has passed. */
function isPublished(row: EventRow, now: Date): boolean {
  return row.publishedAt !== null || now >= row.deadline;
}

type BsSystemInfo = { name: string; revision: number; costTypes: { id: string; name: string }[] };

/**
 * An installed BattleScribe game system as the organiser sees it (their own upload, else the
 * one for everyone): its name and cost types, read from its game system file alone.
 */
async function readBsSystem(db: PrismaClient, ownerId: string, gameSystemId: string): Promise<BsSystemInfo | null> {
  const chosen = await findDataPackage(db, ownerId, gameSystemId);
  if (!chosen) return null;
  const file = await db.dataPackageFile.findFirst({ where: { packageId: chosen.id, kind: "gameSystem" }, select: { data: true, dataGzip: true } });
  const system = file ? readPackageFileData<GameSystemData>(file) : null;
  return { name: chosen.name, revision: chosen.revision, costTypes: (system?.costTypes ?? []).filter((c) => !c.hidden).map((c) => ({ id: c.id, name: c.name })) };
}

export type BsEventSystem = { gameSystemId: string; name: string; revision: number; costTypes: { id: string; name: string }[]; catalogues: { id: string; name: string }[] };

/** The installed BattleScribe game systems an organiser may hold an event on: theirs and everyone's, with cost types. */
export async function listBsEventSystems(organiserId: string, db: PrismaClient = getPrisma()): Promise<BsEventSystem[]> {
  const installed = await listInstalledSystems(organiserId, db);
  return Promise.all(
    installed.map(async (system) => ({
      gameSystemId: system.gameSystemId,
      name: system.name,
      revision: system.revision,
      costTypes: (await readBsSystem(db, organiserId, system.gameSystemId))?.costTypes ?? [],
      catalogues: system.catalogues,
    })),
  );
}

async function toEventInfo(row: EventRow, db: PrismaClient, now = new Date()): Promise<EventInfo> {
  const format = row.format === "battlescribe" ? "battlescribe" : "muster";
  const system = format === "muster" ? await getGameSystem(row.gameSystemId, db) : null;
  const bs = format === "battlescribe" ? await readBsSystem(db, row.organiserId, row.gameSystemId) : null;
  return {
    id: row.id,
    format,
    name: row.name,
    date: row.date ? row.date.toISOString().slice(0, 10) : null,
    place: row.place,
    pack: packOf(row),
    gameSystemName: system?.name ?? bs?.name ?? row.gameSystemId,
    costTypes: bs ? bs.costTypes : (system?.costTypes ?? []).filter((c) => !c.hidden).map((c) => ({ id: c.id, name: c.name })),
    deadline: row.deadline.toISOString(),
    publicLists: row.publicLists,
    hiddenRosters: row.hiddenRosters,
    published: isPublished(row, now),
    open: now < row.deadline,
  };
}

/** Faction names by catalogue id: the shipped catalogues, or an installed game system's catalogue files the organiser sees. */
async function factionNames(db: PrismaClient, row: EventRow): Promise<Map<string, string>> {
  if (row.format === "battlescribe") {
    const files = await db.dataPackageFile.findMany({ where: { kind: "catalogue", package: { gameSystemId: row.gameSystemId, ownerId: { in: [SERVER_WIDE, row.organiserId] } } }, select: { fileId: true, name: true } });
    return new Map(files.map((f) => [f.fileId, f.name]));
  }
  // A list on a participant's own army book (Game data page) names its faction by id to others.
  const rows = await db.catalogue.findMany({ where: visibleTo(row.organiserId), select: { id: true, name: true } });
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The reader's translator with the pack's game words: amounts, roles and detachments as the catalogue names them. */
async function inGameWords(tr: Translator, gameSystemId: string, db: PrismaClient): Promise<Translator> {
  const system = await getGameSystem(gameSystemId, db);
  return system ? withGameWords(tr, system) : tr;
}

/**
 * A list's issues in the reader's language. Lists sent before issues kept their parameters
 * carry only their English words, which are shown as they are.
 */
function issuesIn(issues: PackIssue[], tr: Translator): SubmissionInfo["issues"] {
  return issues.map(({ code, severity, params, message, bs }) => ({ code, severity, message: bs ? describeBsPackIssue(bs, tr.t) : params ? tr.issue(code, params) : message }));
}

function toSubmissionInfo(row: SubmissionRow, factions: Map<string, string>, tr: Translator): SubmissionInfo {
  return {
    id: row.id,
    playerName: row.playerName,
    catalogueId: row.catalogueId,
    factionName: factions.get(row.catalogueId) ?? row.catalogueId,
    totals: row.totals as Record<string, number>,
    models: row.models,
    valid: row.valid,
    issues: issuesIn(row.issues as PackIssue[], tr),
    status: row.status,
    comment: row.comment,
    submittedAt: row.submittedAt.toISOString(),
  };
}

// ---- organiser ----

export async function createEvent(organiserId: string, input: z.infer<typeof createEventSchema>, db: PrismaClient = getPrisma()): Promise<EventInfo> {
  if ((await db.event.count({ where: { organiserId } })) >= MAX_EVENTS_PER_ORGANISER) {
    throw new MusterError("TOO_MANY_REQUESTS", "error.event.tooMany", { params: { max: MAX_EVENTS_PER_ORGANISER } });
  }
  const pack = input.pack;
  if ("format" in pack) return createBsEvent(organiserId, input, pack, db);
  const system = await getGameSystem(pack.gameSystemId, db);
  if (!system) throw new MusterError("INVALID_INPUT", "error.event.noGameSystem", { params: { game: pack.gameSystemId }, problems: [{ path: "pack.gameSystemId", key: "error.problem.unknownGameSystem" }] });
  const ruleset = system.rulesets.find((r) => r.id === pack.rulesetId);
  if (!ruleset) throw new MusterError("INVALID_INPUT", "error.roster.noRuleset", { params: { system: system.name, ruleset: pack.rulesetId }, problems: [{ path: "pack.rulesetId", key: "error.problem.unknownRuleset" }] });
  if (pack.battleSizeId && !(ruleset.battleSizes ?? []).some((b) => b.id === pack.battleSizeId)) {
    throw new MusterError("INVALID_INPUT", "error.roster.noBattleSize", { params: { ruleset: ruleset.name, battleSize: pack.battleSizeId }, problems: [{ path: "pack.battleSizeId", key: "error.problem.unknownBattleSize" }] });
  }
  const row = await db.event.create({
    data: { organiserId, format: "muster", gameSystemId: pack.gameSystemId, rulesetId: pack.rulesetId, battleSizeId: pack.battleSizeId ?? null, ...eventColumns(input) },
  });
  return toEventInfo(row, db);
}

function eventColumns(input: z.infer<typeof createEventSchema>) {
  return {
    name: input.name,
    date: input.date ? new Date(`${input.date}T00:00:00Z`) : null,
    place: input.place || null,
    limits: input.pack.limits,
    allowedCatalogues: input.pack.allowedCatalogues,
    deadline: new Date(input.deadline),
    publicLists: input.publicLists,
    hiddenRosters: input.hiddenRosters,
    joinToken: randomBytes(24).toString("base64url"),
  };
}

/** An event on an installed BattleScribe game system the organiser sees (theirs or everyone's). */
async function createBsEvent(organiserId: string, input: z.infer<typeof createEventSchema>, pack: BsEventPack, db: PrismaClient): Promise<EventInfo> {
  if (!(await findDataPackage(db, organiserId, pack.gameSystemId))) {
    throw new MusterError("INVALID_INPUT", "error.event.noInstalledData", { params: { game: pack.gameSystemId }, problems: [{ path: "pack.gameSystemId", key: "error.problem.unknownGameSystem" }] });
  }
  const row = await db.event.create({
    data: { organiserId, format: "battlescribe", gameSystemId: pack.gameSystemId, rulesetId: "", battleSizeId: null, dataRevision: pack.dataRevision ?? null, ...eventColumns(input) },
  });
  return toEventInfo(row, db);
}

async function organisersEvent(organiserId: string, id: string, db: PrismaClient): Promise<EventRow> {
  const row = await db.event.findFirst({ where: { id, organiserId } });
  if (!row) throw notFound();
  return row;
}

export type OrganiserEvent = EventInfo & { joinToken: string; submissions: SubmissionInfo[]; counts: { all: number; valid: number; approved: number; returned: number } };

export async function listOrganiserEvents(organiserId: string, db: PrismaClient = getPrisma()): Promise<(EventInfo & { submissions: number })[]> {
  const rows = await db.event.findMany({ where: { organiserId }, orderBy: { deadline: "desc" }, include: { _count: { select: { submissions: true } } } });
  return Promise.all(rows.map(async (row) => ({ ...(await toEventInfo(row, db)), submissions: row._count.submissions })));
}

/** The organiser's page: every list with player, faction, totals, validity and issues, filtered. */
export async function getOrganiserEvent(organiserId: string, id: string, filter: z.infer<typeof submissionFilterSchema> = {}, db: PrismaClient = getPrisma(), tr: Translator = en): Promise<OrganiserEvent> {
  const row = await organisersEvent(organiserId, id, db);
  tr = await inGameWords(tr, row.gameSystemId, db);
  const [all, factions] = await Promise.all([db.submission.findMany({ where: { eventId: id }, orderBy: { submittedAt: "asc" } }), factionNames(db, row)]);
  const submissions = all
    .filter((s) => (filter.valid ? s.valid === (filter.valid === "yes") : true))
    .filter((s) => (filter.status ? s.status === filter.status : true))
    .filter((s) => (filter.faction ? s.catalogueId === filter.faction : true))
    .map((s) => toSubmissionInfo(s, factions, tr));
  return {
    ...(await toEventInfo(row, db)),
    joinToken: row.joinToken,
    submissions,
    counts: { all: all.length, valid: all.filter((s) => s.valid).length, approved: all.filter((s) => s.status === "approved").length, returned: all.filter((s) => s.status === "returned").length },
  };
}

export async function reviewSubmission(organiserId: string, eventId: string, submissionId: string, review: z.infer<typeof reviewSchema>, db: PrismaClient = getPrisma(), tr: Translator = en): Promise<SubmissionInfo> {
  const event = await organisersEvent(organiserId, eventId, db);
  const found = await db.submission.findFirst({ where: { id: submissionId, eventId } });
  if (!found) throw new MusterError("NOT_FOUND", "error.event.noSuchList");
  const row = await db.submission.update({ where: { id: submissionId }, data: { status: review.status, comment: review.comment || null, reviewedAt: new Date() } });
  return toSubmissionInfo(row, await factionNames(db, event), tr);
}

export async function publishEvent(organiserId: string, id: string, db: PrismaClient = getPrisma()): Promise<EventInfo> {
  await organisersEvent(organiserId, id, db);
  const row = await db.event.update({ where: { id }, data: { publishedAt: new Date() } });
  return toEventInfo(row, db);
}

/**
 * Entries close now: the deadline is brought forward to this moment (a deadline already past is
 * kept). From then on the event is as after its deadline: no list is sent, and the lists are out.
 */
export async function closeEntries(organiserId: string, id: string, db: PrismaClient = getPrisma()): Promise<EventInfo> {
  const event = await organisersEvent(organiserId, id, db);
  const now = new Date();
  const row = event.deadline <= now ? event : await db.event.update({ where: { id }, data: { deadline: now } });
  return toEventInfo(row, db);
}

function csvField(value: string | number | boolean): string {
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A BattleScribe list's data: what its player saw when they sent it (their own upload, else everyone's). */
async function listData(row: SubmissionRow, event: EventRow, db: PrismaClient): Promise<DataSet | null> {
  return findDataSet(db, row.participantId, event.gameSystemId);
}

/** Runs the BattleScribe engine on a frozen list; a list the data cannot open any more yields nothing. */
function readBsList<T>(work: () => T): T | null {
  try {
    return work();
  } catch {
    return null;
  }
}

/**
 * Every list in one zip with a CSV summary: a Muster list as JSON (the frozen roster), text and
 * .rosz; a BattleScribe list as the .rosz of its .ros as sent, its JSON export and its text.
 */
export async function downloadEvent(organiserId: string, id: string, db: PrismaClient = getPrisma(), tr: Translator = en): Promise<{ name: string; zip: Uint8Array }> {
  const eventRow = await organisersEvent(organiserId, id, db);
  const event = await getOrganiserEvent(organiserId, id, {}, db, tr);
  // By player, as a list book is read: the order of sending says nothing to the organiser.
  const rows = await db.submission.findMany({ where: { eventId: id }, orderBy: [{ playerName: "asc" }, { submittedAt: "asc" }] });
  const files: Record<string, Uint8Array> = {};
  const totalled = [...new Set(rows.flatMap((r) => Object.keys(r.totals as Record<string, number>)))].sort();
  // BattleScribe data keeps hidden cost types (Crusade points...) with GUID ids: only the shown ones are columns.
  const costTypes = eventRow.format === "battlescribe" ? event.costTypes.map((c) => c.id).filter((c) => totalled.includes(c)) : totalled;
  const costNames = new Map(event.costTypes.map((c) => [c.id, c.name]));
  const header = ["player", "faction", ...costTypes.map((c) => costNames.get(c) ?? c), "models", "valid", "status", "issues", "comment", "submitted"];
  const lines = [header.map(csvField).join(",")];
  const used = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const info = event.submissions.find((s) => s.id === row.id) as SubmissionInfo;
    let stem = `${String(index + 1).padStart(3, "0")}-${row.playerName.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40) || "player"}`;
    while (used.has(stem)) stem += "-";
    used.add(stem);
    if (row.format === "battlescribe") {
      const document = row.document as unknown as BsDocument;
      files[`lists/${stem}.json`] = strToU8(exportRosterDocumentJson("battlescribe", document));
      // The .ros exactly as the player sent it, zipped as BattleScribe and New Recruit save it.
      files[`lists/${stem}.rosz`] = zipSync({ [`${stem}.ros`]: strToU8(document.xml) }, { level: 6 });
      const data = await listData(row, eventRow, db);
      const text = data ? readBsList(() => battlescribeFormat.exportText(document, data, tr)) : null;
      if (text !== null) files[`lists/${stem}.txt`] = strToU8(text);
    } else {
      const roster = row.document as unknown as Roster;
      files[`lists/${stem}.json`] = strToU8(JSON.stringify(roster, null, 2));
      const data = await getGameData(roster.gameSystemId, roster.catalogueId, db, row.participantId);
      if (data) {
        const evaluation = evaluate(roster, data.system, data.catalogue, { available: false });
        files[`lists/${stem}.txt`] = strToU8(formatRosterText(describeRoster(roster, data.system, data.catalogue, { translator: tr, evaluation }), "full", tr));
        // For tournament tools that collect BattleScribe rosters.
        files[`lists/${stem}.rosz`] = writeMusterRosterZip(roster, data.system, data.catalogue, row.id, evaluation);
      }
    }
    const totals = row.totals as Record<string, number>;
    lines.push([row.playerName, info.factionName, ...costTypes.map((c) => totals[c] ?? 0), row.models, row.valid, row.status, info.issues.filter((i) => i.severity === "error").length, row.comment ?? "", row.submittedAt.toISOString()].map(csvField).join(","));
  }
  files["summary.csv"] = strToU8(lines.join("\r\n") + "\r\n");
  files["event.json"] = strToU8(JSON.stringify({ name: event.name, date: event.date, place: event.place, deadline: event.deadline, pack: event.pack }, null, 2));
  return { name: event.name, zip: zipSync(files) };
}

/** Lists one list book holds; a bigger event downloads the zip instead. */
export const MAX_LISTS_PER_BOOK = 300;

/**
 * The "list book": every list's PDF (as Muster prints a list), by player, in one file. Made
 * one list at a time through the PDF worker pool, so a big event waits rather than floods it.
 */
export async function eventListBook(organiserId: string, id: string, db: PrismaClient = getPrisma(), tr: Translator = en): Promise<{ name: string; pdf: Uint8Array }> {
  const event = await organisersEvent(organiserId, id, db);
  const rows = await db.submission.findMany({ where: { eventId: id }, orderBy: [{ playerName: "asc" }, { submittedAt: "asc" }] });
  if (rows.length === 0) throw new MusterError("NOT_FOUND", "error.event.noLists");
  if (rows.length > MAX_LISTS_PER_BOOK) throw new MusterError("TOO_LARGE", "error.event.bookTooLarge", { params: { max: MAX_LISTS_PER_BOOK } });
  const parts: Uint8Array[] = [];
  for (const row of rows) {
    if (row.format === "battlescribe") {
      const data = await listData(row, event, db);
      const snapshot = data ? readBsList(() => snapshotRoster(openRosterFile(createEngine(data), "roster.ros", (row.document as unknown as BsDocument).xml).engine)) : null;
      if (!snapshot) continue;
      const view = describeBsRoster({ ...snapshot, name: `${row.playerName}: ${snapshot.name}`.slice(0, 200) }, tr);
      parts.push(await renderPdfInPool({ view, cards: null, paper: "a4", locale: tr.locale }));
      continue;
    }
    const roster = row.document as unknown as Roster;
    const data = await getGameData(roster.gameSystemId, roster.catalogueId, db, row.participantId);
    if (!data) continue;
    const view = describeRoster({ ...roster, name: `${row.playerName}: ${roster.name}`.slice(0, 200) }, data.system, data.catalogue, { translator: tr });
    parts.push(await renderPdfInPool({ view, cards: null, paper: "a4", locale: tr.locale }));
  }
  return { name: event.name, pdf: await mergePdfs(parts, tr.t("events.book.title", { name: event.name })) };
}

// ---- players ----

async function eventByToken(token: string, db: PrismaClient): Promise<EventRow> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) throw notFound();
  const row = await db.event.findUnique({ where: { joinToken: token } });
  if (!row) throw notFound();
  return row;
}

export type JoinView = EventInfo & { mine: (SubmissionInfo & { listText: string }) | null; listsVisible: boolean };

/** What a player who opens the join link sees: the event, and their own list if they sent one. */
export async function readJoinView(token: string, ownerId: string | null, db: PrismaClient = getPrisma(), tr: Translator = en): Promise<JoinView> {
  const row = await eventByToken(token, db);
  tr = await inGameWords(tr, row.gameSystemId, db);
  const info = await toEventInfo(row, db);
  const mine = ownerId ? await db.submission.findUnique({ where: { eventId_participantId: { eventId: row.id, participantId: ownerId } } }) : null;
  const listsVisible = info.published && (row.publicLists || mine !== null || ownerId === row.organiserId);
  if (!mine) return { ...info, mine: null, listsVisible };
  const factions = await factionNames(db, row);
  return { ...info, mine: { ...toSubmissionInfo(mine, factions, tr), listText: await listText(mine, row, false, db, tr) }, listsVisible };
}

async function listText(row: SubmissionRow, event: EventRow, conceal: boolean, db: PrismaClient, tr: Translator): Promise<string> {
  if (row.format === "battlescribe") {
    const data = await listData(row, event, db);
    return (data ? readBsList(() => battlescribeFormat.exportText(row.document as unknown as BsDocument, data, tr)) : null) ?? "";
  }
  const roster = row.document as unknown as Roster;
  const data = await getGameData(roster.gameSystemId, roster.catalogueId, db, row.participantId);
  if (!data) return "";
  return formatRosterText(describeRoster(roster, data.system, data.catalogue, { translator: tr, ...(conceal ? { hideItems: { revealed: new Set<string>() } } : {}) }), "full", tr);
}

/** A roster as the event would freeze it: its format, its document, and the event's verdict. */
type FrozenList = Omit<PackCheck, "roster"> & { format: "muster" | "battlescribe"; document: unknown; catalogueId: string };

async function packSystemName(row: EventRow, db: PrismaClient): Promise<string> {
  const name = row.format === "battlescribe" ? (await readBsSystem(db, row.organiserId, row.gameSystemId))?.name : (await getGameSystem(row.gameSystemId, db))?.name;
  return name ?? row.gameSystemId;
}

function wrongGame(catalogueId: string, system: string, wanted: string): FrozenList {
  return { format: "muster", document: null, catalogueId, valid: false, totals: {}, models: 0, issues: [], problems: [{ code: "pack.wrongGameSystem", params: { system, wanted } }] };
}

async function rosterFor(ownerId: string, rosterId: string, row: EventRow, db: PrismaClient): Promise<FrozenList> {
  const record = await getAnyRoster(ownerId, rosterId, db);
  if (!record) throw new MusterError("NOT_FOUND", "error.event.noSuchRoster");
  const pack = packOf(row);
  if (record.format === "battlescribe") {
    if (pack.format !== "battlescribe") return wrongGame(record.catalogueId, record.gameSystemId, await packSystemName(row, db));
    const data = await findDataSet(db, ownerId, record.gameSystemId);
    if (!data) throw new MusterError("UNKNOWN_GAME_DATA", "error.event.noGameData");
    const check = checkBsAgainstPack(record.document, pack, data, await packSystemName(row, db));
    return { format: "battlescribe", document: record.document, ...check };
  }
  const migrated = migrateRoster(record.document);
  if (!migrated.ok) throw new MusterError("INVALID_INPUT", "error.event.rosterUnreadable");
  const data = await getGameData(migrated.roster.gameSystemId, migrated.roster.catalogueId, db, ownerId);
  if (!data) throw new MusterError("UNKNOWN_GAME_DATA", "error.event.noGameData");
  if (pack.format === "battlescribe") return wrongGame(migrated.roster.catalogueId, data.system.name, await packSystemName(row, db));
  const packSystem = migrated.roster.gameSystemId === row.gameSystemId ? data.system : await getGameSystem(row.gameSystemId, db);
  const { roster, ...check } = checkAgainstPack(migrated.roster, pack, data.system, data.catalogue, packSystem?.name);
  return { format: "muster", document: roster, catalogueId: roster.catalogueId, ...check };
}

/** The verdict the event would give a roster, without sending it: every issue, before confirming. */
export async function checkForEvent(token: string, ownerId: string, rosterId: string, db: PrismaClient = getPrisma(), tr: Translator = en): Promise<{ valid: boolean; totals: Record<string, number>; issues: SubmissionInfo["issues"]; problems: string[] }> {
  const row = await eventByToken(token, db);
  tr = await inGameWords(tr, row.gameSystemId, db);
  const check = await rosterFor(ownerId, rosterId, row, db);
  return { valid: check.valid, totals: check.totals, issues: issuesIn(check.issues, tr), problems: check.problems.map((p) => tr.t(p.code, p.params)) };
}

/** Sends a frozen copy of the roster, checked against the pack; replaces this player's earlier list. */
export async function submitList(token: string, ownerId: string, input: z.infer<typeof submitListSchema>, db: PrismaClient = getPrisma(), now = new Date(), tr: Translator = en): Promise<SubmissionInfo> {
  const row = await eventByToken(token, db);
  if (now >= row.deadline) throw new MusterError("FORBIDDEN", "error.event.deadlinePassed");
  const check = await rosterFor(ownerId, input.rosterId, row, db);
  if (check.problems.length > 0) {
    const reasons: ErrorText[] = check.problems.map((p) => ({ key: p.code, params: p.params }));
    throw new MusterError("INVALID_INPUT", "error.event.listRefused", { params: { reasons }, problems: reasons.map((reason) => ({ path: "rosterId", ...reason })) });
  }
  const existing = await db.submission.count({ where: { eventId: row.id } });
  if (existing >= MAX_SUBMISSIONS_PER_EVENT) throw new MusterError("TOO_MANY_REQUESTS", "error.event.full", { params: { max: MAX_SUBMISSIONS_PER_EVENT } });
  const data = {
    playerName: input.playerName,
    rosterId: input.rosterId,
    format: check.format,
    catalogueId: check.catalogueId,
    document: check.document as Prisma.InputJsonObject,
    valid: check.valid,
    totals: check.totals,
    models: check.models,
    issues: check.issues as unknown as Prisma.InputJsonArray,
    status: "submitted",
    comment: null,
    submittedAt: now,
    reviewedAt: null,
  };
  const saved = await db.submission.upsert({ where: { eventId_participantId: { eventId: row.id, participantId: ownerId } }, create: { eventId: row.id, participantId: ownerId, ...data }, update: data });
  return toSubmissionInfo(saved, await factionNames(db, row), tr);
}

export type PublishedList = { id: string; playerName: string; factionName: string; totals: Record<string, number>; valid: boolean; text: string; hiddenItems: boolean };

/**
 * The published lists, as this viewer may see them: none before publication or to someone
 * who may not (404 as for a roster); hidden rosters conceal their items from all but the
 * list's own player and the organiser.
 */
export async function readPublishedLists(token: string, ownerId: string | null, db: PrismaClient = getPrisma(), tr: Translator = en): Promise<PublishedList[]> {
  const row = await eventByToken(token, db);
  const view = await readJoinView(token, ownerId, db);
  if (!view.listsVisible) throw new MusterError("NOT_FOUND", "error.event.listsHidden");
  const [rows, factions] = await Promise.all([db.submission.findMany({ where: { eventId: row.id }, orderBy: { playerName: "asc" } }), factionNames(db, row)]);
  return Promise.all(
    rows.map(async (submission) => {
      const conceal = row.hiddenRosters && submission.participantId !== ownerId && ownerId !== row.organiserId;
      return {
        id: submission.id,
        playerName: submission.playerName,
        factionName: factions.get(submission.catalogueId) ?? submission.catalogueId,
        totals: submission.totals as Record<string, number>,
        valid: submission.valid,
        text: await listText(submission, row, conceal, db, tr),
        hiddenItems: conceal,
      };
    }),
  );
}

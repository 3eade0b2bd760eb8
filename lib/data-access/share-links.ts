/**
 * Read-only share links to rosters of every format. The owner creates, lists, revokes and (for
 * hidden rosters) reveals; anyone with the token may read, export and copy. A hidden roster's
 * concealed items never leave the server: visitors get the document without them and a view
 * with placeholders. What a visitor sees is made here and only here.
 */
import type { Translator } from "@/lib/i18n/translate";
import "server-only";
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { MusterError } from "@/lib/errors/muster-error";
import { concealedSelectionIds, describeRoster, hiddenCategoryIds, withoutSelectionIds, type RosterView } from "@/lib/exchange/roster-view";
import type { Roster } from "@/lib/gamedata/roster-schema";
import type { AnyRosterRecord, BsRosterRecord, RosterRecord } from "@/lib/schemas/roster-requests";
import type { DataSet } from "@/lib/battlescribe/data-types";
import { describeBsRoster } from "@/lib/battlescribe/export/roster-view";
import { snapshotBsDocument } from "@/lib/roster-format/battlescribe";
import { concealBsDocument, concealedGroupIds, listBsConcealedItems } from "@/lib/roster-format/battlescribe-hidden";
import { openRosterFile } from "@/lib/battlescribe/ros/open-roster-file";
import { createEngine } from "@/lib/battlescribe/engine/engine";
import { en } from "@/lib/i18n/english";
import { getGameData, type GameData } from "./game-data";
import { loadRosterData, readingBsFile } from "./roster-data";
import { getAnyRoster, insertBsRoster, insertRoster, notFound, recordColumns, toAnyRosterRecord } from "./rosters";

export type ShareLinkInfo = {
  token: string;
  rosterId: string;
  hidden: boolean;
  /** Selection ids of the concealed items revealed so far, in the order they were revealed. */
  revealed: string[];
  createdAt: string;
};

export type SharedRoster = {
  /** For a hidden roster: the document without the items still concealed. */
  roster: AnyRosterRecord;
  hidden: boolean;
  revealed: string[];
  /** The roster laid out for reading, concealed items as placeholders; null without game data. */
  view: RosterView | null;
};

/** What the exports of a shared roster are made from. */
export type SharedExportSource = {
  record: RosterRecord;
  data: GameData;
  /** The document a visitor may have (concealed items removed). */
  visible: Roster;
  hideItems?: { revealed: ReadonlySet<string> };
};

/** What the exports and copy of a shared BattleScribe roster are made from: its XML on its owner's data. */
export type SharedBsSource = { record: BsRosterRecord; data: DataSet };

/** 32 random bytes: 43 base64url characters, unguessable. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const linkColumns = { token: true, rosterId: true, hidden: true, revealed: true, createdAt: true } as const;

type LinkRow = { token: string; rosterId: string; hidden: boolean; revealed: string[]; createdAt: Date };

function toShareLinkInfo(row: LinkRow): ShareLinkInfo {
  return { ...row, revealed: [...row.revealed], createdAt: row.createdAt.toISOString() };
}

function linkNotFound(): MusterError {
  return new MusterError("NOT_FOUND", "error.share.notFound");
}

async function requireOwnRoster(ownerId: string, rosterId: string, db: PrismaClient): Promise<AnyRosterRecord> {
  const roster = await getAnyRoster(ownerId, rosterId, db);
  if (!roster) throw notFound();
  return roster;
}

/** Ids of the selections a hidden roster conceals, given the ones already revealed. */
export function listConcealedIds(roster: Roster, data: GameData, revealed: ReadonlySet<string>): Set<string> {
  return concealedSelectionIds(roster, data.system, data.catalogue, revealed);
}

/** The document with the concealed selections (and whatever they contain) removed. */
export function removeConcealed(roster: Roster, ids: ReadonlySet<string>): Roster {
  return withoutSelectionIds(roster, ids);
}

/** A new read-only link. `hidden` is offered only where the game's rules have hidden rosters. */
export async function createShareLink(
  ownerId: string,
  rosterId: string,
  options: { hidden?: boolean } = {},
  db: PrismaClient = getPrisma(),
): Promise<ShareLinkInfo> {
  const roster = await requireOwnRoster(ownerId, rosterId, db);
  const hidden = options.hidden ?? false;
  if (hidden && roster.format === "battlescribe" && !concealedGroupIds(roster.gameSystemId)) {
    throw new MusterError("INVALID_INPUT", "error.share.noHiddenBs", { problems: [{ path: "hidden", key: "error.problem.notOfferedByRules" }] });
  }
  if (hidden && roster.format === "muster") {
    const data = await getGameData(roster.gameSystemId, roster.catalogueId, db, ownerId);
    if (!data) throw new MusterError("UNKNOWN_GAME_DATA", "error.share.noDataToHide");
    if (hiddenCategoryIds(data.system, roster.document.rulesetId).length === 0) {
      throw new MusterError("INVALID_INPUT", "error.share.noHiddenRosters", {
        params: { system: data.system.name, ruleset: roster.document.rulesetId },
        problems: [{ path: "hidden", key: "error.problem.notOfferedByRules" }],
      });
    }
  }
  const row = await db.shareLink.create({
    data: { token: randomBytes(32).toString("base64url"), rosterId, ownerId, hidden },
    select: linkColumns,
  });
  return toShareLinkInfo(row);
}

/** The roster's links that still work, newest first. */
export async function listShareLinks(ownerId: string, rosterId: string, db: PrismaClient = getPrisma()): Promise<ShareLinkInfo[]> {
  await requireOwnRoster(ownerId, rosterId, db);
  const rows = await db.shareLink.findMany({
    where: { rosterId, ownerId, revokedAt: null },
    orderBy: [{ createdAt: "desc" }, { token: "asc" }],
    select: linkColumns,
  });
  return rows.map(toShareLinkInfo);
}

/** Stops the link at once. Revoking a revoked link again is not an error. */
export async function revokeShareLink(ownerId: string, rosterId: string, token: string, db: PrismaClient = getPrisma()): Promise<void> {
  await requireOwnRoster(ownerId, rosterId, db);
  const { count } = await db.shareLink.updateMany({ where: { token, rosterId, ownerId, revokedAt: null }, data: { revokedAt: new Date() } });
  if (count > 0) return;
  const revoked = await db.shareLink.count({ where: { token, rosterId, ownerId } });
  if (revoked === 0) throw linkNotFound();
}

/** Reveals one concealed item of a hidden link (as the rules let the owner do during a game). */
export async function revealSharedItem(
  ownerId: string,
  rosterId: string,
  token: string,
  selectionId: string,
  db: PrismaClient = getPrisma(),
): Promise<ShareLinkInfo> {
  const roster = await requireOwnRoster(ownerId, rosterId, db);
  const link = await db.shareLink.findFirst({ where: { token, rosterId, ownerId, revokedAt: null }, select: linkColumns });
  if (!link) throw linkNotFound();
  if (!link.hidden) throw new MusterError("INVALID_INPUT", "error.share.nothingToReveal");
  if (link.revealed.includes(selectionId)) return toShareLinkInfo(link);
  if (!(await listOwnConcealedIds(ownerId, roster, new Set(link.revealed), db)).has(selectionId)) {
    throw new MusterError("INVALID_INPUT", "error.share.notConcealed", {
      problems: [{ path: "selectionId", key: "error.problem.notHiddenItem" }],
    });
  }
  // Conditional on the id not being there yet, so two quick clicks record it once.
  await db.shareLink.updateMany({
    where: { token, revokedAt: null, NOT: { revealed: { has: selectionId } } },
    data: { revealed: { push: selectionId } },
  });
  const updated = await db.shareLink.findUniqueOrThrow({ where: { token }, select: linkColumns });
  return toShareLinkInfo(updated);
}

/** The items of the owner's roster, of either format, that a hidden link still conceals. */
async function listOwnConcealedIds(ownerId: string, roster: AnyRosterRecord, revealed: ReadonlySet<string>, db: PrismaClient): Promise<Set<string>> {
  if (roster.format === "muster") {
    const data = await getGameData(roster.gameSystemId, roster.catalogueId, db, ownerId);
    if (!data) throw new MusterError("UNKNOWN_GAME_DATA", "error.share.noDataHidden");
    return listConcealedIds(roster.document, data, revealed);
  }
  const source = await loadRosterData(db, ownerId, roster);
  if (source?.format !== "battlescribe") throw new MusterError("UNKNOWN_GAME_DATA", "error.share.noDataHidden");
  const { engine } = readingBsFile(() => openRosterFile(createEngine(source.data), "roster.ros", roster.document.xml));
  return new Set((listBsConcealedItems(engine) ?? []).filter((item) => !revealed.has(item.id)).map((item) => item.id));
}

type LiveLink = { hidden: boolean; revealed: string[]; record: AnyRosterRecord; ownerId: string };

/** A working link and its roster: not revoked, roster not deleted. Null otherwise. */
async function findLiveLink(token: string, db: PrismaClient): Promise<LiveLink | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const link = await db.shareLink.findFirst({
    where: { token, revokedAt: null, roster: { deletedAt: null } },
    select: {
      hidden: true,
      revealed: true,
      ownerId: true,
      roster: { select: recordColumns },
    },
  });
  if (!link) return null;
  return { hidden: link.hidden, revealed: link.revealed, record: toAnyRosterRecord(link.roster), ownerId: link.ownerId };
}

/** A shared BattleScribe roster read on its owner's data (the visitor may have none). */
async function loadBsSource(link: LiveLink & { record: BsRosterRecord }, db: PrismaClient): Promise<SharedBsSource> {
  const data = await loadRosterData(db, link.ownerId, link.record);
  if (data?.format !== "battlescribe") throw new MusterError("UNKNOWN_GAME_DATA", "error.share.noGameData");
  if (!link.hidden) return { record: link.record, data: data.data };
  // A hidden link's exports and copy are made from the roster without the items still concealed.
  const { document } = readingBsFile(() => concealBsDocument(link.record.document, data.data, new Set(link.revealed)));
  return { record: { ...link.record, document }, data: data.data };
}

/** What a visitor's exports and copy are made of, for a roster of either format. Throws NOT_FOUND for a dead link. */
export async function loadSharedSource(token: string, db: PrismaClient = getPrisma()): Promise<({ format: "muster" } & SharedExportSource) | ({ format: "battlescribe" } & SharedBsSource)> {
  const link = await findLiveLink(token, db);
  if (!link) throw linkNotFound();
  if (link.record.format === "battlescribe") return { format: "battlescribe", ...(await loadBsSource({ ...link, record: link.record }, db)) };
  return { format: "muster", ...(await loadSharedExportSource(token, db)) };
}

/** What a visitor's exports and copy of a Muster roster are made of. Throws NOT_FOUND for a dead link (or a roster of another format). */
export async function loadSharedExportSource(token: string, db: PrismaClient = getPrisma()): Promise<SharedExportSource> {
  const found = await findLiveLink(token, db);
  if (!found || found.record.format !== "muster") throw linkNotFound();
  const link = { ...found, record: found.record };
  const data = await getGameData(link.record.gameSystemId, link.record.catalogueId, db, link.ownerId);
  if (!data) throw new MusterError("UNKNOWN_GAME_DATA", "error.share.noGameData");
  if (!link.hidden) return { record: link.record, data, visible: link.record.document };
  const revealed = new Set(link.revealed);
  const visible = removeConcealed(link.record.document, listConcealedIds(link.record.document, data, revealed));
  return { record: link.record, data, visible, hideItems: { revealed } };
}

/** The shared roster for a visitor, or null when the link does not work (revoked, unknown, deleted). */
export async function readSharedRoster(token: string, db: PrismaClient = getPrisma(), translator?: Translator): Promise<SharedRoster | null> {
  const found = await findLiveLink(token, db);
  if (!found) return null;
  const base = { hidden: found.hidden, revealed: [...found.revealed] };
  if (found.record.format === "battlescribe") {
    const record = found.record;
    const source = await loadRosterData(db, found.ownerId, record);
    if (source?.format !== "battlescribe") {
      // Without game data nothing can be told apart; a hidden roster then shows nothing at all.
      if (found.hidden) throw new MusterError("UNKNOWN_GAME_DATA", "error.share.noGameData");
      return { ...base, roster: record, view: null };
    }
    if (!found.hidden) {
      const snapshot = readingBsFile(() => snapshotBsDocument(record.document, source.data).snapshot);
      return { ...base, roster: record, view: describeBsRoster(snapshot, translator ?? en) };
    }
    const concealed = readingBsFile(() => concealBsDocument(record.document, source.data, new Set(found.revealed)));
    const view = describeBsRoster(concealed.snapshot, translator ?? en);
    // Totals and validity stay the stored ones: a hidden roster shows its points, not its items.
    return { ...base, roster: { ...record, document: concealed.document }, view: { ...view, totals: Object.fromEntries(Object.keys(view.totals).map((id) => [id, record.totals[id] ?? view.totals[id] ?? 0])), hiddenItems: concealed.concealed } };
  }
  const link = { ...found, record: found.record };
  const data = await getGameData(link.record.gameSystemId, link.record.catalogueId, db, link.ownerId);
  if (!data) {
    // Without game data nothing can be told apart; a hidden roster then shows nothing at all.
    if (link.hidden) throw new MusterError("UNKNOWN_GAME_DATA", "error.share.noGameData");
    return { ...base, roster: link.record, view: null };
  }
  if (!link.hidden) return { ...base, roster: link.record, view: describeRoster(link.record.document, data.system, data.catalogue, translator ? { translator } : {}) };
  const revealed = new Set(link.revealed);
  const visible = removeConcealed(link.record.document, listConcealedIds(link.record.document, data, revealed));
  return {
    ...base,
    // Totals and validity stay the stored ones: a hidden roster shows its points, not its items.
    roster: { ...link.record, document: visible },
    view: describeRoster(link.record.document, data.system, data.catalogue, { hideItems: { revealed }, ...(translator ? { translator } : {}) }),
  };
}

/** A copy of the shared roster in the visitor's own rosters (without items still concealed). */
export async function copySharedRoster(ownerId: string, token: string, db: PrismaClient = getPrisma()): Promise<AnyRosterRecord> {
  const source = await loadSharedSource(token, db);
  // A BattleScribe roster is read on the visitor's data: the copy is theirs to build on.
  if (source.format === "battlescribe") return insertBsRoster(ownerId, source.record.document.xml, db);
  return insertRoster(ownerId, source.visible, source.data, db);
}

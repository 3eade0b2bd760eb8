/** My roster beside an opponent's (their share link, their file, or another of mine). */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { compare } from "@/lib/engine";
import { MusterError } from "@/lib/errors/muster-error";
import { type Translator } from "@/lib/i18n/translate";
import { en } from "@/lib/i18n/english";
import { gameWords } from "@/lib/i18n/game-words";
import { describeRosterChange, diffRosters } from "@/lib/exchange/roster-diff";
import { describeComparison, type ComparisonView } from "@/lib/exchange/compare-view";
import type { Roster } from "@/lib/gamedata/roster-schema";
import type { CompareRequest } from "@/lib/schemas/compare-request";
import { getGameData, type GameData } from "./game-data";
import { readRosterFile } from "./roster-files";
import { getAnyRoster, getRoster, notFound } from "./rosters";
import { readingBsFile, snapshotBsXml } from "./roster-data";
import type { CompareBsRostersRequest } from "@/lib/schemas/bs-roster-requests";
import { compareBsRosters } from "@/lib/battlescribe/export/compare-view";
import { shippedRulesFor } from "@/lib/battlescribe/rulesets/shipped-rulesets";
import { rosterXmlOf } from "@/lib/battlescribe/ros/open-roster-file";
import { parseXmlTree } from "@/lib/battlescribe/ros/parse-xml-tree";
import { loadSharedExportSource, loadSharedSource } from "./share-links";

type Side = GameData & { roster: Roster; totals?: Record<string, number> };

async function requireData(roster: Roster, db: PrismaClient, ownerId: string): Promise<GameData> {
  const data = await getGameData(roster.gameSystemId, roster.catalogueId, db, ownerId);
  if (!data) throw new MusterError("UNKNOWN_GAME_DATA", "error.compare.noGameData", { params: { game: roster.gameSystemId, faction: roster.catalogueId } });
  return data;
}

async function loadTheirs(ownerId: string, theirs: CompareRequest["theirs"], db: PrismaClient): Promise<Side> {
  if ("file" in theirs) return readRosterFile(theirs.file, db, ownerId || null);
  if ("shareLink" in theirs) {
    const source = await loadSharedExportSource(theirs.shareLink, db);
    // Concealed magic items stay concealed, but their points count: keep the stored totals.
    return { ...source.data, roster: source.visible, ...(source.hideItems ? { totals: source.record.totals } : {}) };
  }
  const record = await getRoster(ownerId, theirs.rosterId, db);
  if (!record) throw notFound();
  return { ...(await requireData(record.document, db, ownerId)), roster: record.document };
}

export async function compareRosters(ownerId: string | null, request: CompareRequest, db: PrismaClient = getPrisma(), tr: Translator = en): Promise<ComparisonView> {
  const record = ownerId ? await getRoster(ownerId, request.mine, db) : null;
  if (!record) throw notFound();
  const mine: Side = { ...(await requireData(record.document, db, ownerId ?? "")), roster: record.document };
  const theirs = await loadTheirs(ownerId ?? "", request.theirs, db);
  if (theirs.system.id !== mine.system.id) {
    throw new MusterError("INVALID_INPUT", "compare.error.differentGames", {
      params: { mine: mine.system.name, theirs: theirs.system.name },
      problems: [{ path: "theirs", key: "compare.error.theirGame", params: { game: theirs.system.name } }],
    });
  }
  const comparison = compare(mine.system, { roster: mine.roster, catalogue: mine.catalogue }, { roster: theirs.roster, catalogue: theirs.catalogue });
  const view = describeComparison(
    comparison,
    mine.system,
    [
      { name: mine.roster.name, faction: mine.catalogue.name },
      { name: theirs.roster.name, faction: theirs.catalogue.name },
    ],
    tr,
    [undefined, theirs.totals],
  );
  // Two lists of one faction (last week's and this week's, say): the changes unit by unit. Not
  // for a hidden roster: its concealed items would read as "removed", telling what is hidden.
  const hidden = theirs.totals !== undefined;
  if (mine.catalogue.id !== theirs.catalogue.id || hidden) return view;
  const changes = diffRosters(mine.roster, theirs.roster, mine.system, mine.catalogue).filter((change) => change.kind !== "renamed");
  return { ...view, changes: changes.map((change) => describeRosterChange(tr, change, gameWords(tr, mine.system))) };
}

async function requireBsRoster(ownerId: string | null, id: string, db: PrismaClient) {
  const record = ownerId ? await getAnyRoster(ownerId, id, db) : null;
  if (!record || record.format !== "battlescribe") throw notFound();
  return record;
}

/** The XML of their file, checked to be a roster of my game. */
function theirFileXml(file: Extract<CompareBsRostersRequest["theirs"], { file: unknown }>["file"], gameSystemId: string, mineName: string): string {
  return readingBsFile(() => {
    const xml = rosterXmlOf(file.fileName, file.base64 ? new Uint8Array(Buffer.from(file.base64, "base64")) : (file.text ?? ""));
    const root = parseXmlTree(xml);
    if (root.name !== "roster") throw new MusterError("INVALID_INPUT", "error.bsRoster.notRoster", { params: { file: file.fileName, root: root.name } });
    if (root.attributes.gameSystemId !== gameSystemId) {
      const theirs = root.attributes.gameSystemName ?? root.attributes.gameSystemId ?? "?";
      throw new MusterError("INVALID_INPUT", "compare.error.differentGames", { params: { mine: mineName, theirs } });
    }
    return xml;
  }, file.fileName);
}

/** Their roster's XML: another of mine, a file they sent, or what their share link shows (without concealed items). */
async function theirBsXml(ownerId: string | null, theirs: CompareBsRostersRequest["theirs"], gameSystemId: string, mineName: string, db: PrismaClient): Promise<string> {
  if ("rosterId" in theirs) return (await requireBsRoster(ownerId, theirs.rosterId, db)).document.xml;
  if ("file" in theirs) return theirFileXml(theirs.file, gameSystemId, mineName);
  const source = await loadSharedSource(theirs.shareLink, db);
  if (source.format !== "battlescribe" || source.record.gameSystemId !== gameSystemId) {
    const theirName = source.format === "battlescribe" ? source.data.gameSystem.name : source.data.system.name;
    throw new MusterError("INVALID_INPUT", "compare.error.differentGames", { params: { mine: mineName, theirs: theirName } });
  }
  return source.record.document.xml;
}

/** My stored roster on BattleScribe data beside theirs (a file they sent, or another of mine), both read on my data. */
export async function compareBsRosterFiles(ownerId: string | null, request: CompareBsRostersRequest, db: PrismaClient = getPrisma()): Promise<ComparisonView> {
  const record = await requireBsRoster(ownerId, request.mine, db);
  const mine = await snapshotBsXml(db, ownerId, record.gameSystemId, record.document.xml);
  const theirXml = await theirBsXml(ownerId, request.theirs, record.gameSystemId, mine.gameSystemName, db);
  const theirs = await snapshotBsXml(db, ownerId, record.gameSystemId, theirXml);
  if (theirs.gameSystemId !== mine.gameSystemId) throw new MusterError("INVALID_INPUT", "compare.error.differentGames", { params: { mine: mine.gameSystemName, theirs: theirs.gameSystemName } });
  return compareBsRosters(mine, theirs, en, shippedRulesFor(mine.gameSystemId));
}

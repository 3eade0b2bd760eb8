/**
 * The game data a stored roster is built on, whatever its format: Muster's shipped system and
 * catalogue, or the BattleScribe data set this owner sees (their own upload, else the one
 * installed for everyone). The one place that knows where each format's data lives.
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DataSet } from "@/lib/battlescribe/data-types";
import { EngineError } from "@/lib/battlescribe/engine/actions";
import { XmlTreeError } from "@/lib/battlescribe/ros/parse-xml-tree";
import { createEngine } from "@/lib/battlescribe/engine/engine";
import { snapshotRoster, type RosterSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { openRosterFile } from "@/lib/battlescribe/ros/open-roster-file";
import { findDataPackage, findDataSet } from "@/lib/db/bs-data-sets";
import { MusterError } from "@/lib/errors/muster-error";
import type { RosterFormatId } from "@/lib/roster-format/types";
import { getGameData, type GameData } from "./game-data";

export type RosterData = { format: "muster"; data: GameData } | { format: "battlescribe"; data: DataSet };

/** What a roster row says about its data. */
export type RosterDataKey = { format: string; gameSystemId: string; catalogueId: string };

/** Null when the data is gone (uninstalled, a faction dropped): the roster itself stays. */
export async function loadRosterData(db: PrismaClient, ownerId: string, key: RosterDataKey): Promise<RosterData | null> {
  if (key.format === "battlescribe") {
    const data = await findDataSet(db, ownerId, key.gameSystemId);
    return data ? { format: "battlescribe", data } : null;
  }
  const data = await getGameData(key.gameSystemId, key.catalogueId, db, ownerId);
  return data ? { format: "muster", data } : null;
}

/** The installed package a BattleScribe roster opens on in the builder, or null. */
export async function findRosterPackage(db: PrismaClient, ownerId: string, gameSystemId: string) {
  return findDataPackage(db, ownerId, gameSystemId);
}

export async function loadBsData(db: PrismaClient, ownerId: string, gameSystemId: string, unchanged = false): Promise<DataSet> {
  const data = await findDataSet(db, ownerId, gameSystemId);
  if (!data) throw new MusterError("UNKNOWN_GAME_DATA", unchanged ? "error.bsRoster.noDataUnchanged" : "error.bsRoster.noData");
  return data;
}

/** Runs the BattleScribe engine on a file; a file it cannot read is the sender's error (400). */
export function readingBsFile<T>(work: () => T, fileName?: string): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof EngineError || error instanceof XmlTreeError) {
      throw fileName
        ? new MusterError("INVALID_INPUT", "error.bsRoster.fileProblem", { params: { file: fileName, detail: error.message } })
        : new MusterError("INVALID_INPUT", "error.detail", { params: { detail: error.message } });
    }
    throw error;
  }
}

/** Roster XML opened on the data this owner sees now, as the engine sees it: for exports and comparisons. */
export async function snapshotBsXml(db: PrismaClient, ownerId: string | null, gameSystemId: string, xml: string): Promise<RosterSnapshot> {
  const data = await loadBsData(db, ownerId ?? "", gameSystemId, true);
  return readingBsFile(() => snapshotRoster(openRosterFile(createEngine(data), "roster.ros", xml).engine));
}

export type { RosterFormatId };

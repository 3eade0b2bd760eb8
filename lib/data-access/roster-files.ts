/** Reads a roster file someone uploaded, against the game data in the database. Saves nothing. */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import type { ImportNotice } from "@/lib/exchange/roster-json";
import { runWork } from "@/lib/server/work-pool";
import type { Roster } from "@/lib/gamedata/roster-schema";
import { MAX_ROSTER_BYTES } from "@/lib/schemas/roster-requests";
import { findUnstorable, unstorableError } from "@/lib/schemas/storable-json";
import { looksLikeArmyForgeList } from "@/lib/opr/list-schema";
import { readArmyForgeList } from "./army-forge-lists";
import { getCatalogue, getGameSystem, type GameData, type Viewer } from "./game-data";

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ids a roster file names, if it is JSON at all; the importer itself reports every fault. */
function peekGameIds(json: unknown): { gameSystemId?: string; catalogueId?: string } {
  if (typeof json !== "object" || json === null) return {};
  const { gameSystemId, catalogueId } = json as Record<string, unknown>;
  return {
    ...(typeof gameSystemId === "string" ? { gameSystemId } : {}),
    ...(typeof catalogueId === "string" ? { catalogueId } : {}),
  };
}

export type RosterFile = GameData & { roster: Roster; notices: ImportNotice[] };

/** Throws MusterError (TOO_LARGE, INVALID_INPUT, UNKNOWN_GAME_DATA) with the problems found. */
/** `viewer`: whose own army books (Game data page) the file may be built on. */
export async function readRosterFile(text: string, db: PrismaClient = getPrisma(), viewer: Viewer = null): Promise<RosterFile> {
  const json = Buffer.byteLength(text, "utf8") > MAX_ROSTER_BYTES ? undefined : parseOrUndefined(text);
  // Ids go to the database below: a NUL or a lone surrogate anywhere is refused first (PostgreSQL
  // would fail on it), and so is nesting past any real roster's.
  const unstorable = json === undefined ? null : findUnstorable(json);
  if (unstorable) throw unstorableError(unstorable);
  // An Army Forge list (One Page Rules) opens on the army book installed from Army Forge.
  if (looksLikeArmyForgeList(json) && !(json as { schemaVersion?: unknown }).schemaVersion) return readArmyForgeList(json, db, viewer);
  const ids = peekGameIds(json);
  const [system, catalogue] = await Promise.all([
    ids.gameSystemId ? getGameSystem(ids.gameSystemId, db) : null,
    ids.catalogueId ? getCatalogue(ids.catalogueId, db, viewer) : null,
  ]);
  // Parsing, checking and evaluating the file runs in a worker thread (kind "import").
  const { roster, notices } = await runWork("import", "readRosterJson", { text, system, catalogue });
  if (!system || !catalogue) throw new Error("a roster was read without its game data");
  return { roster, system, catalogue, notices };
}

/**
 * An Army Forge list (its JSON export) read against the army book installed on this server.
 * Saves nothing: the caller stores the roster it returns. Throws MusterError with the problems.
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { MusterError } from "@/lib/errors/muster-error";
import type { ImportNotice } from "@/lib/exchange/roster-json";
import { en } from "@/lib/i18n/translate";
import { catalogueIdOfBook } from "@/lib/opr/book-to-catalogue";
import { listBookUid, resolveListGame } from "@/lib/opr/list-game";
import { armyForgeListToRoster } from "@/lib/opr/list-to-roster";
import { parseArmyForgeList } from "@/lib/opr/list-schema";
import { shippedOprGameSystems } from "@/lib/opr/shipped-game-systems";
import { getCatalogue, getGameSystem } from "./game-data";
import type { RosterFile } from "./roster-files";

export async function readArmyForgeList(json: unknown, db: PrismaClient = getPrisma()): Promise<RosterFile> {
  const parsed = parseArmyForgeList(json);
  if (!parsed.ok) throw new MusterError("INVALID_INPUT", "error.armyForge.unreadable", { problems: parsed.issues.map(({ path, text }) => ({ path, ...text })) });
  const list = parsed.list;
  const table = shippedOprGameSystems();
  const game = resolveListGame(table, list.gameSystem);
  if (!game.ok) throw new MusterError("UNKNOWN_GAME_DATA", game.text.key, { params: game.text.params, problems: [{ path: "gameSystem", key: "error.problem.unknownGameSystem" }] });
  const opr = game.system;
  const system = await getGameSystem(opr.musterSystemId, db);
  if (!system) {
    throw new MusterError("UNKNOWN_GAME_DATA", "opr.list.systemNotInstalled", { params: { game: opr.name }, problems: [{ path: "gameSystem", key: "error.problem.unknownGameSystem" }] });
  }
  const bookUid = listBookUid(list);
  const catalogue = bookUid ? await getCatalogue(catalogueIdOfBook(bookUid, opr), db) : null;
  if (!bookUid || !catalogue || catalogue.gameSystemId !== system.id) {
    throw new MusterError(
      "UNKNOWN_GAME_DATA",
      "opr.list.bookNotInstalled",
      { params: { game: opr.name, book: bookUid ?? { key: "opr.list.bookNotNamed" } }, problems: [{ path: "armyId", key: "error.problem.armyBookNotInstalled" }] },
    );
  }
  let n = 0;
  const stamp = Date.now().toString(36);
  const converted = armyForgeListToRoster(list, { system, catalogue, opr }, () => `af-${stamp}-${++n}`);
  const notices: ImportNotice[] = [
    ...converted.unmatched.map((item): ImportNotice => (item.kind === "unit" ? { code: "import.af-unmatched-unit", params: { name: item.name } } : { code: "import.af-unmatched-option", params: { name: item.name, unit: item.unit } })),
    ...converted.pointsDifferences.map((d): ImportNotice => ({ code: "import.af-points-differ", params: { unit: d.name, stored: d.stored, recomputed: d.recomputed } })),
  ];
  if (converted.storedTotal !== undefined && converted.storedTotal !== converted.recomputedTotal) {
    notices.push({ code: "import.af-total-differs", params: { stored: converted.storedTotal, recomputed: converted.recomputedTotal } });
  }
  // What the book does not offer stays with the roster, so nothing the player had is lost.
  const missing = converted.unmatched.map((item) => (item.kind === "unit" ? item.name : en.t("xui.import.af.optionOf", { option: item.name, unit: item.unit })));
  const roster = missing.length > 0 ? { ...converted.roster, notes: en.t("xui.import.af.notes", { entries: missing.join("; ") }).slice(0, 20_000) } : converted.roster;
  return { roster, system, catalogue, notices };
}

/**
 * The tournament organiser's command: validate many roster files at once. Muster roster files
 * are checked against data/ (or --data); BattleScribe and New Recruit rosters (.ros, .rosz)
 * against the BattleScribe data given with --bs-data; Army Forge lists against the army books
 * given with --army-book (with the common rules file beside them).
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { evaluate } from "../engine";
import type { Evaluation } from "../engine";
import { loadGameData, type GameData } from "../gamedata/load-dir";
import { migrateRoster } from "../gamedata/roster-migrations";
import type { SchemaProblem } from "../gamedata/format-issues";
import { describeIssueEn } from "../i18n/en";
import { en } from "../i18n/english";
import { MAX_ROSTER_BYTES } from "../schemas/roster-requests";
import { createEngine, type Engine } from "../battlescribe/engine/engine";
import { snapshotRoster, type CostSnapshot } from "../battlescribe/engine/snapshot";
import { isBlocking } from "../battlescribe/engine/validate";
import type { DroppedEntry } from "../battlescribe/ros/read-roster";
import { bsRosterLines, type BsLine } from "./bs-roster-lines";
import { openRosterFile, rosterXmlOf } from "../battlescribe/ros/open-roster-file";
import { describeDataError } from "../battlescribe/xml/data-error-text";
import { DataFileError } from "../battlescribe/xml/data-file-error";
import { DataSetError } from "../battlescribe/xml/data-set-error";
import { readBsDataSets } from "./read-bs-data";
import { catalogueIdOfBook } from "../opr/book-to-catalogue";
import { resolveListGame } from "../opr/list-game";
import { combineArmyBooks, listBookUids, MAX_BOOKS_PER_LIST } from "../opr/combine-books";
import { renderText } from "../errors/muster-error";
import { armyForgeListToRoster } from "../opr/list-to-roster";
import { looksLikeArmyForgeList, parseArmyForgeList } from "../opr/list-schema";
import { convertBookFiles } from "../opr/read-book-files";
import { shippedOprGameSystems } from "../opr/shipped-game-systems";
import { applyPack, eventPackSchema, packProblems, type EventPack } from "../events/event-pack";

export type RosterResult =
  | { file: string; status: "checked"; name: string; system: string; faction: string; hiddenCostTypes: string[]; evaluation: Evaluation; notes?: string[] }
  | { file: string; status: "checked-bs"; name: string; system: string; valid: boolean; costs: CostSnapshot[]; costLimits: CostSnapshot[]; lines: BsLine[]; dropped: DroppedEntry[] }
  | { file: string; status: "unreadable"; problems: SchemaProblem[] };

/** What a file is checked against: Muster's data, the BattleScribe data set given, an event's pack. */
/** `bsEngines`: one engine per BattleScribe game system given; a roster is read on the one it names. */
export type ValidateData = GameData & { bsEngines?: Engine[]; pack?: EventPack };

const isValid = (result: RosterResult) => (result.status === "checked" ? result.evaluation.valid : result.status === "checked-bs" ? result.valid : false);

type Io = { out: (line: string) => void; err: (line: string) => void };

function engineFor(engines: Engine[], file: string, content: Uint8Array): Engine | undefined {
  if (engines.length <= 1) return engines[0];
  const gameSystemId = /<roster\b[^>]*\bgameSystemId="([^"]*)"/.exec(rosterXmlOf(path.basename(file), content).slice(0, 4000))?.[1];
  return engines.find((e) => e.index.data.gameSystem.id === gameSystemId) ?? engines[0];
}

function validateBsRoster(file: string, content: Uint8Array, engines: Engine[]): RosterResult {
  const fail = (message: string): RosterResult => ({ file, status: "unreadable", problems: [{ path: "(root)", message }] });
  if (engines.length === 0) return fail("a BattleScribe roster: give its game data with --bs-data <folder of .gst/.cat files>");
  try {
    const engine = engineFor(engines, file, content) as Engine;
    const opened = openRosterFile(engine, path.basename(file), content);
    const snapshot = snapshotRoster(opened.engine);
    // Left-out entries are errors too: an INVALID roster always says why.
    const valid = !snapshot.errors.some(isBlocking) && opened.unknown.length === 0;
    return { file, status: "checked-bs", name: snapshot.name, system: snapshot.gameSystemName, valid, costs: snapshot.costs, costLimits: snapshot.costLimits, lines: bsRosterLines(opened, snapshot), dropped: opened.unknown };
  } catch (error) {
    return fail((error as Error).message);
  }
}

function validateArmyForgeList(file: string, json: unknown, data: ValidateData): RosterResult {
  const fail = (message: string, at = "(root)"): RosterResult => ({ file, status: "unreadable", problems: [{ path: at, message }] });
  const parsed = parseArmyForgeList(json);
  if (!parsed.ok) return { file, status: "unreadable", problems: parsed.issues.map(({ path: at, message }) => ({ path: at, message })) };
  const list = parsed.list;
  const game = resolveListGame(shippedOprGameSystems(), list.gameSystem);
  if (!game.ok) return fail(renderText(game.text), "gameSystem");
  const opr = game.system;
  const system = data.systems.find((s) => s.id === opr.musterSystemId);
  if (!system) return fail(en.t("opr.list.systemNotInstalled", { game: opr.name }), "gameSystem");
  const bookUids = listBookUids(list).slice(0, MAX_BOOKS_PER_LIST);
  const bookUid = bookUids[0];
  // A list with allies is read against each of its books given with --army-book, side by side.
  const books = bookUids.flatMap((uid) => data.catalogues.filter((c) => c.id === catalogueIdOfBook(uid, opr)).map((catalogue) => ({ uid, catalogue })));
  if (!bookUid || books[0]?.uid !== bookUid) return fail(en.t("opr.list.bookNotGiven", { game: opr.name, book: bookUid ?? en.t("opr.list.bookNotNamed") }), "armyId");
  const catalogue = combineArmyBooks(books.map((b) => b.catalogue), books.map((b) => b.uid), opr);
  let n = 0;
  const converted = armyForgeListToRoster(list, { system, catalogue, opr, bookCatalogueIds: books.map((b) => b.catalogue.id) }, () => `v${++n}`);
  const notes = [
    ...converted.unmatched.map((item) => (item.kind === "unit" ? (item.book ? en.t("xui.import.notice.afUnmatchedBook", { name: item.name, book: item.book }) : en.t("xui.import.notice.afUnmatchedUnit", { name: item.name })) : en.t("xui.import.notice.afUnmatchedOption", { name: item.name, unit: item.unit }))),
    ...converted.pointsDifferences.map((d) => en.t("opr.list.pointsDiffer", { unit: d.name, stored: d.stored, recomputed: d.recomputed })),
    ...(converted.storedTotal !== undefined && converted.storedTotal !== converted.recomputedTotal ? [en.t("opr.list.totalDiffers", { stored: converted.storedTotal, recomputed: converted.recomputedTotal })] : []),
  ];
  const evaluation = evaluate(converted.roster, system, catalogue, { available: false });
  const hiddenCostTypes = system.costTypes.filter((c) => c.hidden).map((c) => c.id);
  // A list that lost units on the way is not the list the player submitted.
  const checked = converted.unmatched.length > 0 ? { ...evaluation, valid: false } : evaluation;
  return { file, status: "checked", name: converted.roster.name, system: system.name, faction: catalogue.name, hiddenCostTypes, evaluation: checked, notes };
}

export async function validateRosterFile(file: string, data: ValidateData): Promise<RosterResult> {
  const fail = (message: string, at = "(root)"): RosterResult => ({ file, status: "unreadable", problems: [{ path: at, message }] });
  let bytes: Uint8Array;
  try {
    if ((await stat(file)).size > MAX_ROSTER_BYTES) return fail(`file is larger than ${MAX_ROSTER_BYTES / 1024 / 1024} MB`);
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    return fail(`cannot read file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (/\.rosz?$/i.test(file)) return validateBsRoster(file, bytes, data.bsEngines ?? []);
  const text = new TextDecoder().decode(bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail(`not valid JSON (${(error as Error).message}): ${en.t("xui.validate.notARoster")}`);
  }
  if (looksLikeArmyForgeList(json) && !(json as { schemaVersion?: unknown }).schemaVersion) return validateArmyForgeList(file, json, data);
  // Neither a Muster roster (it has a schemaVersion) nor an Army Forge list: say what is read.
  if (!isObject(json) || !("schemaVersion" in json)) return fail(en.t("xui.validate.notARoster"));
  // The same reading as Import on My rosters: files of older Muster versions are brought forward.
  const migrated = migrateRoster(json);
  if (!migrated.ok) return { file, status: "unreadable", problems: migrated.problems };
  const roster = migrated.roster;
  const system = data.systems.find((s) => s.id === roster.gameSystemId);
  if (!system) return fail(`unknown game system "${roster.gameSystemId}"`, "gameSystemId");
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId && c.gameSystemId === system.id);
  if (!catalogue) return fail(`unknown faction "${roster.catalogueId}" for ${system.name}`, "catalogueId");
  const hiddenCostTypes = system.costTypes.filter((c) => c.hidden).map((c) => c.id);
  if (data.pack) {
    // The event's pack decides ruleset, battle size and limits, as when the list is submitted.
    const problems = packProblems(roster, data.pack, system);
    if (problems.length > 0) return fail(problems.map((p) => en.t(p.code, p.params)).join(" "), problems[0]?.code === "pack.factionNotAllowed" ? "catalogueId" : "gameSystemId");
    const evaluation = evaluate(applyPack(roster, data.pack), system, catalogue, { available: false });
    return { file, status: "checked", name: roster.name, system: system.name, faction: catalogue.name, hiddenCostTypes, evaluation, notes: ["checked against the event pack (its ruleset, battle size and limits, not the roster's)"] };
  }
  const evaluation = evaluate(roster, system, catalogue, { available: false });
  return { file, status: "checked", name: roster.name, system: system.name, faction: catalogue.name, hiddenCostTypes, evaluation };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function formatCosts(costs: Record<string, number>, limits: Record<string, number>, hidden: Set<string>): string {
  const parts = Object.entries(costs)
    .filter(([type, value]) => value !== 0 && !hidden.has(type))
    .map(([type, value]) => (limits[type] !== undefined ? `${value}/${limits[type]} ${type}` : `${value} ${type}`));
  return parts.join(", ") || "no costs";
}

function bsCosts(costs: CostSnapshot[], limits: CostSnapshot[]): string {
  const parts = costs
    .filter((cost) => cost.value !== 0 && !cost.hidden)
    .map((cost) => {
      const limit = limits.find((l) => l.typeId === cost.typeId && l.value >= 0);
      return limit ? `${cost.value}/${limit.value} ${cost.name.trim()}` : `${cost.value} ${cost.name.trim()}`;
    });
  return parts.join(", ") || "no costs";
}

export function printResult(result: RosterResult, io: Io): void {
  const label = path.basename(result.file);
  if (result.status === "unreadable") {
    io.out(`${label}: INVALID (not a readable roster)`);
    for (const problem of result.problems) io.out(`  ${problem.path}: ${problem.message}`);
    return;
  }
  if (result.status === "checked-bs") {
    io.out(`${label}: ${result.valid ? "valid" : "INVALID"} — ${result.name} (${result.system})`);
    io.out(`  ${bsCosts(result.costs, result.costLimits)}`);
    for (const line of result.lines) io.out(`  ${line.severity}: ${line.text}`);
    return;
  }
  const { evaluation } = result;
  const verdict = evaluation.valid ? "valid" : "INVALID";
  io.out(`${label}: ${verdict} — ${result.name} (${result.system}, ${result.faction})`);
  io.out(`  ${formatCosts(evaluation.totals.roster.costs, evaluation.limits, new Set(result.hiddenCostTypes))}, ${evaluation.totals.roster.models} models`);
  for (const issue of evaluation.issues) {
    const where = issue.path.length ? ` [${issue.path.join(" > ")}]` : "";
    io.out(`  ${issue.severity}: ${describeIssueEn(issue.code, issue.params)}${where}`);
  }
  for (const note of result.notes ?? []) io.out(`  note: ${note}`);
}

function toJson(result: RosterResult) {
  if (result.status === "unreadable") return { file: result.file, valid: false, problems: result.problems };
  if (result.status === "checked-bs") {
    const { file, valid, name, system, costs, costLimits } = result;
    const errors = result.lines.filter((l) => l.severity !== "note").map((l) => ({ severity: l.severity, message: l.text, ...(l.unit ? { unit: l.unit } : {}) }));
    const dropped = result.dropped.map((d) => ({ name: d.name, path: d.path, costs: Object.fromEntries(d.costs), kept: d.kept }));
    return { file, valid, name, system, costs, costLimits, errors, dropped, notes: result.lines.filter((l) => l.severity === "note").map((l) => l.text) };
  }
  const { evaluation } = result;
  return {
    file: result.file,
    valid: evaluation.valid,
    name: result.name,
    system: result.system,
    faction: result.faction,
    totals: evaluation.totals.roster,
    limits: evaluation.limits,
    resources: evaluation.resources,
    issues: evaluation.issues.map((i) => ({ ...i, message: describeIssueEn(i.code, i.params) })),
    ...(result.notes ? { notes: result.notes } : {}),
  };
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\n\s*/g, " ").trim();
}

const USAGE =
  "usage: validate [--json] [--data <dir>] [--pack <event pack or event.json>] [--bs-data <folder or files of .gst/.cat/.json>] [--army-book <book.json or common rules.json>] <roster.json|.ros|.rosz|Army Forge list.json> [more rosters...]";

/**
 * An event pack: the pack object itself, or the event.json of an organiser's download (which
 * holds it under "pack").
 */
async function readPack(file: string): Promise<{ ok: true; pack: EventPack } | { ok: false; message: string }> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    return { ok: false, message: `${file}: not a readable JSON file (${(error as Error).message})` };
  }
  const candidate = typeof json === "object" && json !== null && "pack" in json ? (json as { pack: unknown }).pack : json;
  const parsed = eventPackSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, message: `${file}: not an event pack: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}` };
  return { ok: true, pack: parsed.data };
}

export async function runValidate(argv: string[], io: Io): Promise<number> {
  const files: string[] = [];
  const bsInputs: string[] = [];
  const bookInputs: string[] = [];
  let json = false;
  let dataDir: string | undefined;
  let packFile: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--json") json = true;
    else if (arg === "--data") dataDir = argv[++i];
    else if (arg === "--bs-data" && argv[i + 1]) bsInputs.push(argv[++i] as string);
    else if (arg === "--army-book" && argv[i + 1]) bookInputs.push(argv[++i] as string);
    else if (arg === "--pack" && argv[i + 1]) packFile = argv[++i];
    else if (arg === "--help" || arg === "-h") {
      io.out(USAGE);
      return 0;
    } else if (arg.startsWith("--")) {
      io.err(`unknown option ${arg}\n${USAGE}`);
      return 2;
    } else files.push(arg);
  }
  if (files.length === 0) {
    io.err(USAGE);
    return 2;
  }
  const data: ValidateData = await loadGameData(dataDir);
  if (packFile) {
    const pack = await readPack(packFile);
    if (!pack.ok) {
      io.err(pack.message);
      return 2;
    }
    data.pack = pack.pack;
  }
  if (bsInputs.length > 0) {
    // Read as data:import reads it; a problem with the data is one line with the fix: exit code 2.
    try {
      const { sets, notes } = await readBsDataSets(bsInputs);
      for (const note of notes) io.err(`note: ${note.message}`);
      data.bsEngines = sets.map((set) => createEngine(set));
    } catch (error) {
      // A file the reader refuses (named with its line and the fix) or a path that cannot be
      // read: one line, never a stack trace.
      io.err(error instanceof DataFileError || error instanceof DataSetError ? describeDataError(error) : en.t("xui.validate.badBsData", { message: oneLine(error) }));
      return 2;
    }
  }
  if (bookInputs.length > 0) {
    const books = convertBookFiles(await Promise.all(bookInputs.map(async (file) => ({ fileName: path.basename(file), text: await readFile(file, "utf8") }))), shippedOprGameSystems());
    if (!books.ok) {
      for (const problem of books.problems) io.err(`${problem.file} ${problem.path}: ${problem.message}`);
      return 2;
    }
    data.catalogues = [...data.catalogues, ...books.books.map((book) => book.catalogue)];
  }
  const results: RosterResult[] = [];
  for (const file of files) results.push(await validateRosterFile(file, data));
  if (json) io.out(JSON.stringify(results.map(toJson), null, 2));
  else {
    for (const result of results) printResult(result, io);
    const valid = results.filter(isValid).length;
    io.out(`${valid} of ${results.length} rosters valid`);
  }
  return results.every(isValid) ? 0 : 1;
}

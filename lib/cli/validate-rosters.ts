/** The tournament organiser's command: validate many roster files at once. */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { evaluate } from "../engine";
import type { Evaluation } from "../engine";
import { loadGameData, type GameData } from "../gamedata/load-dir";
import { migrateRoster } from "../gamedata/roster-migrations";
import type { SchemaProblem } from "../gamedata/format-issues";
import { describeIssueEn } from "../i18n/en";
import { MAX_ROSTER_BYTES } from "../schemas/roster-requests";


export type RosterResult =
  | { file: string; status: "checked"; name: string; system: string; faction: string; hiddenCostTypes: string[]; evaluation: Evaluation }
  | { file: string; status: "unreadable"; problems: SchemaProblem[] };

type Io = { out: (line: string) => void; err: (line: string) => void };

export async function validateRosterFile(file: string, data: GameData): Promise<RosterResult> {
  const fail = (message: string, at = "(root)"): RosterResult => ({ file, status: "unreadable", problems: [{ path: at, message }] });
  let text: string;
  try {
    if ((await stat(file)).size > MAX_ROSTER_BYTES) return fail(`file is larger than ${MAX_ROSTER_BYTES / 1024 / 1024} MB`);
    text = await readFile(file, "utf8");
  } catch (error) {
    return fail(`cannot read file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail(`not valid JSON (${(error as Error).message})`);
  }
  // The same reading as Import on My rosters: files of older Muster versions are brought forward.
  const migrated = migrateRoster(json);
  if (!migrated.ok) return { file, status: "unreadable", problems: migrated.problems };
  const roster = migrated.roster;
  const system = data.systems.find((s) => s.id === roster.gameSystemId);
  if (!system) return fail(`unknown game system "${roster.gameSystemId}"`, "gameSystemId");
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId && c.gameSystemId === system.id);
  if (!catalogue) return fail(`unknown faction "${roster.catalogueId}" for ${system.name}`, "catalogueId");
  const evaluation = evaluate(roster, system, catalogue, { available: false });
  const hiddenCostTypes = system.costTypes.filter((c) => c.hidden).map((c) => c.id);
  return { file, status: "checked", name: roster.name, system: system.name, faction: catalogue.name, hiddenCostTypes, evaluation };
}

function formatCosts(costs: Record<string, number>, limits: Record<string, number>, hidden: Set<string>): string {
  const parts = Object.entries(costs)
    .filter(([type, value]) => value !== 0 && !hidden.has(type))
    .map(([type, value]) => (limits[type] !== undefined ? `${value}/${limits[type]} ${type}` : `${value} ${type}`));
  return parts.join(", ") || "no costs";
}

export function printResult(result: RosterResult, io: Io): void {
  const label = path.basename(result.file);
  if (result.status === "unreadable") {
    io.out(`${label}: INVALID (not a readable roster)`);
    for (const problem of result.problems) io.out(`  ${problem.path}: ${problem.message}`);
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
}

function toJson(result: RosterResult) {
  if (result.status === "unreadable") return { file: result.file, valid: false, problems: result.problems };
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
  };
}

const USAGE = "usage: validate [--json] [--data <dir>] <roster.json> [more rosters...]";

export async function runValidate(argv: string[], io: Io): Promise<number> {
  const files: string[] = [];
  let json = false;
  let dataDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--json") json = true;
    else if (arg === "--data") dataDir = argv[++i];
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
  const data = await loadGameData(dataDir);
  const results: RosterResult[] = [];
  for (const file of files) results.push(await validateRosterFile(file, data));
  if (json) io.out(JSON.stringify(results.map(toJson), null, 2));
  else {
    for (const result of results) printResult(result, io);
    const valid = results.filter((r) => r.status === "checked" && r.evaluation.valid).length;
    io.out(`${valid} of ${results.length} rosters valid`);
  }
  return results.every((r) => r.status === "checked" && r.evaluation.valid) ? 0 : 1;
}

/** Reads and validates the game data shipped in `data/`. Node I/O: server and scripts only. */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { catalogueSchema, gameSystemSchema, type Catalogue, type GameSystem } from "./catalogue-schema";
import { rosterSchema, type Roster } from "./roster-schema";
import { GameDataError } from "./game-data-error";
import { listSchemaProblems } from "./format-issues";
import { findReferenceProblems, findSystemReferenceProblems } from "./check-references";

export type GameData = {
  systems: GameSystem[];
  catalogues: Catalogue[];
  examples: { file: string; roster: Roster }[];
};

export const DEFAULT_DATA_DIR = path.join(process.cwd(), "data");

async function listJson(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith(".json")).sort().map((n) => path.join(dir, n));
}

async function parseFile<S extends z.ZodType>(file: string, schema: S, root: string): Promise<z.infer<S>> {
  const label = path.relative(root, file);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new GameDataError(label, [{ path: "(root)", message: `not valid JSON (${(error as Error).message})` }]);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new GameDataError(label, listSchemaProblems(parsed.error));
  return parsed.data;
}

/**
 * Layout: `systems/<system>/system.json`, `systems/<system>/catalogues/*.json`,
 * `examples/*.json`. Throws GameDataError naming the file, the path inside it and the problem.
 */
export async function loadGameData(dataDir: string = DEFAULT_DATA_DIR): Promise<GameData> {
  const systems: GameSystem[] = [];
  const catalogues: Catalogue[] = [];
  const systemDirs = (await readdir(path.join(dataDir, "systems"), { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  for (const dir of systemDirs) {
    const systemFile = path.join(dataDir, "systems", dir, "system.json");
    const system = await parseFile(systemFile, gameSystemSchema, dataDir);
    const systemProblems = findSystemReferenceProblems(system);
    if (systemProblems.length > 0) throw new GameDataError(path.relative(dataDir, systemFile), systemProblems);
    systems.push(system);
    for (const file of await listJson(path.join(dataDir, "systems", dir, "catalogues"))) {
      const catalogue = await parseFile(file, catalogueSchema, dataDir);
      const problems = findReferenceProblems(system, catalogue);
      if (catalogue.gameSystemId !== system.id) {
        problems.unshift({ path: "gameSystemId", message: `"${catalogue.gameSystemId}" is not "${system.id}"` });
      }
      if (problems.length > 0) throw new GameDataError(path.relative(dataDir, file), problems);
      catalogues.push(catalogue);
    }
  }
  const examples: GameData["examples"] = [];
  for (const file of await listJson(path.join(dataDir, "examples"))) {
    examples.push({ file: path.basename(file), roster: await parseFile(file, rosterSchema, dataDir) });
  }
  return { systems, catalogues, examples };
}

/**
 * `npm run data:import -- <files, folders or zips>`: installs BattleScribe game data (.gst,
 * .cat, .gstz, .catz, or a .zip of a BSData repository), or One Page Rules army books as Army
 * Forge serves them (.json, with the game's common rules .json beside them), for everyone on
 * this server. A folder holding several game systems installs each; a system is installed
 * only when all of its files are good, and a data error is one line naming the file, where
 * and what to do (exit code 2). Files are read one at a time (lib/data-install/).
 */
import { applyMigrations } from "../lib/db/apply-migrations";
import { checkDatabase } from "../lib/db/check-database";
import { readDatabaseConfig } from "../lib/db/database-config";
import { openDatabase } from "../lib/db/open-database";
import { importBsData } from "../lib/cli/import-bs-data";
import { describeDataError } from "../lib/battlescribe/xml/data-error-text";
import { DataFileError } from "../lib/battlescribe/xml/data-file-error";
import { DataSetError } from "../lib/battlescribe/xml/data-set-error";
import { looksLikeJsonDataFile } from "../lib/battlescribe/xml/read-json-data-file";
import { sourcesOnDisk, type DataFileSource } from "../lib/data-install/data-file-sources";
import { ArmyBookInstallError, installArmyBook } from "../lib/db/install-army-book";
import { convertBookFiles } from "../lib/opr/read-book-files";
import { shippedOprGameSystems } from "../lib/opr/shipped-game-systems";
import type { PrismaClient } from "../lib/generated/prisma/client";

const JSON_FILE = /\.json$/i;

async function main(): Promise<void> {
  const inputs = process.argv.slice(2);
  if (inputs.length === 0) {
    console.error("Name the files, folders or zips to import: npm run data:import -- ../wh40k-9e");
    process.exit(2);
  }
  const sources = await sourcesOnDisk(inputs);
  // Army Forge books are .json too. With no BattleScribe data among the files (XML, or New
  // Recruit's JSON form of it), the .json files are Army Forge's; with some, any other .json
  // is not game data and is left out (a repository's books.json).
  const armyForge = await armyForgeFiles(sources);
  if (armyForge) {
    if (armyForge.length !== sources.length) throw new Error("Import BattleScribe files and Army Forge .json files in separate runs.");
    await withDatabase((prisma) => importArmyBooks(prisma, armyForge));
    return;
  }
  await withDatabase(async (prisma) => {
    process.exitCode = await importBsData(prisma, sources, { out: (line) => console.log(line), err: (line) => console.error(line) });
  });
}

/** The .json sources, when no BattleScribe data is among the sources; undefined otherwise. */
async function armyForgeFiles(sources: DataFileSource[]): Promise<{ fileName: string; content: Uint8Array }[] | undefined> {
  if (sources.some((source) => !JSON_FILE.test(source.fileName))) return undefined;
  const found: { fileName: string; content: Uint8Array }[] = [];
  for (const source of sources) {
    const content = await source.read();
    if (looksLikeJsonDataFile(new TextDecoder().decode(content.subarray(0, 200)))) return undefined;
    found.push({ fileName: source.fileName, content });
  }
  return found.length > 0 ? found : undefined;
}

async function withDatabase(work: (prisma: PrismaClient) => Promise<void>): Promise<void> {
  const config = readDatabaseConfig();
  await checkDatabase(config);
  const database = openDatabase(config);
  try {
    await applyMigrations(database.sql);
    await work(database.prisma);
  } finally {
    await database.close();
  }
}

async function importArmyBooks(prisma: PrismaClient, files: { fileName: string; content: Uint8Array }[]): Promise<void> {
  const decoded = files.map(({ fileName, content }) => ({ fileName, text: new TextDecoder().decode(content) }));
  const result = convertBookFiles(decoded, shippedOprGameSystems());
  if (!result.ok) {
    console.error("Nothing was installed; the files have these problems:");
    for (const problem of result.problems.slice(0, 30)) console.error(`  ${problem.file} ${problem.path}: ${problem.message}`);
    process.exit(1);
  }
  for (const book of result.books) {
    const installed = await installArmyBook(prisma, book.catalogue);
    const replaced = installed.previousRevision !== undefined ? ` (replaced revision ${installed.previousRevision})` : "";
    console.log(`Installed army book ${installed.name} revision ${installed.revision}${replaced} for everyone: ${installed.units} units, from ${book.fileName}`);
    for (const warning of book.warnings.slice(0, 20)) console.log(`  note: ${Object.values(warning.params).join(" / ")} (${warning.code})`);
  }
}

main().catch((error: unknown) => {
  // A problem with the data is one line naming the file, where, and what to do: exit code 2.
  if (error instanceof DataFileError || error instanceof DataSetError) {
    console.error(`Nothing was installed: ${describeDataError(error)}`);
    process.exit(2);
  }
  if (error instanceof ArmyBookInstallError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

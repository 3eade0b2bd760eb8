/**
 * `npm run data:import -- <files, folders or zips>`: installs BattleScribe game data (.gst,
 * .cat, .gstz, .catz, or a .zip of a BSData repository), or One Page Rules army books as Army
 * Forge serves them (.json, with the game's common rules .json beside them), for everyone on
 * this server. The files are read and checked first; nothing is installed unless all of them
 * are good.
 */
import fs from "node:fs";
import path from "node:path";
import { applyMigrations } from "../lib/db/apply-migrations";
import { checkDatabase } from "../lib/db/check-database";
import { readDatabaseConfig } from "../lib/db/database-config";
import { installDataPackage, SERVER_WIDE } from "../lib/db/install-data-package";
import { openDatabase } from "../lib/db/open-database";
import { revalidateBsRosters } from "../lib/db/revalidate-bs-rosters";
import { collectDataFiles } from "../lib/battlescribe/xml/collect-data-files";
import { readDataSet } from "../lib/battlescribe/xml/read-data-files";
import { looksLikeJsonDataFile } from "../lib/battlescribe/xml/read-json-data-file";
import { ArmyBookInstallError, installArmyBook } from "../lib/db/install-army-book";
import { convertBookFiles } from "../lib/opr/read-book-files";
import { shippedOprGameSystems } from "../lib/opr/shipped-game-systems";
import type { PrismaClient } from "../lib/generated/prisma/client";

const DATA_FILE = /\.(gstz?|catz?|zip|json)$/i;
const JSON_FILE = /\.json$/i;

function listInputs(inputs: string[]): { fileName: string; content: Uint8Array }[] {
  const found: { fileName: string; content: Uint8Array }[] = [];
  const visit = (target: string) => {
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(target).sort()) {
        if (name.startsWith(".")) continue;
        const child = path.join(target, name);
        if (fs.statSync(child).isDirectory() || DATA_FILE.test(name)) visit(child);
      }
    } else {
      found.push({ fileName: path.basename(target), content: new Uint8Array(fs.readFileSync(target)) });
    }
  };
  for (const input of inputs) visit(input);
  return found;
}

async function main(): Promise<void> {
  const inputs = process.argv.slice(2);
  if (inputs.length === 0) {
    console.error("Name the files, folders or zips to import: npm run data:import -- ../wh40k-9e");
    process.exit(2);
  }
  const files = listInputs(inputs);
  // New Recruit's JSON game data goes with the BattleScribe files; other JSON is Army Forge's.
  const json = files.filter((file) => JSON_FILE.test(file.fileName) && !looksLikeJsonDataFile(new TextDecoder().decode(file.content.subarray(0, 200))));
  if (json.length > 0) {
    if (json.length !== files.length) throw new Error("Import BattleScribe files and Army Forge .json files in separate runs.");
    await withDatabase((prisma) => importArmyBooks(prisma, json));
    return;
  }
  // A repository may hold the same data as XML and as New Recruit's JSON: the XML is read then.
  const hasXml = files.some((file) => /\.(gstz?|catz?)$/i.test(file.fileName));
  const set = readDataSet(collectDataFiles(hasXml ? files.filter((file) => !JSON_FILE.test(file.fileName)) : files));
  const config = readDatabaseConfig();
  await checkDatabase(config);
  const database = openDatabase(config);
  try {
    await applyMigrations(database.sql);
    const installed = await installDataPackage(database.prisma, SERVER_WIDE, set);
    const replaced = installed.previousRevision !== undefined ? ` (replaced revision ${installed.previousRevision})` : "";
    console.log(`Installed ${installed.name} revision ${installed.revision}${replaced} for everyone:`);
    for (const file of installed.files) console.log(`  ${file.kind === "gameSystem" ? "game system" : "catalogue  "} ${file.name} (revision ${file.revision}) from ${file.fileName}`);
    const rechecked = await revalidateBsRosters(database.prisma, SERVER_WIDE, { gameSystem: set.gameSystem, catalogues: set.catalogues });
    if (rechecked.length > 0) console.log(`Checked again ${rechecked.length} roster(s) on this game system; ${rechecked.filter((r) => !r.valid).length} not valid now.`);
    for (const roster of rechecked.filter((r) => r.missing.length > 0)) console.log(`  ${roster.name}: no longer offered by the data: ${roster.missing.join("; ")}`);
    if (installed.warnings > 0) {
      console.log(`${installed.warnings} thing(s) in the files were not understood and were left out:`);
      for (const warning of set.warnings.slice(0, 20)) console.log(`  ${warning.file} ${warning.path}: ${warning.message}`);
    }
  } finally {
    await database.close();
  }
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
  if (error instanceof ArmyBookInstallError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

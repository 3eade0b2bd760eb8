/**
 * `npm run data:import -- <files, folders or zips>`: installs BattleScribe game data (.gst,
 * .cat, .gstz, .catz, or a .zip of a BSData repository) for everyone on this server. The
 * files are read and checked first; nothing is installed unless all of them are good.
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

const DATA_FILE = /\.(gstz?|catz?|zip)$/i;

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
  const set = readDataSet(collectDataFiles(listInputs(inputs)));
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

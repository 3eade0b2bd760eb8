/** `npm run data:check`: validates every file in data/ and prints a summary. */
import { loadGameData } from "../lib/gamedata/load-dir";
import { GameDataError } from "../lib/gamedata/game-data-error";

try {
  const data = await loadGameData(process.argv[2]);
  for (const system of data.systems) {
    const catalogues = data.catalogues.filter((c) => c.gameSystemId === system.id);
    console.log(`${system.name}: ${catalogues.map((c) => `${c.name} (${c.selectionEntries.length} root entries)`).join(", ")}`);
  }
  console.log(`${data.examples.length} example rosters`);
} catch (error) {
  if (!(error instanceof GameDataError)) throw error;
  console.error(`Invalid game data in ${error.file}:`);
  for (const problem of error.problems) console.error(`  ${problem.path}: ${problem.message}`);
  process.exit(1);
}

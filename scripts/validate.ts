/** `npm run validate -- [--json] <roster files...>`: exit code 1 when any roster is invalid. */
import { runValidate } from "../lib/cli/validate-rosters";
import { GameDataError } from "../lib/gamedata/game-data-error";

try {
  process.exitCode = await runValidate(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} catch (error) {
  if (!(error instanceof GameDataError)) throw error;
  console.error(`Invalid game data: ${error.message}`);
  process.exitCode = 2;
}

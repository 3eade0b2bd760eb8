/**
 * `npm run --silent bs-adapter`: the BattleScribe Spec Adapter Protocol v1.1 over stdin/stdout
 * (one JSON command per line in, one JSON response per line out). Only protocol lines go to
 * stdout; diagnostics go to stderr.
 */
import { createInterface } from "node:readline";
import { adapterDeps } from "../lib/battlescribe/adapter/adapter-deps";
import type { AdapterSession } from "../lib/battlescribe/adapter/handle-command";
import { handleCommand } from "../lib/battlescribe/adapter/handle-command";

const session: AdapterSession = {};
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });

lines.on("line", (line) => {
  if (line.trim() === "") return;
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    process.stdout.write(`${JSON.stringify({ type: "error", message: "Each line must be one JSON object" })}\n`);
    return;
  }
  const started = performance.now();
  const response = handleCommand(session, adapterDeps, input);
  process.stdout.write(`${JSON.stringify(response)}\n`);
  if (process.env.MUSTER_ADAPTER_DEBUG) {
    process.stderr.write(`${(input as { type?: string }).type}: ${(performance.now() - started).toFixed(1)} ms\n`);
  }
});

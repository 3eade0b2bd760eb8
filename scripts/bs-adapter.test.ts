/**
 * The adapter as the spec runner uses it: a child process, one JSON command per line in, one
 * JSON response per line out, nothing else on stdout, corrId echoed, setupFromFiles on real
 * BattleScribe XML.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";

const SCRIPT = path.join(import.meta.dirname, "bs-adapter.ts");

async function converse(commands: (object | string)[]): Promise<Record<string, unknown>[]> {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], { stdio: ["pipe", "pipe", "pipe"] });
  const lines: string[] = [];
  const reader = createInterface({ input: child.stdout });
  reader.on("line", (line) => lines.push(line));
  for (const command of commands) child.stdin.write(`${typeof command === "string" ? command : JSON.stringify(command)}\n`);
  child.stdin.end();
  await new Promise((resolve) => child.on("close", resolve));
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

const GST = `<?xml version="1.0" encoding="UTF-8"?><gameSystem id="gs" name="Files" revision="1" xmlns="http://www.battlescribe.net/schema/gameSystemSchema"><costTypes><costType id="pts" name="pts" defaultCostLimit="-1.0"/></costTypes><forceEntries><forceEntry id="fe" name="Force" hidden="false"/></forceEntries></gameSystem>`;
const CAT = `<?xml version="1.0" encoding="UTF-8"?><catalogue id="cat" name="Files Cat" revision="1" gameSystemId="gs" xmlns="http://www.battlescribe.net/schema/catalogueSchema"><selectionEntries><selectionEntry id="se" name="Unit" type="unit" hidden="false"><costs><cost name="pts" typeId="pts" value="12.5"/></costs></selectionEntry></selectionEntries></catalogue>`;

describe("npm run bs-adapter", () => {
  it("answers every line with one JSON line, echoing corrId, from files too", async () => {
    const responses = await converse([
      { type: "describe", corrId: 1 },
      { type: "setupFromFiles", corrId: 2, files: [{ fileName: "Files.gst", content: GST }, { fileName: "Files.cat", content: CAT }] },
      { type: "action", corrId: 3, action: "addForce", forceEntryId: "fe" },
      "not json",
      { type: "action", corrId: 4, action: "selectEntry", forceId: "nope", entryId: "se" },
      { type: "getState", corrId: 5 },
      { type: "teardown", corrId: 6 },
    ]);
    expect(responses.map((r) => r.type)).toEqual(["describeResult", "setupResult", "actionResult", "error", "actionResult", "state", "teardownResult"]);
    expect(responses[0]).toMatchObject({ protocolVersion: "1.1", capabilities: { rosterXml: true }, corrId: 1 });
    expect(responses[1]).toEqual({ type: "setupResult", errors: [], corrId: 2 });
    expect(responses[4]).toMatchObject({ ok: false, corrId: 4 });
    expect(responses[5]).toMatchObject({ gameSystemId: "gs", costs: [{ typeId: "pts", value: 0 }], corrId: 5 });
  }, 30_000);

  it("reports unreadable files in setupResult.errors", async () => {
    const [result] = await converse([{ type: "setupFromFiles", files: [{ fileName: "Bad.gst", content: "<gameSystem" }] }]);
    expect(result?.type).toBe("setupResult");
    expect((result?.errors as string[])[0]).toContain("Bad.gst");
  }, 30_000);
});

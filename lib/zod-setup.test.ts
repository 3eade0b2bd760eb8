import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");

/** Runs a fresh Node process: what a browser tab does, instrumentation first, Zod after. */
function runFresh(source: string): string {
  return execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", source], { cwd: ROOT, encoding: "utf8" }).trim();
}

describe("Zod's configuration set before Zod loads", () => {
  it("is adopted by Zod when instrumentation-client runs first, with no import of Zod", () => {
    const out = runFresh(`await import("./instrumentation-client.ts"); const { z } = await import("zod"); console.log(JSON.stringify({ jitless: z.config().jitless }));`);
    expect(JSON.parse(out)).toEqual({ jitless: true });
  });

  it("is off when nothing sets it (so the first test can fail)", () => {
    const out = runFresh(`const { z } = await import("zod"); console.log(JSON.stringify({ jitless: z.config().jitless ?? false }));`);
    expect(JSON.parse(out)).toEqual({ jitless: false });
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { builtWorkerFile, builtWorkerPath } from "./built-worker";

function appFolder(withBundle: boolean): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "muster-built-worker-"));
  if (withBundle) {
    fs.mkdirSync(path.join(root, ".next", "workers"), { recursive: true });
    fs.writeFileSync(builtWorkerPath("install-worker", root), "export {};\n");
  }
  return root;
}

afterEach(() => vi.restoreAllMocks());

describe("builtWorkerFile", () => {
  it("starts the bundle npm run build wrote when the server runs a production build", () => {
    const root = appFolder(true);
    expect(builtWorkerFile("install-worker", { NODE_ENV: "production" }, root)).toBe(path.join(root, ".next", "workers", "install-worker.mjs"));
  });

  it.each([["development"], ["test"]] as const)("runs the source when NODE_ENV is %s, even beside a bundle (it may be an old build's)", (nodeEnv) => {
    expect(builtWorkerFile("install-worker", { NODE_ENV: nodeEnv }, appFolder(true))).toBeUndefined();
  });

  it("runs the source when NODE_ENV is not set", () => {
    expect(builtWorkerFile("install-worker", {} as NodeJS.ProcessEnv, appFolder(true))).toBeUndefined();
  });

  it("runs the source, and says so, when a production build has no bundle", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(builtWorkerFile("work-worker", { NODE_ENV: "production" }, appFolder(false))).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("npm run build"));
  });
});

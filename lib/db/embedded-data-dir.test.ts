import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, lockFileFor, releaseDataDirLock } from "./data-dir-lock";
import { prepareEmbeddedDataDir } from "./embedded-data-dir";
import { DatabaseStartupError } from "./startup-error";

let scratch: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "muster-dir-"));
});
afterEach(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("prepareEmbeddedDataDir", () => {
  it("creates missing folders and leaves no probe file behind", () => {
    const dataDir = path.join(scratch, "a", "b", "pglite");
    prepareEmbeddedDataDir(dataDir);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it("accepts an existing PGlite folder", () => {
    fs.writeFileSync(path.join(scratch, "PG_VERSION"), "17");
    expect(() => prepareEmbeddedDataDir(scratch)).not.toThrow();
  });

  it("refuses a folder with other files in it", () => {
    fs.writeFileSync(path.join(scratch, "holiday.jpg"), "");
    expect(() => prepareEmbeddedDataDir(scratch)).toThrow(/is neither empty nor a Muster database; set MUSTER_DATA_DIR/);
  });

  it("explains a file in the way in one sentence", () => {
    fs.writeFileSync(path.join(scratch, "file"), "");
    expect(() => prepareEmbeddedDataDir(path.join(scratch, "file", "pglite"))).toThrow(DatabaseStartupError);
    expect(() => prepareEmbeddedDataDir(path.join(scratch, "file", "pglite"))).toThrow(
      `Muster cannot create its embedded database folder ${path.join(scratch, "file", "pglite")} (a file is in the way); make it writable or set MUSTER_DATA_DIR to a folder you can write.`,
    );
  });
});

describe("data folder lock", () => {
  it("lets one process take it again, and removes the lock file on release", () => {
    const dataDir = path.join(scratch, "pglite");
    acquireDataDirLock(dataDir);
    acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFileFor(dataDir), "utf8")).toBe(String(process.pid));
    releaseDataDirLock(dataDir);
    expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
  });

  it("refuses while another live process holds it", () => {
    const dataDir = path.join(scratch, "pglite");
    // The parent of this test process is a live Node process (the test runner).
    fs.writeFileSync(lockFileFor(dataDir), String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      new RegExp(`is in use by another Muster process \\(pid ${process.ppid}\\); stop that process or set MUSTER_DATA_DIR`),
    );
  });

  it("recognises a Node process that renamed itself (next start shows as next-server)", async () => {
    const dataDir = path.join(scratch, "pglite");
    const child = spawn(process.execPath, ["-e", "process.title = 'next-server (v16)'; setTimeout(() => {}, 20000)"]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      fs.writeFileSync(lockFileFor(dataDir), String(child.pid));
      expect(() => acquireDataDirLock(dataDir)).toThrow(/is in use by another Muster process/);
    } finally {
      child.kill();
    }
  });

  it("takes over a lock left by a process that has ended", () => {
    const dataDir = path.join(scratch, "pglite");
    fs.writeFileSync(lockFileFor(dataDir), "999999999");
    acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFileFor(dataDir), "utf8")).toBe(String(process.pid));
    releaseDataDirLock(dataDir);
  });
});

import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_EMBEDDED_DIR, describeServer, getDatabaseMode, readDatabaseConfig } from "./database-config";
import { DatabaseStartupError } from "./startup-error";

describe("readDatabaseConfig", () => {
  it("uses the embedded database in .data/pglite when nothing is configured", () => {
    expect(readDatabaseConfig({}, "/project")).toEqual({
      mode: "embedded",
      dataDir: path.resolve("/project", DEFAULT_EMBEDDED_DIR),
    });
    expect(DEFAULT_EMBEDDED_DIR).toBe(path.join(".data", "pglite"));
  });

  it("resolves MUSTER_DATA_DIR against the project folder", () => {
    expect(readDatabaseConfig({ MUSTER_DATA_DIR: "tmp/db" }, "/project")).toEqual({ mode: "embedded", dataDir: "/project/tmp/db" });
    expect(readDatabaseConfig({ MUSTER_DATA_DIR: "/var/muster" }, "/project")).toEqual({ mode: "embedded", dataDir: "/var/muster" });
  });

  it("uses the server when DATABASE_URL is set, and treats a blank one as unset", () => {
    const url = "postgresql://muster:secret@db.example:5433/muster";
    expect(readDatabaseConfig({ DATABASE_URL: url })).toEqual({ mode: "server", url });
    expect(readDatabaseConfig({ DATABASE_URL: " postgres://h/db " })).toEqual({ mode: "server", url: "postgres://h/db" });
    expect(readDatabaseConfig({ DATABASE_URL: "  " }, "/p").mode).toBe("embedded");
    expect(getDatabaseMode({ DATABASE_URL: url })).toBe("server");
    expect(getDatabaseMode({})).toBe("embedded");
  });

  it.each(["mysql://root@localhost/muster", "not a url", "localhost:5432/muster"])(
    "rejects %s with one sentence naming the fix",
    (value) => {
      expect(() => readDatabaseConfig({ DATABASE_URL: value })).toThrow(DatabaseStartupError);
      expect(() => readDatabaseConfig({ DATABASE_URL: value })).toThrow(
        /^DATABASE_URL is not a PostgreSQL URL; set it to postgresql:\/\/.*, or unset it to use the embedded database\.$/,
      );
    },
  );
});

describe("describeServer", () => {
  it("names host, port and database but never the password", () => {
    expect(describeServer("postgresql://u:hunter2@db.example/muster")).toBe("db.example:5432/muster");
    expect(describeServer("postgresql://u:hunter2@db.example:6543/muster")).not.toContain("hunter2");
  });
});

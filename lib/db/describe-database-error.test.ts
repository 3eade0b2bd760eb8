import { describe, expect, it } from "vitest";
import { collectErrorCodes, describeConnectionError, describeDatabaseFailure } from "./describe-database-error";
import { DatabaseStartupError } from "./startup-error";
import { translatorFor } from "../i18n/catalogues";

const URL = "postgresql://muster:secret@db.example:5433/muster_dev";

function withCode(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}

describe("collectErrorCodes", () => {
  it("finds codes in causes, aggregate errors and Prisma's driver adapter metadata", () => {
    const prismaError = Object.assign(new Error("Invalid invocation"), {
      code: "P1003",
      meta: { driverAdapterError: { cause: { kind: "DatabaseDoesNotExist", originalCode: "3D000" } } },
    });
    expect(collectErrorCodes(prismaError)).toEqual(["P1003", "DatabaseDoesNotExist", "3D000"]);
    const aggregate = Object.assign(new AggregateError([withCode("ECONNREFUSED")]), { code: undefined });
    expect(collectErrorCodes(new Error("wrapped", { cause: aggregate }))).toEqual(["ECONNREFUSED"]);
  });
});

describe("describeConnectionError", () => {
  it.each([
    [withCode("ECONNREFUSED"), /^Cannot reach the PostgreSQL server at db\.example:5433 \(connection refused\); start the server/],
    [withCode("ENOTFOUND"), /^The PostgreSQL host "db\.example" in DATABASE_URL cannot be resolved; fix the host name/],
    [new Error("Connection terminated due to connection timeout"), /^Cannot reach the PostgreSQL server at db\.example:5433; check/],
    [withCode("3D000"), /^The database "muster_dev" does not exist .*; create it \(createdb muster_dev\)/],
    [withCode("28P01"), /^The PostgreSQL server at db\.example:5433 rejected user "muster"; fix the user name or password/],
    [new Error("something odd\nat the end: boom"), /^Cannot use the PostgreSQL database db\.example:5433\/muster_dev \(at the end: boom\); fix DATABASE_URL/],
  ])("explains %s in one sentence without the password", (error, expected) => {
    const sentence = describeConnectionError(error, URL);
    expect(sentence).toMatch(expected);
    expect(sentence).not.toContain("secret");
    expect(sentence).not.toContain("\n");
    expect(sentence).toMatch(/\.$/);
  });
});

describe("describeDatabaseFailure", () => {
  const embedded = { mode: "embedded", dataDir: "/data/pglite" } as const;

  it("passes start-up errors through", () => {
    expect(describeDatabaseFailure(new DatabaseStartupError("Folder in use; stop it."), embedded)).toBe("Folder in use; stop it.");
  });

  it("points at db:prepare when the tables are missing", () => {
    expect(describeDatabaseFailure(withCode("P2021"), { mode: "server", url: URL })).toMatch(/run npm run db:prepare/);
  });

  it("explains a PGlite folder that cannot be opened", () => {
    expect(describeDatabaseFailure(new Error("RuntimeError: Aborted(). Build with -sASSERTIONS"), embedded)).toMatch(
      /^The embedded database in \/data\/pglite cannot be opened, .*; move that folder away/,
    );
  });

  it("says the same in the page's language, with the folder and the fix", () => {
    const text = describeDatabaseFailure(new Error("RuntimeError: Aborted(). Build with -sASSERTIONS"), embedded, translatorFor("ru"));
    expect(text).toContain("/data/pglite");
    expect(text).toContain("MUSTER_DATA_DIR");
    expect(text).not.toMatch(/cannot be opened/);
  });

  it("says a start-up problem in the page's language too", () => {
    const error = new DatabaseStartupError({ key: "db.folderInUse", params: { folder: "/data/pglite", pid: 12345 } });
    expect(error.message).toBe("The embedded database in /data/pglite is in use by another Muster process (pid 12345); stop that process or set MUSTER_DATA_DIR to another folder.");
    expect(describeDatabaseFailure(error, embedded, translatorFor("pl"))).toContain("jest używana przez inny proces Muster (pid 12345)");
  });

  it("uses the server's explanation in server mode", () => {
    expect(describeDatabaseFailure(withCode("ECONNREFUSED"), { mode: "server", url: URL })).toMatch(/^Cannot reach/);
  });
});

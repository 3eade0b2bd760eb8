/**
 * The embedded database runs in the server's thread: each call into it first lets the event
 * loop turn (lib/db/open-adapter.ts), so that a chain of queries (an install's inserts, a
 * transaction) does not keep other requests waiting until it ends.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { yieldBeforeEachCall } from "../../lib/db/open-adapter";

const plain = new PGlite();
const yielding = yieldBeforeEachCall(new PGlite());

afterAll(async () => {
  await Promise.all([plain.close(), yielding.close()]);
});

async function order(db: PGlite): Promise<string[]> {
  await db.query("SELECT 1");
  const seen: string[] = [];
  const query = db.query("SELECT 1").then(() => seen.push("query"));
  setImmediate(() => seen.push("other work"));
  await query;
  await new Promise((resolve) => setImmediate(resolve));
  return seen;
}

describe("the embedded database's calls", () => {
  it("let work waiting on the event loop run before each call, where plain PGlite runs it after", async () => {
    expect(await order(plain)).toEqual(["query", "other work"]);
    expect(await order(yielding)).toEqual(["other work", "query"]);
  });

  it("still run transactions in order", async () => {
    await yielding.exec("CREATE TABLE t (n int)");
    await Promise.all([1, 2, 3].map((n) => yielding.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES ($1)", [n]);
      await tx.query("INSERT INTO t VALUES ($1)", [n * 10]);
    })));
    expect((await yielding.query<{ n: number }>("SELECT n FROM t")).rows.map((r) => r.n)).toEqual([1, 10, 2, 20, 3, 30]);
  });
});

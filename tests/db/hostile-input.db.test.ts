/**
 * Input built to hurt, through the real route handlers (issue 35): each is a 4xx with a sentence
 * from the message catalogue, never a 500, and nothing is stored. Addresses with malformed
 * %-encoding are answered by proxy.ts (lib/http/proxy.test.ts); rosters of 200,000 selections
 * by the roster reader (lib/battlescribe/ros/hostile-roster-files.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as importRoute from "../../app/api/rosters/import/route";
import * as gameData from "../../app/api/game-data/route";
import * as signIn from "../../app/api/account/sign-in/route";
import { lyingZip } from "../../lib/zip/lying-zip";
import { TEST_ORIGIN, TestBrowser, createSeededDatabase, readExampleRoster } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
});
afterAll(async () => {
  await db.close();
});

type ErrorAnswer = { error: { code: string; message: string } };

async function refusal(response: Response, status: number): Promise<string> {
  const body = (await response.json()) as ErrorAnswer;
  expect([response.status, body.error.message]).toEqual([status, expect.stringMatching(/\w+ \w+/)]);
  expect(body.error.message).not.toMatch(/undefined|\{\w+\}/);
  return body.error.message;
}

async function upload(files: { name: string; content: string | Uint8Array }[]): Promise<Response> {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([typeof file.content === "string" ? file.content : (file.content as Uint8Array<ArrayBuffer>)]), file.name);
  const request = new Request(`${TEST_ORIGIN}/api/game-data`, { method: "POST", body: form, headers: { origin: TEST_ORIGIN } });
  return gameData.POST(request, { params: Promise.resolve({}) });
}

const gst = `<?xml version="1.0" encoding="UTF-8"?><gameSystem id="h-gs" name="Hostile" revision="1"><costTypes><costType id="pts" name="pts"/></costTypes></gameSystem>`;

describe("hostile input is a 4xx with a sentence", () => {
  it.each([
    ["a NUL in gameSystemId", { gameSystemId: "aof-regiments\u0000" }, /NUL/i],
    ["a lone surrogate in gameSystemId", { gameSystemId: "aof\uD800regiments" }, /surrogate|UTF-16/i],
    ["a NUL in catalogueId", { catalogueId: "\u0000" }, /NUL/i],
    ["a lone surrogate in catalogueId", { catalogueId: "\uDFFF" }, /surrogate|UTF-16/i],
  ])("POST /api/rosters/import with %s", async (_what, change, words) => {
    const before = await db.prisma.roster.count();
    const file = JSON.stringify({ ...readExampleRoster("aof-regiments-750.json"), ...change });
    const message = await refusal(await new TestBrowser().call(importRoute.POST, "POST", "/api/rosters/import", { body: file }), 400);
    expect(message).toMatch(words);
    expect(await db.prisma.roster.count()).toBe(before);
  });

  it("a .cat with 50,000 nested entries", async () => {
    let open = "";
    let close = "";
    for (let i = 0; i < 50_000; i++) {
      open += `<selectionEntries><selectionEntry id="n${i}" name="N${i}" type="upgrade">`;
      close = `</selectionEntry></selectionEntries>${close}`;
    }
    const cat = `<?xml version="1.0" encoding="UTF-8"?><catalogue id="h-cat" name="Deep" revision="1" gameSystemId="h-gs">${open}${close}</catalogue>`;
    const message = await refusal(await upload([{ name: "Hostile.gst", content: gst }, { name: "Deep.cat", content: cat }]), 400);
    expect(message).toContain("more than 100 deep");
    expect(await db.prisma.dataPackage.count({ where: { gameSystemId: "h-gs" } })).toBe(0);
  });

  it("a .catz whose entry understates its size", async () => {
    const message = await refusal(await upload([{ name: "Hostile.gst", content: gst }, { name: "Bomb.catz", content: lyingZip("Bomb.cat", 51 * 1024 * 1024, 4096) }]), 400);
    expect(message).toContain("Bomb.cat");
    expect(await db.prisma.dataPackage.count({ where: { gameSystemId: "h-gs" } })).toBe(0);
  });

  it("a .zip whose entry understates its size", async () => {
    const message = await refusal(await upload([{ name: "repo.zip", content: lyingZip("Bomb.cat", 61 * 1000 * 1000, 4096) }]), 400);
    expect(message).toContain("repo.zip");
  });

  it("a body over its route's limit says the limit", async () => {
    const message = await refusal(await new TestBrowser().call(signIn.POST, "POST", "/api/account/sign-in", { body: JSON.stringify({ email: "a@example.org", password: "x".repeat(5000) }) }), 413);
    expect(message).toContain("4 KB");
  });
});

/**
 * Installing whole BattleScribe repositories (issue 33), through the Game data upload route and
 * through `data:import`: several game systems in one folder each installed, two catalogues with
 * one id and stray JSON survived with a note, data older than 2.03 upgraded, and a data error
 * reported as one line naming the file, the line and the fix, with nothing installed and no
 * staged rows left behind.
 */
import { strToU8, zipSync } from "fflate";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as gameData from "../../app/api/game-data/route";
import { importBsData } from "../../lib/cli/import-bs-data";
import { sourcesOnDisk } from "../../lib/data-install/data-file-sources";
import { installDataFiles } from "../../lib/data-install/install-data-files";
import { listDataPackages } from "../../lib/data-access/data-packages";
import { findDataSet } from "../../lib/db/bs-data-sets";
import { TEST_ORIGIN, TestBrowser } from "./rosters.support";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const gst = (id: string, name: string, revision = 1) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<gameSystem id="${id}" name="${name}" revision="${revision}" battleScribeVersion="2.03"><costTypes><costType id="pts" name="pts"/></costTypes><forceEntries><forceEntry id="${id}-fe" name="Kill Team"/></forceEntries></gameSystem>`;
const cat = (id: string, name: string, system: string, revision = 1, body = "") =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<catalogue id="${id}" name="${name}" revision="${revision}" gameSystemId="${system}">${body}</catalogue>`;

async function upload(browser: TestBrowser, files: Record<string, string | Uint8Array>): Promise<Response> {
  const form = new FormData();
  for (const [name, content] of Object.entries(files)) form.append("files", new Blob([typeof content === "string" ? content : (content as Uint8Array<ArrayBuffer>)]), name);
  const request = new Request(`${TEST_ORIGIN}/api/game-data`, { method: "POST", body: form, headers: { origin: TEST_ORIGIN, ...(browser.cookie ? { cookie: browser.cookie } : {}) } });
  const response = await gameData.POST(request, { params: Promise.resolve({}) });
  const setCookie = response.headers.get("set-cookie");
  if (setCookie) browser.cookie = setCookie.split(";")[0];
  return response;
}

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  useTestPrisma(db.prisma);
});

afterAll(async () => {
  await db.close();
});

describe("uploading a repository", () => {
  it("installs every game system in it, keeps the newer of two catalogues with one id and leaves stray JSON out, saying so", async () => {
    const browser = new TestBrowser();
    const repository = zipSync({
      "wh40k-killteam-main/Kill Team (2021).gst": strToU8(gst("kt21", "Kill Team (2021)", 9)),
      "wh40k-killteam-main/Kill Team (2024).gst": strToU8(gst("kt24", "Kill Team (2024)", 9)),
      "wh40k-killteam-main/2021 - Veteran Guardsmen.cat": strToU8(cat("vg", "Veteran Guardsmen", "kt21", 2)),
      "wh40k-killteam-main/2024 - Angels of Death.cat": strToU8(cat("aod", "Angels of Death", "kt24", 5)),
      "wh40k-killteam-main/2024 - Angels of Death (old).cat": strToU8(cat("aod", "Angels of Death", "kt24", 4)),
    });
    const response = await upload(browser, { "wh40k-killteam-main.zip": repository, "books.json": JSON.stringify([{ title: "Codex" }]) });
    const body = await response.json();
    expect(response.status).toBe(201);
    expect(body.systems.map((s: { name: string; files: unknown[] }) => `${s.name}: ${s.files.length}`)).toEqual(["Kill Team (2021): 2", "Kill Team (2024): 2"]);
    expect(body.notes).toEqual([
      "books.json is not game data (neither a game system nor a catalogue) and was left out.",
      "2024 - Angels of Death.cat and 2024 - Angels of Death (old).cat have the same id (aod): 2024 - Angels of Death.cat (revision 5) was kept and 2024 - Angels of Death (old).cat (revision 4) left out.",
    ]);
    const owner = (await db.prisma.dataPackage.findFirst({ where: { gameSystemId: "kt24" }, select: { ownerId: true } }))?.ownerId as string;
    const listed = await listDataPackages(owner, db.prisma);
    expect(listed.map((p) => p.name)).toEqual(["Kill Team (2021)", "Kill Team (2024)"]);
    expect(listed[1]?.warnings.map((w) => w.message)).toContain(body.notes[1]);
    const set = await findDataSet(db.prisma, owner, "kt24");
    expect(set?.catalogues.map((c) => `${c.name} r${c.revision}`)).toEqual(["Angels of Death r5"]);
  });

  it("a data error is one line naming the file, the line and the fix; nothing is installed and nothing staged is left", async () => {
    const browser = new TestBrowser();
    const before = await db.prisma.dataPackage.count();
    const bad = cat("bad", "Broken Team", "kt99", 1, `\n<selectionEntries>\n<selectionEntry id="e" name="E" sortIndex="first"/>\n</selectionEntries>`);
    const response = await upload(browser, { "Kill Team 99.gst": gst("kt99", "Kill Team 99"), "Broken Team.cat": bad });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toBe(
      'Broken Team.cat: sortIndex="first" at catalogue/selectionEntries/selectionEntry[@id=e] is not a number (line 4). Write a number there, or remove the attribute.',
    );
    expect(error.message).not.toContain("\n");
    expect(await db.prisma.dataPackage.count()).toBe(before);
  });

  it("keeps the uploaded files on disk only while it installs them, whatever the outcome", async () => {
    const previous = process.env.TMPDIR;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "muster-upload-test-"));
    process.env.TMPDIR = tmp;
    try {
      const browser = new TestBrowser();
      expect((await upload(browser, { "Spooled.gst": gst("spool", "Spooled"), "Spooled Team.cat": cat("spool-t", "Spooled Team", "spool") })).status).toBe(201);
      expect((await upload(browser, { "Broken.cat": "<catalogue" })).status).toBe(400);
      expect(fs.readdirSync(tmp)).toEqual([]);
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  // proxy.ts does not run for this address (so that Next does not buffer 40 MB for it): the route
  // does what the proxy did for it.
  it("refuses a body declared over 80 MB with 413 before reading it, and answers with the security headers", async () => {
    const request = new Request(`${TEST_ORIGIN}/api/game-data`, {
      method: "POST",
      body: "--x--",
      headers: { origin: TEST_ORIGIN, "content-type": "multipart/form-data; boundary=x", "content-length": String(80 * 1024 * 1024 + 1), "accept-language": "en" },
    });
    const response = await gameData.POST(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const { error } = await response.json();
    expect(error).toMatchObject({ code: "TOO_LARGE" });
    expect(error.message).toContain("80 MB");
    const installed = await upload(new TestBrowser(), { "Headers.gst": gst("hdr", "Headers") });
    expect(installed.status).toBe(201);
    const listed = await gameData.GET(new Request(`${TEST_ORIGIN}/api/game-data`), { params: Promise.resolve({}) });
    for (const answer of [installed, listed]) {
      expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
    }
  });
});

describe("npm run data:import", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "muster-import-"));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  function run(files: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(folder, "repo-"));
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    const out: string[] = [];
    const err: string[] = [];
    return sourcesOnDisk([dir]).then(async (sources) => ({ code: await importBsData(db.prisma, sources, { out: (l) => out.push(l), err: (l) => err.push(l) }), out, err }));
  }

  it("installs data written for BattleScribe 1.15, upgraded (class 2)", async () => {
    const result = await run({
      "Necromunda.gst": `<gameSystem id="necro" revision="3" battleScribeVersion="1.15" name="Necromunda"><forceTypes><forceType id="gang" name="Gang"><categories><category id="leader" name="Leader" minSelections="1" maxSelections="1"/></categories></forceType></forceTypes></gameSystem>`,
      "Goliath.cat": `<catalogue id="goliath" revision="1" battleScribeVersion="1.15" name="Goliath" gameSystemId="necro"><entries><entry id="boss" name="Boss" points="120" categoryId="leader" type="model"/></entries></catalogue>`,
    });
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.out[0]).toBe("Installed Necromunda revision 3 for everyone: 2 file(s).");
    const set = await findDataSet(db.prisma, "", "necro");
    expect(set?.catalogues[0]?.selectionEntries?.[0]).toMatchObject({ costs: [{ typeId: "points", value: 120 }], categoryLinks: [{ targetId: "leader", primary: true }] });
    expect(set?.gameSystem.forceEntries?.[0]?.categoryLinks?.[0]?.constraints?.map((c) => c.type)).toEqual(["min", "max"]);
  });

  it("installs the good systems of a folder, and names what stopped the others in one line each: exit code 2", async () => {
    const result = await run({
      "Deadzone.gst": gst("dz3", "Deadzone 3rd Edition"),
      "Enforcers.cat": cat("enf", "Enforcers", "dz3"),
      "Escalation/Deadzone Escalation.gst": gst("dze", "Deadzone Escalation"),
      "Escalation/Plague.cat": cat("plague", "Plague", "dze", 1, `<catalogueLinks><catalogueLink id="l" name="Plague Library" targetId="plague-lib" type="catalogue"/></catalogueLinks>`),
    });
    expect(result.code).toBe(2);
    expect(result.out[0]).toBe("Installed Deadzone 3rd Edition revision 1 for everyone: 2 file(s).");
    expect(result.err).toEqual([
      'Not installed: Deadzone Escalation: Plague.cat: the catalogue "Plague" links "Plague Library" (plague-lib), which is not among the files. Add the missing catalogue (it is in the same repository), or leave out the catalogue that links it.',
    ]);
    expect(await db.prisma.dataPackage.count({ where: { ownerId: { startsWith: "staging:" } } })).toBe(0);
  });

  it("for a snapshot lacking files, leaves out what links a missing catalogue, and says so", async () => {
    const dir = fs.mkdtempSync(path.join(folder, "partial-"));
    fs.writeFileSync(path.join(dir, "11th.gst"), gst("w11", "Warhammer 40,000 11th Edition", 6));
    fs.writeFileSync(path.join(dir, "Craftworlds.cat"), cat("cw", "Xenos - Aeldari", "w11", 1, `<catalogueLinks><catalogueLink id="l" name="Aeldari Library" targetId="lib" type="catalogue"/></catalogueLinks>`));
    fs.writeFileSync(path.join(dir, "Ynnari.cat"), cat("yn", "Ynnari", "w11", 1, `<catalogueLinks><catalogueLink id="l2" name="Xenos - Aeldari" targetId="cw" type="catalogue"/></catalogueLinks>`));
    fs.writeFileSync(path.join(dir, "Orks.cat"), cat("orks", "Orks", "w11"));
    const report = await installDataFiles(db.prisma, await sourcesOnDisk([dir]), { ownerId: "", leaveOutIncomplete: true });
    expect(report.installed[0]?.files.map((f) => f.name)).toEqual(["Warhammer 40,000 11th Edition", "Orks"]);
    expect(report.installed[0]?.notes.map((n) => n.message)).toEqual([
      'Craftworlds.cat: the catalogue "Xenos - Aeldari" was left out: it links "Aeldari Library", which is not among the files or was left out itself.',
      'Ynnari.cat: the catalogue "Ynnari" was left out: it links "Xenos - Aeldari", which is not among the files or was left out itself.',
    ]);
    expect((await findDataSet(db.prisma, "", "w11"))?.catalogues.map((c) => c.name)).toEqual(["Orks"]);
  });

  it("a file that cannot be read at all installs nothing: one line, exit code 2", async () => {
    const result = await run({ "Gaslands.gst": gst("gas", "Gaslands"), "Gaslands.cat": `<catalogue id="c" name="Gaslands" gameSystemId="gas"` });
    expect(result.code).toBe(2);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(/^Nothing was installed: Gaslands\.cat is not well-formed XML \(line 1, column \d+\): .+ Correct the XML there, or take the file again from its repository\.$/);
  });
});

/**
 * The organiser's event page under load: an embedded database in a temporary folder, an event
 * with 200 submitted lists (each a real roster checked against the pack), then the page's API
 * route (session check included) asked again and again. Prints requests per second and p99.
 * Bundled by event-page.bench.ts (server code imports "server-only", which plain Node refuses).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as eventRoute from "../../app/api/events/[id]/route";
import { signUp } from "../../lib/data-access/accounts";
import { createEvent, submitList } from "../../lib/data-access/events";
import { insertRoster } from "../../lib/data-access/rosters";
import { getGameData } from "../../lib/data-access/game-data";
import { applyMigrations } from "../../lib/db/apply-migrations";
import { openDatabase } from "../../lib/db/open-database";
import { seedGameData } from "../../lib/db/seed-game-data";
import { rosterSchema } from "../../lib/gamedata/roster-schema";

const LISTS = 200;
const ORIGIN = "http://127.0.0.1:3900";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-bench-event-"));
const database = openDatabase({ mode: "embedded", dataDir: path.join(dir, "pglite") });
(globalThis as { musterDatabase?: unknown }).musterDatabase = database;
try {
  await applyMigrations(database.sql);
  await seedGameData(database.prisma);
  const db = database.prisma;
  const organiserRequest = new Request(`${ORIGIN}/api/account/sign-up`, { method: "POST", headers: { origin: ORIGIN } });
  const organiser = await signUp(organiserRequest, { email: "bench@example.com", password: "bench organiser password" }, db);
  const cookie = organiser.setCookies.map((c) => c.split(";")[0]).join("; ");
  const user = await db.user.findUniqueOrThrow({ where: { email: "bench@example.com" } });
  const event = await createEvent(user.ownerId, { name: "Bench Open", pack: { gameSystemId: "aof-regiments", rulesetId: "standard", limits: { pts: 1500 }, allowedCatalogues: [] }, deadline: new Date(Date.now() + 86_400_000).toISOString(), publicLists: false, hiddenRosters: false }, db);
  const row = await db.event.findUniqueOrThrow({ where: { id: event.id } });
  const example = rosterSchema.parse(JSON.parse(fs.readFileSync(path.resolve("data/examples/aof-regiments-1500.json"), "utf8")));
  const data = await getGameData(example.gameSystemId, example.catalogueId, db);
  if (!data) throw new Error("no game data");
  let start = performance.now();
  for (let i = 0; i < LISTS; i++) {
    const ownerId = `bench-player-${String(i).padStart(4, "0")}xxxxxxxx`.slice(0, 24);
    const roster = await insertRoster(ownerId, { ...example, name: `List ${i + 1}` }, data, db);
    await submitList(row.joinToken, ownerId, { rosterId: roster.id, playerName: `Player ${i + 1}` }, db);
  }
  const setUpSeconds = (performance.now() - start) / 1000;
  const call = () => eventRoute.GET(new Request(`${ORIGIN}/api/events/${event.id}`, { headers: { cookie } }), { params: Promise.resolve({ id: event.id }) });
  const first = await call();
  const body = (await first.json()) as { submissions: unknown[] };
  if (first.status !== 200 || body.submissions.length !== LISTS) throw new Error(`the page answered ${first.status} with ${body.submissions.length} lists`);
  for (let i = 0; i < 10; i++) await (await call()).arrayBuffer();
  const times: number[] = [];
  start = performance.now();
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await (await call()).arrayBuffer();
    times.push(performance.now() - t);
  }
  const seconds = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(`organiser's event page (GET /api/events/:id, ${LISTS} lists, embedded database, one process, one request at a time): ${(times.length / seconds).toFixed(0)} requests/s, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (set-up: ${LISTS} lists checked and sent in ${setUpSeconds.toFixed(1)} s)`);
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

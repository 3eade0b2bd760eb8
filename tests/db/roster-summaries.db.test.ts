/** My rosters shows totals by cost type name, and never a cost type the data marks hidden. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRoster, listRosters } from "../../lib/data-access/rosters";
import { createSeededDatabase } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createSeededDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("roster summaries", () => {
  it("name the cost types and leave the hidden ones out (The 9th Age's wdg-lb)", async () => {
    const system = await db.prisma.gameSystem.findUniqueOrThrow({ where: { id: "t9a" } });
    const hidden = ((system.data as { costTypes: { id: string; hidden?: boolean }[] }).costTypes).filter((c) => c.hidden).map((c) => c.id);
    expect(hidden.length).toBeGreaterThan(0);
    await createRoster("owner-summaries", { name: "Dark Gods", gameSystemId: "t9a", catalogueId: "wdg", rulesetId: "standard", limits: {}, exampleFile: "t9a-4500.json" }, db.prisma);
    const [summary] = await listRosters("owner-summaries", { sort: "updated" }, db.prisma);
    expect(summary?.shownTotals?.length).toBeGreaterThan(0);
    for (const total of summary!.shownTotals!) expect(hidden).not.toContain(total.name);
    expect(summary!.shownTotals!.map((t) => t.name)).toContain("pts");
  });
});

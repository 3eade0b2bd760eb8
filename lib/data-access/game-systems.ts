/** Game systems and their factions (catalogues), for listing. */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { dataSourceSchema, type DataSource } from "@/lib/gamedata/catalogue-schema";

export type CatalogueSummary = { id: string; name: string; revision: number; unitCount: number; source?: DataSource };

export type GameSystemSummary = {
  id: string;
  name: string;
  shortName: string;
  revision: number;
  catalogues: CatalogueSummary[];
};

/** Every game system, by name, with its catalogues by name. */
export async function listGameSystems(db: PrismaClient = getPrisma()): Promise<GameSystemSummary[]> {
  const systems = await db.gameSystem.findMany({
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      shortName: true,
      revision: true,
      catalogues: {
        orderBy: [{ name: "asc" }, { id: "asc" }],
        select: { id: true, name: true, revision: true, source: true, _count: { select: { unitEntries: true } } },
      },
    },
  });
  return systems.map(({ catalogues, ...system }) => ({
    ...system,
    catalogues: catalogues.map(({ _count, source, ...catalogue }) => ({ ...catalogue, unitCount: _count.unitEntries, source: readSource(source) })),
  }));
}

/** A stored source statement, if it still reads as one (rows written before it existed have none). */
function readSource(stored: unknown): DataSource | undefined {
  const parsed = dataSourceSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/** Search over the unit entries of all catalogues. */
import "server-only";
import { z } from "zod";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { visibleTo, type Viewer } from "./game-data";

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);

export const unitEntrySearchSchema = z.object({
  /** Part of the unit's name, any case. */
  q: optionalText,
  /** A keyword the unit carries, exactly as in the data (e.g. "INFANTRY"). */
  keyword: optionalText,
  /** A category (battlefield role) id, e.g. "troops". */
  categoryId: optionalText,
  catalogueId: optionalText,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export type UnitEntrySearch = z.input<typeof unitEntrySearchSchema>;

export type UnitEntryResult = {
  id: string;
  catalogueId: string;
  entryId: string;
  name: string;
  type: string;
  categoryIds: string[];
  categoryNames: string[];
  keywords: string[];
  costs: Record<string, number>;
};

/** Unit entries matching every given filter, by name. Throws a ZodError on invalid input. */
/** `viewer`: whose own army books (Game data page) are searched besides those for everyone. */
export async function searchUnitEntries(
  search: UnitEntrySearch,
  db: PrismaClient = getPrisma(),
  viewer: Viewer = null,
): Promise<UnitEntryResult[]> {
  const { q, keyword, categoryId, catalogueId, limit } = unitEntrySearchSchema.parse(search);
  const where: Prisma.UnitEntryWhereInput = {
    ...(q && { name: { contains: q, mode: "insensitive" } }),
    ...(keyword && { keywords: { has: keyword } }),
    ...(categoryId && { categoryIds: { has: categoryId } }),
    ...(catalogueId && { catalogueId }),
    catalogue: visibleTo(viewer),
  };
  const rows = await db.unitEntry.findMany({
    where,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: limit,
    select: {
      id: true,
      catalogueId: true,
      entryId: true,
      name: true,
      type: true,
      categoryIds: true,
      categoryNames: true,
      keywords: true,
      costs: true,
    },
  });
  return rows.map((row) => ({ ...row, costs: row.costs as Record<string, number> }));
}

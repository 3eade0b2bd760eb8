/**
 * What belongs to an owner id, moved and removed as one: rosters of every format (with their
 * history and share links), uploaded game data and data sources. A browser's
 * rosters move into an account on sign-up or sign-in; deleting an account removes it all.
 */
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/** Rosters counted as My rosters lists them (deleted ones left out): Muster's and BattleScribe's. */
export type MovedCounts = { rosters: number; bsRosters: number; packages: number };

/** The owner's live rosters by format, as My rosters counts them. */
export async function countLiveRosters(tx: Pick<Tx, "roster">, ownerId: string): Promise<{ rosters: number; bsRosters: number }> {
  const groups = await tx.roster.groupBy({ by: ["format"], where: { ownerId, deletedAt: null }, _count: { _all: true } });
  const count = (format: string) => groups.find((g) => g.format === format)?._count._all ?? 0;
  return { rosters: count("muster"), bsRosters: count("battlescribe") };
}

/**
 * Moves everything of `from` to `to`. Game data the account already has for the same game
 * system (or from the same address) stays behind: the account's own copy serves the moved
 * rosters, which are checked against whatever data their owner has.
 */
export async function moveOwnerData(tx: Tx, from: string, to: string): Promise<MovedCounts> {
  if (from === to) return { rosters: 0, bsRosters: 0, packages: 0 };
  // Deleted rosters move too (they can still be restored), but are not counted as moved.
  const live = await countLiveRosters(tx, from);
  await tx.roster.updateMany({ where: { ownerId: from }, data: { ownerId: to } });
  await tx.shareLink.updateMany({ where: { ownerId: from }, data: { ownerId: to } });
  const held = await tx.dataPackage.findMany({ where: { ownerId: to }, select: { gameSystemId: true } });
  const packages = await tx.dataPackage.updateMany({ where: { ownerId: from, gameSystemId: { notIn: held.map((p) => p.gameSystemId) } }, data: { ownerId: to } });
  const sources = await tx.dataSource.findMany({ where: { ownerId: to }, select: { url: true } });
  await tx.dataSource.updateMany({ where: { ownerId: from, url: { notIn: sources.map((s) => s.url) } }, data: { ownerId: to } });
  return { ...live, packages: packages.count };
}

/** Removes everything an owner id holds (an account being deleted). */
export async function deleteOwnerData(tx: Tx, ownerId: string): Promise<void> {
  await tx.shareLink.deleteMany({ where: { ownerId } });
  await tx.roster.deleteMany({ where: { ownerId } });
  await tx.dataSource.deleteMany({ where: { ownerId } });
  await tx.dataPackage.deleteMany({ where: { ownerId } });
}

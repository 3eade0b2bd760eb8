/**
 * Stands in for `@/lib/db/prisma` in every database test file (setup-file.ts mocks it): the
 * routes get the test's own database.
 *   beforeAll(async () => useTestPrisma((db = await createSeededDatabase()).prisma));
 * The mock and the test import this same module, so they share the client set here.
 */
import type { PrismaClient } from "../../../lib/generated/prisma/client";

let current: PrismaClient | undefined;

export function useTestPrisma(prisma: PrismaClient): void {
  current = prisma;
}

/** After a test file: the next file in the same worker starts with no database set. */
export function forgetTestPrisma(): void {
  current = undefined;
}

export function getPrisma(): PrismaClient {
  if (!current) throw new Error("test database not open yet");
  return current;
}

export function getDatabaseMode(): "embedded" {
  return "embedded";
}

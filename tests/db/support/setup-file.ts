/**
 * Runs before every database test file. Test files share one module registry per worker
 * (vitest.db.config.ts: isolate false), so the app's Prisma module is the test stand-in for
 * every file from the first import on: a module imported by one file stays bound to what it
 * imported for the next. Each file points it at its own database (useTestPrisma) and lets go
 * at the end.
 */
import { afterAll, vi } from "vitest";
import { forgetTestPrisma } from "./app-prisma";

vi.mock("@/lib/db/prisma", () => import("./app-prisma"));

afterAll(() => {
  forgetTestPrisma();
  vi.restoreAllMocks();
});

-- DropIndex
DROP INDEX "Roster_ownerId_deletedAt_idx";

-- CreateIndex
CREATE INDEX "Roster_ownerId_idx" ON "Roster"("ownerId");

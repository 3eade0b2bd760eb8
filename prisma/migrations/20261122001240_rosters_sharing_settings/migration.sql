-- DropIndex
DROP INDEX "Roster_ownerId_idx";

-- AlterTable
ALTER TABLE "Roster" ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "models" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ShareLink" (
    "token" TEXT NOT NULL,
    "rosterId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "revealed" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ShareLink_pkey" PRIMARY KEY ("token")
);

-- CreateTable
CREATE TABLE "Setting" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "ShareLink_rosterId_idx" ON "ShareLink"("rosterId");

-- CreateIndex
CREATE INDEX "Roster_ownerId_deletedAt_idx" ON "Roster"("ownerId", "deletedAt");

-- AddForeignKey
ALTER TABLE "ShareLink" ADD CONSTRAINT "ShareLink_rosterId_fkey" FOREIGN KEY ("rosterId") REFERENCES "Roster"("id") ON DELETE CASCADE ON UPDATE CASCADE;

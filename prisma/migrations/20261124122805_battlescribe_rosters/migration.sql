-- CreateTable
CREATE TABLE "BsRoster" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "gameSystemId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "xml" TEXT NOT NULL,
    "totals" JSONB NOT NULL,
    "valid" BOOLEAN NOT NULL DEFAULT false,
    "missing" JSONB NOT NULL DEFAULT '[]',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BsRoster_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BsRoster_ownerId_gameSystemId_idx" ON "BsRoster"("ownerId", "gameSystemId");

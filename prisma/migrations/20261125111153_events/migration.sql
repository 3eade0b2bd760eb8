-- CreateTable
CREATE TABLE "Event" (
    "id" TEXT NOT NULL,
    "organiserId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "date" TIMESTAMP(3),
    "place" TEXT,
    "gameSystemId" TEXT NOT NULL,
    "rulesetId" TEXT NOT NULL,
    "battleSizeId" TEXT,
    "limits" JSONB NOT NULL,
    "allowedCatalogues" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "deadline" TIMESTAMP(3) NOT NULL,
    "publicLists" BOOLEAN NOT NULL DEFAULT false,
    "hiddenRosters" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" TIMESTAMP(3),
    "joinToken" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Submission" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "participantId" TEXT NOT NULL,
    "playerName" TEXT NOT NULL,
    "rosterId" TEXT NOT NULL,
    "catalogueId" TEXT NOT NULL,
    "document" JSONB NOT NULL,
    "valid" BOOLEAN NOT NULL,
    "totals" JSONB NOT NULL,
    "models" INTEGER NOT NULL,
    "issues" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'submitted',
    "comment" TEXT,
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),

    CONSTRAINT "Submission_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Event_joinToken_key" ON "Event"("joinToken");

-- CreateIndex
CREATE INDEX "Event_organiserId_idx" ON "Event"("organiserId");

-- CreateIndex
CREATE UNIQUE INDEX "Submission_eventId_participantId_key" ON "Submission"("eventId", "participantId");

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

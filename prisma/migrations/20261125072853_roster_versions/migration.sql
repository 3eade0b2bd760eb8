-- CreateTable
CREATE TABLE "RosterVersion" (
    "id" TEXT NOT NULL,
    "rosterId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "document" JSONB NOT NULL,
    "valid" BOOLEAN NOT NULL,
    "totals" JSONB NOT NULL,
    "models" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "savedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RosterVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RosterVersion_rosterId_version_key" ON "RosterVersion"("rosterId", "version");

-- AddForeignKey
ALTER TABLE "RosterVersion" ADD CONSTRAINT "RosterVersion_rosterId_fkey" FOREIGN KEY ("rosterId") REFERENCES "Roster"("id") ON DELETE CASCADE ON UPDATE CASCADE;

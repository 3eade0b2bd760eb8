-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "GameSystem" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "shortName" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GameSystem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Catalogue" (
    "id" TEXT NOT NULL,
    "gameSystemId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Catalogue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UnitEntry" (
    "id" TEXT NOT NULL,
    "catalogueId" TEXT NOT NULL,
    "entryId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "categoryIds" TEXT[],
    "categoryNames" TEXT[],
    "keywords" TEXT[],
    "costs" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UnitEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Roster" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "gameSystemId" TEXT NOT NULL,
    "catalogueId" TEXT NOT NULL,
    "document" JSONB NOT NULL,
    "valid" BOOLEAN NOT NULL DEFAULT false,
    "totals" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Roster_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Catalogue_gameSystemId_idx" ON "Catalogue"("gameSystemId");

-- CreateIndex
CREATE INDEX "UnitEntry_catalogueId_name_idx" ON "UnitEntry"("catalogueId", "name");

-- CreateIndex
CREATE INDEX "UnitEntry_name_idx" ON "UnitEntry"("name");

-- CreateIndex
CREATE INDEX "UnitEntry_keywords_idx" ON "UnitEntry" USING GIN ("keywords");

-- CreateIndex
CREATE INDEX "UnitEntry_categoryIds_idx" ON "UnitEntry" USING GIN ("categoryIds");

-- CreateIndex
CREATE INDEX "Roster_ownerId_idx" ON "Roster"("ownerId");

-- AddForeignKey
ALTER TABLE "Catalogue" ADD CONSTRAINT "Catalogue_gameSystemId_fkey" FOREIGN KEY ("gameSystemId") REFERENCES "GameSystem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UnitEntry" ADD CONSTRAINT "UnitEntry_catalogueId_fkey" FOREIGN KEY ("catalogueId") REFERENCES "Catalogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;


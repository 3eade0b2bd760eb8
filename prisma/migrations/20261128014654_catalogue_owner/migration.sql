-- A catalogue's owner (issue 37): "" for everyone, else the browser or account that installed an
-- Army Forge book from the Game data page, which alone sees it.
-- AlterTable
ALTER TABLE "Catalogue" ADD COLUMN     "ownerId" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Catalogue_ownerId_idx" ON "Catalogue"("ownerId");

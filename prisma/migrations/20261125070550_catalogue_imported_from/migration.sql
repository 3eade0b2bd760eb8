-- AlterTable
ALTER TABLE "Catalogue" ADD COLUMN     "importedFrom" TEXT;

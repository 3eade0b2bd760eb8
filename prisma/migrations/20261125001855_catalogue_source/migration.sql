-- AlterTable
ALTER TABLE "Catalogue" ADD COLUMN     "source" JSONB;

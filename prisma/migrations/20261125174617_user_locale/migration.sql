-- AlterTable
ALTER TABLE "user" ADD COLUMN     "locale" TEXT;

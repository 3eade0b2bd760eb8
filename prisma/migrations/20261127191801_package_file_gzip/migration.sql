-- AlterTable
ALTER TABLE "DataPackageFile" ADD COLUMN     "dataGzip" BYTEA,
ALTER COLUMN "data" DROP NOT NULL;

-- CreateTable
CREATE TABLE "DataPackage" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "gameSystemId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "warnings" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DataPackage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DataPackageFile" (
    "id" TEXT NOT NULL,
    "packageId" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "library" BOOLEAN NOT NULL DEFAULT false,
    "counts" JSONB NOT NULL,
    "data" JSONB NOT NULL,

    CONSTRAINT "DataPackageFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DataPackage_ownerId_gameSystemId_key" ON "DataPackage"("ownerId", "gameSystemId");

-- CreateIndex
CREATE UNIQUE INDEX "DataPackageFile_packageId_fileId_key" ON "DataPackageFile"("packageId", "fileId");

-- AddForeignKey
ALTER TABLE "DataPackageFile" ADD CONSTRAINT "DataPackageFile_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "DataPackage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

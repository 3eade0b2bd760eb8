-- CreateTable
CREATE TABLE "SignInGuard" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "lockedUntil" TIMESTAMP(3),
    "lastFailure" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SignInGuard_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "SignInGuard_lastFailure_idx" ON "SignInGuard"("lastFailure");

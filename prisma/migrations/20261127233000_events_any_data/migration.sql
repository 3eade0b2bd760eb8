-- AlterTable: an event names a shipped game system or an installed BattleScribe one (issue 32).
ALTER TABLE "Event" ADD COLUMN     "dataRevision" INTEGER,
ADD COLUMN     "format" TEXT NOT NULL DEFAULT 'muster';

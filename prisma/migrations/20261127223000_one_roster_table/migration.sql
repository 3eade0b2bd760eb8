-- One table for every roster: Muster's own documents and BattleScribe .ros XML (issue 32).

-- AlterTable
ALTER TABLE "Roster" ADD COLUMN     "format" TEXT NOT NULL DEFAULT 'muster',
ADD COLUMN     "missing" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "format" TEXT NOT NULL DEFAULT 'muster';

-- Every BattleScribe roster moves in unchanged: same id, owner, name, XML (kept whole as the
-- document's "xml"), totals, verdict, missing entries, version and times. Its catalogue id is
-- the first force's, as the data access stores it for a new roster; models are counted again
-- at the next save or data install (BsRoster never counted them).
INSERT INTO "Roster" ("id", "ownerId", "name", "format", "gameSystemId", "catalogueId", "document", "valid", "totals", "models", "missing", "version", "deletedAt", "createdAt", "updatedAt")
SELECT "id", "ownerId", "name", 'battlescribe', "gameSystemId",
       COALESCE((regexp_match("xml", '<force\s[^>]*?\mcatalogueId="([^"]*)"'))[1], ''),
       jsonb_build_object('xml', "xml"), "valid", "totals", 0, "missing", "version", NULL, "createdAt", "updatedAt"
FROM "BsRoster";

-- DropTable
DROP TABLE "BsRoster";

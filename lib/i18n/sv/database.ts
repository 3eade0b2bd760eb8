/** Swedish: why the database cannot be used (mirrors ../en/database.ts). */
import type { Translation } from "../translation";
import type { databaseEn } from "../en/database";

export const databaseSv: Translation<typeof databaseEn> = {
  "db.refused": "PostgreSQL-servern på {host} kan inte nås (anslutningen nekades); starta servern eller rätta värden och porten i DATABASE_URL, eller ta bort DATABASE_URL för att använda den inbyggda databasen.",
  "db.unresolved": "PostgreSQL-värden ”{host}” i DATABASE_URL kan inte slås upp; rätta värdnamnet i DATABASE_URL, eller ta bort DATABASE_URL för att använda den inbyggda databasen.",
  "db.unreachable": "PostgreSQL-servern på {host} kan inte nås; kontrollera att den körs och går att nå, eller rätta värden och porten i DATABASE_URL.",
  "db.noDatabase": "Databasen ”{database}” finns inte på PostgreSQL-servern på {host}; skapa den (createdb {database}) eller rätta databasnamnet i DATABASE_URL.",
  "db.rejected": "PostgreSQL-servern på {host} avvisade {user, select, none {standardanvändaren} other {användaren ”{user}”}}; rätta användarnamnet eller lösenordet i DATABASE_URL.",
  "db.unusable": "PostgreSQL-databasen {server} kan inte användas ({detail}); rätta DATABASE_URL, eller ta bort DATABASE_URL för att använda den inbyggda databasen.",
  "db.noTables": "Databasen har inga Muster-tabeller än; kör npm run db:prepare (npm run dev och npm start gör det åt dig).",
  "db.embeddedAborted": "Den inbyggda databasen{folder, select, none {} other { i {folder}}} kan inte öppnas, troligen för att Muster avslutades med våld medan den var öppen; flytta undan mappen för att börja med en ny databas (speldata läses in igen från data/), eller sätt MUSTER_DATA_DIR till en annan mapp.",
  "db.embeddedFailed": "Den inbyggda databasen{folder, select, none {} other { i {folder}}} fungerade inte ({detail}); starta om Muster, och om det händer igen, sätt MUSTER_DATA_DIR till en ny mapp.",
  "db.badUrl": "DATABASE_URL är ingen PostgreSQL-adress; sätt den till postgresql://user:password@host:5432/database, eller ta bort den för att använda den inbyggda databasen.",
  "db.migrationBusy": "En annan process har migrerat den här databasen i 30 sekunder; vänta tills den är klar och starta sedan Muster igen.",
  "db.migrationFailed": "Databasmigreringen {name} misslyckades ({detail}); rätta migreringen eller databasen, kör sedan npx prisma migrate resolve --rolled-back {name} och starta igen.",
  "db.migrationUnresolved": "Databasmigreringen {name} misslyckades tidigare och är olöst; rätta databasen, kör sedan npx prisma migrate resolve --rolled-back {name} och starta igen.",
  "db.folderCreate": "Muster kan inte skapa mappen för sin inbyggda databas {folder} ({reason}); gör den skrivbar eller sätt MUSTER_DATA_DIR till en mapp du kan skriva i.",
  "db.folderWrite": "Muster kan inte skriva i mappen för sin inbyggda databas {folder} ({reason}); gör den skrivbar eller sätt MUSTER_DATA_DIR till en mapp du kan skriva i.",
  "db.folderForeign": "Mappen för den inbyggda databasen {folder} är varken tom eller en Muster-databas; sätt MUSTER_DATA_DIR till en ny eller tom mapp.",
  "db.folderInUse": "Den inbyggda databasen i {folder} används av en annan Muster-process (pid {pid}); stoppa den processen eller sätt MUSTER_DATA_DIR till en annan mapp.",
  "db.lockFailed": "Muster kunde inte låsa {file}; ta bort filen om ingen Muster-process körs.",
  "db.reason": "{code, select, EACCES {åtkomst nekad} EPERM {åtkomst nekad} EROFS {skrivskyddat filsystem} ENOTDIR {en fil står i vägen} EEXIST {en fil står i vägen} ENOSPC {disken är full} other {{code}}}",
};

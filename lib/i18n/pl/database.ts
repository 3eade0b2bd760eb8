/** Polish: why the database cannot be used (mirrors ../en/database.ts). */
import type { Translation } from "../translation";
import type { databaseEn } from "../en/database";

export const databasePl: Translation<typeof databaseEn> = {
  "db.refused": "Nie można połączyć się z serwerem PostgreSQL pod adresem {host} (połączenie odrzucone); uruchom serwer lub popraw host i port w DATABASE_URL albo usuń DATABASE_URL, aby używać wbudowanej bazy danych.",
  "db.unresolved": "Nie można odnaleźć hosta PostgreSQL „{host}” z DATABASE_URL; popraw nazwę hosta w DATABASE_URL albo usuń DATABASE_URL, aby używać wbudowanej bazy danych.",
  "db.unreachable": "Nie można połączyć się z serwerem PostgreSQL pod adresem {host}; sprawdź, czy działa i jest osiągalny, lub popraw host i port w DATABASE_URL.",
  "db.noDatabase": "Baza danych „{database}” nie istnieje na serwerze PostgreSQL pod adresem {host}; utwórz ją (createdb {database}) lub popraw nazwę bazy w DATABASE_URL.",
  "db.rejected": "Serwer PostgreSQL pod adresem {host} odrzucił {user, select, none {domyślnego użytkownika} other {użytkownika „{user}”}}; popraw nazwę użytkownika lub hasło w DATABASE_URL.",
  "db.unusable": "Nie można używać bazy danych PostgreSQL {server} ({detail}); popraw DATABASE_URL albo usuń DATABASE_URL, aby używać wbudowanej bazy danych.",
  "db.noTables": "Baza danych nie ma jeszcze tabel Muster; uruchom npm run db:prepare (npm run dev i npm start robią to same).",
  "db.embeddedAborted": "Nie można otworzyć wbudowanej bazy danych{folder, select, none {} other { w {folder}}}, prawdopodobnie dlatego, że Muster został zabity, gdy była otwarta; przenieś ten folder w inne miejsce, aby zacząć od nowej bazy (dane gier zostaną ponownie wczytane z data/), albo ustaw MUSTER_DATA_DIR na inny folder.",
  "db.embeddedFailed": "Wbudowana baza danych{folder, select, none {} other { w {folder}}} zawiodła ({detail}); uruchom Muster ponownie, a jeśli to się powtórzy, ustaw MUSTER_DATA_DIR na nowy folder.",
  "db.badUrl": "DATABASE_URL nie jest adresem PostgreSQL; ustaw go na postgresql://user:password@host:5432/database albo usuń, aby używać wbudowanej bazy danych.",
  "db.migrationBusy": "Inny proces migruje tę bazę danych od 30 sekund; poczekaj, aż skończy, i uruchom Muster ponownie.",
  "db.migrationFailed": "Migracja bazy danych {name} nie powiodła się ({detail}); popraw migrację lub bazę danych, następnie uruchom npx prisma migrate resolve --rolled-back {name} i zacznij od nowa.",
  "db.migrationUnresolved": "Migracja bazy danych {name} nie powiodła się wcześniej i nie została rozwiązana; popraw bazę danych, następnie uruchom npx prisma migrate resolve --rolled-back {name} i zacznij od nowa.",
  "db.folderCreate": "Muster nie może utworzyć folderu wbudowanej bazy danych {folder} ({reason}); nadaj prawo zapisu lub ustaw MUSTER_DATA_DIR na folder, do którego możesz pisać.",
  "db.folderWrite": "Muster nie może zapisywać w folderze wbudowanej bazy danych {folder} ({reason}); nadaj prawo zapisu lub ustaw MUSTER_DATA_DIR na folder, do którego możesz pisać.",
  "db.folderForeign": "Folder wbudowanej bazy danych {folder} nie jest ani pusty, ani bazą Muster; ustaw MUSTER_DATA_DIR na nowy lub pusty folder.",
  "db.folderInUse": "Wbudowana baza danych w {folder} jest używana przez inny proces Muster (pid {pid}); zatrzymaj ten proces lub ustaw MUSTER_DATA_DIR na inny folder.",
  "db.lockFailed": "Muster nie mógł zablokować {file}; usuń ten plik, jeśli żaden proces Muster nie działa.",
  "db.reason": "{code, select, EACCES {brak uprawnień} EPERM {brak uprawnień} EROFS {system plików tylko do odczytu} ENOTDIR {przeszkadza plik} EEXIST {przeszkadza plik} ENOSPC {brak miejsca na dysku} other {{code}}}",
};

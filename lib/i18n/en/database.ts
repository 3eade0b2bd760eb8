/**
 * Why the database cannot be used, and what fixes it: one sentence each, shown by the pages (the
 * home page's error state), printed at start-up and by /api/health (lib/db/describe-database-error.ts).
 */
export const databaseEn = {
  "db.refused": "Cannot reach the PostgreSQL server at {host} (connection refused); start the server or fix the host and port in DATABASE_URL, or unset DATABASE_URL to use the embedded database.",
  "db.unresolved": "The PostgreSQL host \"{host}\" in DATABASE_URL cannot be resolved; fix the host name in DATABASE_URL, or unset DATABASE_URL to use the embedded database.",
  "db.unreachable": "Cannot reach the PostgreSQL server at {host}; check that it runs and is reachable, or fix the host and port in DATABASE_URL.",
  "db.noDatabase": "The database \"{database}\" does not exist on the PostgreSQL server at {host}; create it (createdb {database}) or fix the database name in DATABASE_URL.",
  "db.rejected": "The PostgreSQL server at {host} rejected {user, select, none {the default user} other {user \"{user}\"}}; fix the user name or password in DATABASE_URL.",
  "db.unusable": "Cannot use the PostgreSQL database {server} ({detail}); fix DATABASE_URL, or unset DATABASE_URL to use the embedded database.",
  "db.noTables": "The database has no Muster tables yet; run npm run db:prepare (npm run dev and npm start do it for you).",
  "db.embeddedAborted":
    "The embedded database{folder, select, none {} other { in {folder}}} cannot be opened, probably because Muster was killed while it was open; move that folder away to start with a new database (game data is reloaded from data/), or set MUSTER_DATA_DIR to another folder.",
  "db.embeddedFailed": "The embedded database{folder, select, none {} other { in {folder}}} failed ({detail}); restart Muster, and if it fails again set MUSTER_DATA_DIR to a new folder.",
  "db.badUrl": "DATABASE_URL is not a PostgreSQL URL; set it to postgresql://user:password@host:5432/database, or unset it to use the embedded database.",
  "db.migrationBusy": "Another process has been migrating this database for 30 seconds; wait for it to finish, then start Muster again.",
  "db.migrationFailed": "The database migration {name} failed ({detail}); fix the migration or the database, then run npx prisma migrate resolve --rolled-back {name} and start again.",
  "db.migrationUnresolved": "The database migration {name} failed earlier and is unresolved; fix the database, then run npx prisma migrate resolve --rolled-back {name} and start again.",
  "db.folderCreate": "Muster cannot create its embedded database folder {folder} ({reason}); make it writable or set MUSTER_DATA_DIR to a folder you can write.",
  "db.folderWrite": "Muster cannot write its embedded database folder {folder} ({reason}); make it writable or set MUSTER_DATA_DIR to a folder you can write.",
  "db.folderForeign": "The embedded database folder {folder} is neither empty nor a Muster database; set MUSTER_DATA_DIR to a new or empty folder.",
  "db.folderInUse": "The embedded database in {folder} is in use by another Muster process (pid {pid}); stop that process or set MUSTER_DATA_DIR to another folder.",
  "db.lockFailed": "Muster could not lock {file}; remove that file if no Muster process is running.",
  "db.reason": "{code, select, EACCES {permission denied} EPERM {permission denied} EROFS {read-only file system} ENOTDIR {a file is in the way} EEXIST {a file is in the way} ENOSPC {disk full} other {{code}}}",
} as const;

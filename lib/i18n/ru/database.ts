/** Russian: why the database cannot be used (mirrors ../en/database.ts). */
import type { Translation } from "../translation";
import type { databaseEn } from "../en/database";

export const databaseRu: Translation<typeof databaseEn> = {
  "db.refused": "Не удаётся подключиться к серверу PostgreSQL по адресу {host} (в соединении отказано); запустите сервер или исправьте хост и порт в DATABASE_URL либо уберите DATABASE_URL, чтобы использовать встроенную базу данных.",
  "db.unresolved": "Хост PostgreSQL «{host}» из DATABASE_URL не найден; исправьте имя хоста в DATABASE_URL либо уберите DATABASE_URL, чтобы использовать встроенную базу данных.",
  "db.unreachable": "Не удаётся подключиться к серверу PostgreSQL по адресу {host}; проверьте, что он работает и доступен, или исправьте хост и порт в DATABASE_URL.",
  "db.noDatabase": "Базы данных «{database}» нет на сервере PostgreSQL по адресу {host}; создайте её (createdb {database}) или исправьте имя базы в DATABASE_URL.",
  "db.rejected": "Сервер PostgreSQL по адресу {host} отклонил {user, select, none {пользователя по умолчанию} other {пользователя «{user}»}}; исправьте имя пользователя или пароль в DATABASE_URL.",
  "db.unusable": "Не удаётся использовать базу данных PostgreSQL {server} ({detail}); исправьте DATABASE_URL либо уберите его, чтобы использовать встроенную базу данных.",
  "db.noTables": "В базе данных ещё нет таблиц Muster; выполните npm run db:prepare (npm run dev и npm start делают это сами).",
  "db.embeddedAborted": "Встроенную базу данных{folder, select, none {} other { в {folder}}} не удаётся открыть — вероятно, Muster был завершён принудительно, пока она была открыта; уберите эту папку, чтобы начать с новой базы (игровые данные снова загрузятся из data/), или укажите другую папку в MUSTER_DATA_DIR.",
  "db.embeddedFailed": "Сбой встроенной базы данных{folder, select, none {} other { в {folder}}} ({detail}); перезапустите Muster, а если сбой повторится, укажите новую папку в MUSTER_DATA_DIR.",
  "db.badUrl": "DATABASE_URL — не адрес PostgreSQL; укажите postgresql://user:password@host:5432/database или уберите его, чтобы использовать встроенную базу данных.",
  "db.migrationBusy": "Другой процесс уже 30 секунд выполняет миграцию этой базы данных; дождитесь окончания и запустите Muster снова.",
  "db.migrationFailed": "Миграция базы данных {name} не удалась ({detail}); исправьте миграцию или базу данных, затем выполните npx prisma migrate resolve --rolled-back {name} и запустите снова.",
  "db.migrationUnresolved": "Миграция базы данных {name} ранее не удалась и не разрешена; исправьте базу данных, затем выполните npx prisma migrate resolve --rolled-back {name} и запустите снова.",
  "db.folderCreate": "Muster не может создать папку встроенной базы данных {folder} ({reason}); разрешите запись в неё или укажите в MUSTER_DATA_DIR папку, доступную для записи.",
  "db.folderWrite": "Muster не может записывать в папку встроенной базы данных {folder} ({reason}); разрешите запись в неё или укажите в MUSTER_DATA_DIR папку, доступную для записи.",
  "db.folderForeign": "Папка встроенной базы данных {folder} не пуста и не является базой Muster; укажите в MUSTER_DATA_DIR новую или пустую папку.",
  "db.folderInUse": "Встроенная база данных в {folder} занята другим процессом Muster (pid {pid}); остановите этот процесс или укажите другую папку в MUSTER_DATA_DIR.",
  "db.lockFailed": "Muster не смог заблокировать {file}; удалите этот файл, если ни один процесс Muster не запущен.",
  "db.reason": "{code, select, EACCES {нет доступа} EPERM {нет доступа} EROFS {файловая система только для чтения} ENOTDIR {мешает файл} EEXIST {мешает файл} ENOSPC {диск заполнен} other {{code}}}",
};

/** Arabic: why the database cannot be used (mirrors ../en/database.ts). */
import type { Translation } from "../translation";
import type { databaseEn } from "../en/database";

export const databaseAr: Translation<typeof databaseEn> = {
  "db.refused": "تعذّر الوصول إلى خادم PostgreSQL على {host} (رُفض الاتصال)؛ شغّل الخادم أو صحّح المضيف والمنفذ في DATABASE_URL، أو احذف DATABASE_URL لاستخدام قاعدة البيانات المدمجة.",
  "db.unresolved": "تعذّر العثور على مضيف PostgreSQL «{host}» المذكور في DATABASE_URL؛ صحّح اسم المضيف في DATABASE_URL، أو احذف DATABASE_URL لاستخدام قاعدة البيانات المدمجة.",
  "db.unreachable": "تعذّر الوصول إلى خادم PostgreSQL على {host}؛ تحقق من أنه يعمل ويمكن الوصول إليه، أو صحّح المضيف والمنفذ في DATABASE_URL.",
  "db.noDatabase": "قاعدة البيانات «{database}» غير موجودة على خادم PostgreSQL على {host}؛ أنشئها (\u2066createdb {database}\u2069) أو صحّح اسم قاعدة البيانات في DATABASE_URL.",
  "db.rejected": "رفض خادم PostgreSQL على {host} {user, select, none {المستخدم الافتراضي} other {المستخدم «{user}»}}؛ صحّح اسم المستخدم أو كلمة المرور في DATABASE_URL.",
  "db.unusable": "تعذّر استخدام قاعدة بيانات PostgreSQL {server} ({detail})؛ صحّح DATABASE_URL، أو احذفه لاستخدام قاعدة البيانات المدمجة.",
  "db.noTables": "لا تحتوي قاعدة البيانات على جداول Muster بعد؛ شغّل \u2066npm run db:prepare\u2069 (يقوم بذلك \u2066npm run dev\u2069 و\u2066npm start\u2069 نيابةً عنك).",
  "db.embeddedAborted": "تعذّر فتح قاعدة البيانات المدمجة{folder, select, none {} other { في {folder}}}، على الأرجح لأن Muster أُوقف قسرًا وهي مفتوحة؛ انقل ذلك المجلد بعيدًا للبدء بقاعدة بيانات جديدة (تُحمَّل بيانات الألعاب من جديد من \u2066data/\u2069)، أو اضبط MUSTER_DATA_DIR على مجلد آخر.",
  "db.embeddedFailed": "تعطّلت قاعدة البيانات المدمجة{folder, select, none {} other { في {folder}}} ({detail})؛ أعد تشغيل Muster، وإن تعطلت مرة أخرى فاضبط MUSTER_DATA_DIR على مجلد جديد.",
  "db.badUrl": "ليس DATABASE_URL عنوان PostgreSQL؛ اضبطه على \u2066postgresql://user:password@host:5432/database\u2069، أو احذفه لاستخدام قاعدة البيانات المدمجة.",
  "db.migrationBusy": "تقوم عملية أخرى بترحيل قاعدة البيانات هذه منذ 30 ثانية؛ انتظر حتى تنتهي، ثم شغّل Muster من جديد.",
  "db.migrationFailed": "فشل ترحيل قاعدة البيانات {name} ({detail})؛ أصلح الترحيل أو قاعدة البيانات، ثم شغّل \u2066npx prisma migrate resolve --rolled-back {name}\u2069 وابدأ من جديد.",
  "db.migrationUnresolved": "فشل ترحيل قاعدة البيانات {name} سابقًا ولم يُحسم؛ أصلح قاعدة البيانات، ثم شغّل \u2066npx prisma migrate resolve --rolled-back {name}\u2069 وابدأ من جديد.",
  "db.folderCreate": "لا يستطيع Muster إنشاء مجلد قاعدة بياناته المدمجة {folder} ({reason})؛ اجعله قابلًا للكتابة أو اضبط MUSTER_DATA_DIR على مجلد يمكنك الكتابة فيه.",
  "db.folderWrite": "لا يستطيع Muster الكتابة في مجلد قاعدة بياناته المدمجة {folder} ({reason})؛ اجعله قابلًا للكتابة أو اضبط MUSTER_DATA_DIR على مجلد يمكنك الكتابة فيه.",
  "db.folderForeign": "مجلد قاعدة البيانات المدمجة {folder} ليس فارغًا وليس قاعدة بيانات لـ Muster؛ اضبط MUSTER_DATA_DIR على مجلد جديد أو فارغ.",
  "db.folderInUse": "قاعدة البيانات المدمجة في {folder} تستخدمها عملية أخرى لـ Muster (\u2066pid {pid}\u2069)؛ أوقف تلك العملية أو اضبط MUSTER_DATA_DIR على مجلد آخر.",
  "db.lockFailed": "تعذّر على Muster قفل {file}؛ احذف ذلك الملف إن لم تكن هناك عملية لـ Muster قيد التشغيل.",
  "db.reason": "{code, select, EACCES {الإذن مرفوض} EPERM {الإذن مرفوض} EROFS {نظام ملفات للقراءة فقط} ENOTDIR {ملف يعترض الطريق} EEXIST {ملف يعترض الطريق} ENOSPC {القرص ممتلئ} other {{code}}}",
};

/** Arabic: the Game data page's Army Forge army books (mirrors ../en/army-books.ts). */
import type { Translation } from "../translation";
import type { armyBooksEn } from "../en/army-books";

export const armyBooksAr: Translation<typeof armyBooksEn> = {
  "armyBooks.title": "كتب الجيش من Army Forge",
  "armyBooks.intro": "كتب جيوش ألعاب One Page Rules كما يقدّمها Army Forge (\u2066.json\u2069): اختر كتابًا في النموذج أعلاه، ومعه ملف \u2066.json\u2069 للقواعد العامة للعبة إن كان لديك. الكتاب المثبّت هنا لهذا المتصفح فقط؛ ثم تعرضه صفحة القائمة الجديدة.",
  "armyBooks.upload.done": "ثُبّت لهذا المتصفح: \u2068{names}\u2069.",
  "armyBooks.upload.mixed": "\u2068{names}\u2069: تُثبَّت كتب الجيش من Army Forge وحدها؛ اخترها دون ملفات BattleScribe. لم يُرفع شيء.",
  "armyBooks.empty": "لم يُثبَّت أي كتاب جيش من Army Forge بعد.",
  "armyBooks.details": "\u2068{game}\u2069 · المراجعة {revision} · {units, plural, zero {لا وحدات} one {وحدة واحدة} two {وحدتان} few {# وحدات} many {# وحدة} other {# وحدة}}",
  "armyBooks.build": "إنشاء قائمة",
  "armyBooks.remove": "إزالة",
  "armyBooks.removeLabel": "إزالة \u2068{name}\u2069",
  "armyBooks.removeConfirm": "أتزيل كتاب الجيش \u2068{name}\u2069 من هذا المتصفح؟ تبقى القوائم المبنية عليه، وتُفتح من جديد متى ثُبّت الكتاب ثانيةً.",
  "armyBooks.removeFailed": "تعذّرت إزالة \u2068{name}\u2069: {message}",
  "armyBooks.error.tooManyFiles": "أرسل {max} ملفًا على الأكثر في المرة الواحدة",
  "armyBooks.error.invalid": "\u2068{file}\u2069: {detail}",
  "armyBooks.error.notInstalled": "تعذّر تثبيت كتاب الجيش \u2068{name}\u2069",
  "armyBooks.error.notFound": "لم يثبّت هذا المتصفح كتاب جيش كهذا.",
};

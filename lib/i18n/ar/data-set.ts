/** Arabic: messages about a set of BattleScribe files taken together (game system + catalogues) (mirrors ../en/data-set.ts). */
import type { Translation } from "../translation";
import type { dataSetEn } from "../en/data-set";

export const dataSetAr: Translation<typeof dataSetEn> = {
  "dataSet.error.system-not-installed": "{file}: الكتالوج «{catalogue}» مخصص لنظام لعبة غير مثبت ({gameSystemId})؛ أضف ملف \u2066.gst\u2069 الخاص به معه.",
  "dataSet.error.no-game-system": "لا يوجد نظام لعبة (\u2066.gst\u2069) بين الملفات: أضف نظام اللعبة الذي صُمّمت له الكتالوجات.",
  "dataSet.error.several-game-systems": "تحتوي الملفات على أكثر من نظام لعبة واحد ({names}): استورد نظام لعبة واحدًا في كل مرة.",
  "dataSet.error.other-game-system": "{file}: الكتالوج «{catalogue}» مخصص لنظام لعبة آخر ({gameSystemId})، لا لـ «{gameSystem}».",
  "dataSet.error.missing-catalogue": "{file}: الكتالوج «{catalogue}» يرتبط بـ «{missing}» ({missingId})، وهو ليس بين الملفات.",
  "dataSet.error.duplicate-file": "{file}: المعرّف {id} مستخدم بالفعل في {other}.",
  "dataSet.error.too-many-files": "عدد الملفات كبير جدًا: {limit} كحد أقصى في المرة الواحدة.",
  "dataSet.error.archive-too-large": "{file}: الأرشيف أكبر من أن يُفتح (الحد الأقصى {limit}).",
  "dataSet.error.bad-archive": "{file}: ليس أرشيف zip يمكن فتحه.",
  "dataSet.note.not-game-data": "{file} ليس بيانات لعبة (لا نظام لعبة ولا كتالوج) وقد أُسقط.",
  "dataSet.note.duplicate-file": "للملفين {kept} و{dropped} المعرّف نفسه ({id}): أُبقي {kept} (المراجعة {keptRevision}) وأُسقط {dropped} (المراجعة {droppedRevision}).",
  "dataSet.note.orphan-catalogues": "أُسقط {count, plural, zero {# كتالوج} one {كتالوج واحد} two {كتالوجان} few {# كتالوجات} many {# كتالوجًا} other {# كتالوج}} لنظام لعبة غير موجود بين الملفات ({gameSystemId}): {names}.",
  "dataSet.fix.no-game-system": "أضف ملف \u2066.gst\u2069 لنظام اللعب؛ إنه في المستودع نفسه.",
  "dataSet.fix.several-game-systems": "ثبّت نظام لعب واحدًا في كل مرة.",
  "dataSet.fix.other-game-system": "استبعد هذا الكتالوج، أو أضف نظام اللعب الذي وُضع له.",
  "dataSet.fix.missing-catalogue": "أضف الكتالوج الناقص (إنه في المستودع نفسه)، أو استبعد الكتالوج الذي يربط به.",
  "dataSet.fix.duplicate-file": "استبعد أحد الملفين.",
  "dataSet.fix.too-many-files": "ثبّت ملفات أقل في المرة الواحدة.",
  "dataSet.fix.archive-too-large": "فكّ الأرشيف وأرسل ملفات \u2066.gst\u2069 و\u2066.cat\u2069 التي فيه.",
  "dataSet.fix.bad-archive": "اضغط الملفات مجددًا، أو أرسلها غير مضغوطة.",
  "dataSet.fix.system-not-installed": "أضف معه ملف \u2066.gst\u2069 لنظام اللعب.",
  "dataSet.problemAndFix": "{problem} {fix}",
  "dataSet.note.left-out-incomplete": "{file}: أُسقط الكتالوج «{catalogue}»: فهو يربط بـ«{missing}» غير الموجود بين الملفات أو الذي أُسقط هو أيضًا.",
};

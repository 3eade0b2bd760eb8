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
};

/** Arabic: One Page Rules (Army Forge) books, common rules and lists (mirrors ../en/opr.ts). */
import type { Translation } from "../translation";
import type { oprEn } from "../en/opr";

export const oprAr: Translation<typeof oprEn> = {
  "opr.file.tooLarge": "أكبر من {megabytes} ميغابايت",
  "opr.file.notJson": "ليس JSON صالحًا ({reason})",
  "opr.file.isList": "هذه قائمة Army Forge وليست كتاب جيش: تُستورد القوائم من صفحة قوائمي",
  "opr.file.notBookOrRules": "ليس كتاب جيش من Army Forge (units و upgradePackages) ولا قوانين عامة (قوانين لها اسم ووصف، في قائمة أو تحت \"rules\")",
  "opr.file.noBook": "لا يوجد كتاب جيش بين الملفات",
  "opr.book.unknownGame": "كتاب جيش للعبة لا يقرؤها Muster. يقرأ Muster كتب جيوش الألعاب: {supported}.",
  "opr.book.otherGame": "كتاب جيش للعبة {game}، وهي لعبة لا يقرؤها Muster. يقرأ Muster كتب جيوش الألعاب: {supported}.",
  "opr.book.conflictingGames": "يذكر الكتاب لعبتين ({games})؛ وكتاب Army Forge للعبة واحدة",
  "opr.list.unknownGame": "قائمة Army Forge هذه للعبة لا يعرفها Muster (يذكر الملف «{game}»). يقرأ Muster قوائم الألعاب: {supported}.",
  "opr.list.otherGame": "هذه قائمة للعبة {game}، وهي لعبة لا يقرؤها Muster. يقرأ Muster قوائم Army Forge للألعاب: {supported}.",
  "opr.list.systemNotInstalled": "لعبة {game} غير مثبتة على هذا الخادم.",
  "opr.list.bookNotInstalled": "تستخدم قائمة {game} هذه كتاب جيش غير مثبت هنا (كتاب Army Forge «{book}»). ثبّته لهذا المتصفح في صفحة بيانات الألعاب، أو يثبّته المسؤول للجميع بالأمر: \u2066npm run data:import -- <army book .json> <common rules .json>\u2069",
  "opr.list.bookNotGiven": "تستخدم قائمة {game} هذه كتاب الجيش «{book}» الذي لم يُعطَ: أضف \u2066--army-book <army book .json>\u2069",
  "opr.list.bookNotNamed": "(بلا اسم)",
  "opr.list.pointsDiffer": "{unit}: تذكر القائمة {stored, number} نقطة، ويحسبها كتاب الجيش {recomputed, number} نقطة.",
  "opr.list.totalDiffers": "كان مجموع القائمة {stored, number} نقطة؛ ويحسب Muster {recomputed, number} نقطة وفق كتاب الجيش.",
};

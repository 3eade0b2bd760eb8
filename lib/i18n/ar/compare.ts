/** Arabic: words of the opponent comparison (mirrors ../en/compare.ts). */
import type { Translation } from "../translation";
import type { compareEn } from "../en/compare";

export const compareAr: Translation<typeof compareEn> = {
  "compare.title": "المقارنة مع خصم",
  "compare.mine": "قائمتي",
  "compare.theirs": "الخصم",
  "compare.fromShare": "رابط المشاركة الخاص به",
  "compare.fromFile": "ملف قائمته",
  "compare.submit": "قارن",
  "compare.models": "{count, plural, zero {لا نماذج} one {نموذج واحد} two {نموذجان} few {# نماذج} many {# نموذجًا} other {# نموذج}}",
  "compare.difference": "{name}: أكثر بمقدار {value} {unit}",
  "compare.even": "{unit}: متعادلان",
  "compare.fact.sudden-death.none": "لا يزيد عدد نماذج أي من الجيشين على الآخر بمقدار الثلث ({modelsA} مقابل {modelsB}): لا يوجد هدف للموت المفاجئ.",
  "compare.fact.sudden-death.available": "{outnumbered} هو الأقل في العدد ({modelsA} مقابل {modelsB, plural, zero {لا نماذج} one {نموذج واحد} two {نموذجين} few {# نماذج} many {# نموذجًا} other {# نموذج}}) ويمكنه اختيار هدف من أهداف الموت المفاجئ: {objectives}.",
  "compare.fact.sudden-death.impossible": "{outnumbered} هو الأقل في العدد ({modelsA} مقابل {modelsB, plural, zero {لا نماذج} one {نموذج واحد} two {نموذجين} few {# نماذج} many {# نموذجًا} other {# نموذج}})، لكن الجيش المقابل لا يتيح أي هدف من أهداف الموت المفاجئ.",
  "compare.fact.battle-size.found": "مستوى القوة المجمّع {combined}: {sizeName}، على ميدان معركة لا يقل عن {battlefield}.",
  "compare.fact.battle-size.too-small": "مستوى القوة المجمّع {combined} أقل من {threshold}: يناسب {suggest} لعبة بهذا الصغر على نحو أفضل.",
  "compare.fact.battle-size.too-large": "مستوى القوة المجمّع {combined} أعلى من {threshold}: يناسب {suggest} لعبة بهذا الحجم الكبير على نحو أفضل.",
  "compare.error.differentGames": "هاتان القائمتان للعبتين مختلفتين ({mine} و{theirs}).",
  "compare.error.theirGame": "مخصصة للعبة {game}",
};

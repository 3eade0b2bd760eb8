/** Game systems on any data (mirrors ../en/any-data.ts). */
import type { Translation } from "../translation";
import type { anyDataEn } from "../en/any-data";

export const anyDataAr: Translation<typeof anyDataEn> = {
  "anyData.home.installed": "بيانات BattleScribe المثبتة",
  "anyData.home.installedIntro": "بيانات اللعبة المثبتة على هذا الخادم للجميع، وما رفعته بنفسك من صفحة بيانات اللعبة.",
  "anyData.home.serverWide": "للجميع",
  "anyData.home.own": "رفعك الخاص",
  "anyData.home.startWith": "قائمة جيش جديدة على {system}",
  "anyData.new.shipped": "أنظمة ألعاب Muster",
  "anyData.new.installed": "بيانات BattleScribe المثبتة",
  "anyData.new.revision": "مراجعة البيانات {revision}",
  "anyData.new.installedHint": "تختار القوات والفصائل في المنشئ بعد إنشاء القائمة.",
  "anyData.new.defaultName": "قائمة {system}",
  "anyData.event.shipped": "أنظمة ألعاب Muster",
  "anyData.event.installed": "بيانات BattleScribe المثبتة",
  "anyData.event.pinRevision": "اقبل المراجعة {revision} فقط من هذه البيانات",
  "anyData.event.rulesetFromData": "تحددها بيانات اللعبة",
  "anyData.event.dataRevision": "{system}، مراجعة البيانات {revision}",
  "pack.wrongRevision": "تُفحص هذه القائمة على المراجعة {revision} من البيانات؛ والفعالية تطلب المراجعة {wanted}.",
  "pack.notOpenable": "لا يمكن فتح هذه القائمة على البيانات المثبتة: {detail}",
  "error.event.noInstalledData": "«{game}» غير مثبتة هنا؛ ثبّتها أولًا من صفحة بيانات اللعبة.",
};

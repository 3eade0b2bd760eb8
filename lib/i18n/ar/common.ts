/** Arabic: words shared across the app: navigation, statuses, totals (mirrors ../en/common.ts). */
import type { Translation } from "../translation";
import type { commonEn } from "../en/common";

export const commonAr: Translation<typeof commonEn> = {
  "app.name": "Muster",
  "app.tagline": "أنشئ قوائم الجيوش وتحقق منها وشاركها",
  "nav.home": "الألعاب",
  "nav.myRosters": "قوائمي",
  "nav.newRoster": "قائمة جديدة",
  "nav.compare": "مقارنة",
  "status.valid": "صالحة",
  "status.invalid": "غير صالحة",
  "armyLimit.countMax": "{name}: {actual} من {limit} كحد أقصى",
  "armyLimit.countMin": "{name}: {actual} من {limit} كحد أدنى",
  "armyLimit.shareMax": "{name}: {actual}، أي {percent}% (الحد الأقصى {limit}%)",
  "armyLimit.shareMin": "{name}: {actual}، أي {percent}% (الحد الأدنى {limit}%)",
  "armyLimit.costMax": "{name}: {actual} من {limit} كحد أقصى",
  "armyLimit.costMin": "{name}: {actual} من {limit} كحد أدنى",
  "armyLimit.copies": "{name, select, none {نسخ الوحدة الواحدة: {limit} كحد أقصى} other {نسخ الوحدة الواحدة: {actual} من {limit} كحد أقصى ({name})}}",
  "status.errors": "{count, plural, zero {لا أخطاء} one {خطأ واحد} two {خطآن} few {# أخطاء} many {# خطأً} other {# خطأ}}",
  "status.warnings": "{count, plural, zero {لا تحذيرات} one {تحذير واحد} two {تحذيران} few {# تحذيرات} many {# تحذيرًا} other {# تحذير}}",
  "status.saving": "جارٍ الحفظ…",
  "status.saved": "تم الحفظ",
  "status.unsaved": "تغييرات غير محفوظة",
  "status.loading": "جارٍ التحميل…",
  "totals.models": "{count, plural, zero {لا نماذج} one {نموذج واحد} two {نموذجان} few {# نماذج} many {# نموذجًا} other {# نموذج}}",
  "totals.of": "{value}/{limit} {unit}",
  "totals.resource": "تبقّى {remaining} من {starting} {name}",
};

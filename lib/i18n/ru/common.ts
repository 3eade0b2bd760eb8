/** Russian: words shared across the app — navigation, statuses, totals (mirrors ../en/common.ts). */
import type { Translation } from "../translation";
import type { commonEn } from "../en/common";

export const commonRu: Translation<typeof commonEn> = {
  "app.name": "Muster",
  "app.tagline": "Составляйте, проверяйте ростеры армий и делитесь ими",
  "nav.home": "Игры",
  "nav.myRosters": "Мои ростеры",
  "nav.newRoster": "Новый ростер",
  "nav.compare": "Сравнение",
  "status.valid": "Корректен",
  "status.invalid": "Некорректен",
  "armyLimit.countMax": "{name}: {actual} (не более {limit})",
  "armyLimit.countMin": "{name}: {actual} (не менее {limit})",
  "armyLimit.shareMax": "{name}: {actual}, {percent}% (не более {limit}%)",
  "armyLimit.shareMin": "{name}: {actual}, {percent}% (не менее {limit}%)",
  "armyLimit.costMax": "{name}: {actual} (максимум {limit})",
  "armyLimit.costMin": "{name}: {actual} (минимум {limit})",
  "armyLimit.copies": "{name, select, none {Копий одного подразделения: не более {limit}} other {Копий одного подразделения: {actual} (не более {limit}; {name})}}",
  "status.errors": "{count, plural, one {# ошибка} few {# ошибки} many {# ошибок} other {# ошибки}}",
  "status.warnings": "{count, plural, one {# предупреждение} few {# предупреждения} many {# предупреждений} other {# предупреждения}}",
  "status.saving": "Сохранение…",
  "status.saved": "Сохранено",
  "status.unsaved": "Есть несохранённые изменения",
  "status.loading": "Загрузка…",
  "totals.models": "{count, plural, one {# модель} few {# модели} many {# моделей} other {# модели}}",
  "totals.of": "{value}/{limit} {unit}",
  "totals.resource": "{name}: осталось {remaining} из {starting}",
};

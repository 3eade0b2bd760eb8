/** Russian: words of the opponent comparison (mirrors ../en/compare.ts). */
import type { Translation } from "../translation";
import type { compareEn } from "../en/compare";

export const compareRu: Translation<typeof compareEn> = {
  "compare.title": "Сравнение с противником",
  "compare.mine": "Мой ростер",
  "compare.theirs": "Противник",
  "compare.fromShare": "Ссылка на ростер противника",
  "compare.fromFile": "Файл ростера противника",
  "compare.submit": "Сравнить",
  "compare.models": "{count, plural, one {# модель} few {# модели} many {# моделей} other {# модели}}",
  "compare.difference": "{name}: на {value} {unit} больше",
  "compare.even": "{unit}: поровну",
  "compare.fact.sudden-death.none": "Ни у одной из армий нет на треть больше моделей, чем у другой ({modelsA} против {modelsB}): цели внезапной смерти нет.",
  "compare.fact.sudden-death.available": "{outnumbered} в численном меньшинстве ({modelsA} против {modelsB, plural, one {# модели} few {# моделей} many {# моделей} other {# модели}}) и может выбрать цель внезапной смерти: {objectives}.",
  "compare.fact.sudden-death.impossible": "{outnumbered} в численном меньшинстве ({modelsA} против {modelsB, plural, one {# модели} few {# моделей} many {# моделей} other {# модели}}), но против армии противника ни одна цель внезапной смерти невозможна.",
  "compare.fact.battle-size.found": "Суммарный Уровень мощи {combined}: {sizeName}, поле боя не меньше {battlefield}.",
  "compare.fact.battle-size.too-small": "Суммарный Уровень мощи {combined} ниже {threshold}: для такой маленькой игры лучше подходит {suggest}.",
  "compare.fact.battle-size.too-large": "Суммарный Уровень мощи {combined} выше {threshold}: для такой большой игры лучше подходит {suggest}.",
  "compare.error.differentGames": "Эти ростеры для разных игр ({mine} и {theirs}).",
  "compare.error.theirGame": "для игры {game}",
};

/**
 * Russian words for every issue code the engine reports, as ICU MessageFormat (mirrors ../en/issues.ts).
 */
import type { Translation } from "../translation";
import type { issueMessagesEn } from "../en/issues";

const where = "{scope, select, self {в этом выборе} parent {здесь} unit {в этом подразделении} force {в этом детачменте} roster {в армии} other {}}";
const inForce = "{forceName, select, none {в этом детачменте} other {в детачменте {forceName}}}";
const amount = "{percent, select, none {{limit}} other {{percent}% ({limit})}}";

export const issueMessagesRu: Translation<typeof issueMessagesEn> = {
  "limit.exceeded": "Армия стоит {total} — больше лимита ({limit}).",
  "resource.overspent": "Детачменты стоят {spent}, а размер игры даёт только {starting}.",
  "slot.too-few": `{subject}: нужно не менее {limit} ${inForce} (сейчас {actual}).`,
  "slot.too-many": `{subject}: допускается не более {limit} ${inForce} (сейчас {actual}).`,
  "category.too-few": "{subject}: в армии нужно не менее {limit} (сейчас {actual}).",
  "category.too-many": "{subject}: в армии допускается не более {limit} (сейчас {actual}).",
  "unit-size.too-small": "{subject}: нужно не менее {limit, plural, one {# модели} few {# моделей} many {# моделей} other {# модели}} (сейчас {actual}).",
  "unit-size.too-large": "{subject}: допускается не более {limit, plural, one {# модели} few {# моделей} many {# моделей} other {# модели}} (сейчас {actual}).",
  "selection.too-few": `{subject}: нужно не менее {limit} ${where} (сейчас {actual}).`,
  "selection.too-many": `{subject}: допускается не более {limit} ${where} (сейчас {actual}).`,
  "cost.too-low": `{subject}: стоимость ${where} — минимум ${amount} (сейчас {actual}).`,
  "cost.too-high": `{subject}: стоимость ${where} — максимум ${amount} (сейчас {actual}).`,
  "selection.unknown-entry": "«{entryId}» нет в данных этой армии.",
  "selection.not-allowed-here": "«{entryId}» нельзя взять в составе {parentName}.",
  "selection.hidden-entry": "{name}: недоступно при текущем выборе.",
  "roster.duplicate-id": "У двух выборов один и тот же id «{id}».",
  "roster.wrong-game-system": "Этот ростер для «{actual}», а не для «{expected}».",
  "roster.wrong-catalogue": "Этот ростер для фракции «{actual}», а не «{expected}».",
  "roster.unknown-ruleset": "Набора правил «{rulesetId}» для этой игры не существует.",
  "roster.unknown-battle-size": "Размера игры «{battleSizeId}» в этом наборе правил нет.",
  "force.unknown-entry": "Типа детачмента «{forceEntryId}» не существует.",
  "force.not-allowed": "{forceName} нельзя использовать в этом наборе правил.",
  "force.not-for-battle-size": "{forceName} не используется при размере игры {battleSize}.",
  "force.no-shared-faction-keyword": "У подразделений в {forceName} нет общего ключевого слова фракции.",
  "force.transport-without-unit":
    "{forceName}: {transports, plural, one {# Выделенный транспорт} few {# Выделенных транспорта} many {# Выделенных транспортов} other {# Выделенного транспорта}}, но {others, plural, =0 {других подразделений нет} one {лишь # другое подразделение} few {лишь # других подразделения} many {лишь # других подразделений} other {лишь # другого подразделения}}.",
  "unit.too-many-copies": "{name}: взято {actual, plural, one {# раз} few {# раза} many {# раз} other {# раза}}; допускается не более {max}.",
  "unit.cost-share-exceeded": "{name} стоит {cost} — больше {maxPercent}% лимита ({maxCost}).",
  "force.keyword-unchosen": "{forceName}: выберите {keyword} ({units, plural, one {это нужно # подразделению} few {это нужно # подразделениям} many {это нужно # подразделениям} other {это нужно # подразделения}}).",
  "force.keyword-mixed": "В {forceName} смешаны значения {keyword} ({values}); у всех подразделений детачмента оно должно быть одинаковым.",
  "keyword.unknown-value": "{name}: «{value}» — неизвестное значение {keyword}; может быть, вы имели в виду {suggestion}? Если это ваше собственное значение, выберите его как своё.",
  "keyword.custom-not-allowed": "{name}: в этой Книге Армии нельзя задать собственное значение {keyword} («{value}»); выберите одно из перечисленных.",
  "unit.combine-not-allowed": "{name}: в этом наборе правил объединённые подразделения не используются.",
  "unit.combine-single-model": "{name}: объединять можно только подразделения из {minModels} и более моделей.",
  "unit.combine-not-a-unit": "{name}: объединять можно только целые подразделения.",
  "hero.join-not-allowed": "{name}: в этом наборе правил герои не могут присоединяться к подразделениям.",
  "hero.join-not-hero": "{name} не является героем и не может присоединиться к подразделению.",
  "hero.join-too-tough": "{name} имеет Стойкость({value}); присоединяться к подразделению могут только модели со Стойкостью({max}) или меньше.",
  "hero.join-target-missing": "{name} присоединяется к подразделению, которого нет в армии.",
  "hero.join-target-is-hero": "{name} не может присоединиться к {targetName}: это другой герой.",
  "hero.join-target-single-model": "{name} может присоединиться только к подразделению из нескольких моделей, а не к {targetName}.",
  "hero.join-target-has-hero": "К {targetName} уже присоединён {otherHero}; {name} присоединиться не может.",
  "wizard.not-a-wizard": "{name} не является магом и не может знать заклинания.",
  "wizard.unknown-level": "{name}: неизвестный уровень мага «{level}».",
  "wizard.path-missing": "{name}: выберите Путь Магии ({allowed}).",
  "wizard.path-not-allowed": "{name} не может использовать Путь «{pathName}» (разрешены: {allowed}).",
  "wizard.spell-repeated": "{name} знает одно и то же заклинание дважды.",
  "wizard.spell-unknown": "{name}: неизвестное заклинание «{spellId}».",
  "wizard.spell-not-in-path": "{name}: этого заклинания нет в выбранном Пути.",
  "wizard.spell-not-allowed": "{name} ({level}) может знать только заклинания 1–{max} своего Пути или Геральдическое заклинание, но не {spellName}.",
  "wizard.too-many-spells": "{name} ({level}) знает {actual, plural, one {# заклинание} few {# заклинания} many {# заклинаний} other {# заклинания}}; допускается не более {max}.",
  "wizard.too-few-spells": "{name} ({level}) знает {actual} из {max, plural, one {# заклинания} few {# заклинаний} many {# заклинаний} other {# заклинания}}.",
  "wizard.spells-not-allowed": "{name}: в этой игре заклинания не выбираются.",
  "game-size.below-smallest": "Лимит ({limit}) меньше наименьшего размера игры ({min}).",
  "data.invalid-rule": "Ошибка в игровых данных: правило «{rule}» {message}.",
  "army.too-many-units": "В армии {actual, plural, one {# отряд} few {# отряда} many {# отрядов} other {# отряда}}; допускается не более {max} (1 на {every} {costType} лимита; объединённый отряд или герой вместе с отрядом, к которому он присоединился, считаются одним).",
  "army.too-many-models": "В армии {actual, plural, one {# модель} few {# модели} many {# моделей} other {# модели}}; допускается не более {max} (1 на {every} {costType} лимита).",
};

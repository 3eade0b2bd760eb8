/** Polish: words of the opponent comparison (mirrors ../en/compare.ts). */
import type { Translation } from "../translation";
import type { compareEn } from "../en/compare";

export const comparePl: Translation<typeof compareEn> = {
  "compare.title": "Porównaj z przeciwnikiem",
  "compare.mine": "Moja rozpiska",
  "compare.theirs": "Przeciwnik",
  "compare.fromShare": "Link udostępniania przeciwnika",
  "compare.fromFile": "Plik rozpiski przeciwnika",
  "compare.submit": "Porównaj",
  "compare.models": "{count, plural, one {# model} few {# modele} many {# modeli} other {# modelu}}",
  "compare.difference": "{name}: o {value} {unit} więcej",
  "compare.even": "{unit}: po równo",
  "compare.fact.sudden-death.none": "Żadna z armii nie ma o jedną trzecią więcej modeli niż druga (modele: {modelsA} wobec {modelsB}): brak celu nagłej śmierci.",
  "compare.fact.sudden-death.available": "{outnumbered} ustępuje przeciwnikowi liczebnością ({modelsA} wobec {modelsB, plural, one {# modelu} few {# modeli} many {# modeli} other {# modelu}}) i może wybrać cel nagłej śmierci: {objectives}.",
  "compare.fact.sudden-death.impossible": "{outnumbered} ustępuje przeciwnikowi liczebnością ({modelsA} wobec {modelsB, plural, one {# modelu} few {# modeli} many {# modeli} other {# modelu}}), ale armia przeciwnika nie pozwala na żaden cel nagłej śmierci.",
  "compare.fact.battle-size.found": "Łączny Poziom Mocy {combined}: {sizeName}, na polu bitwy o wymiarach co najmniej {battlefield}.",
  "compare.fact.battle-size.too-small": "Łączny Poziom Mocy {combined} jest poniżej {threshold}: do tak małej gry lepiej pasuje {suggest}.",
  "compare.fact.battle-size.too-large": "Łączny Poziom Mocy {combined} przekracza {threshold}: do tak dużej gry lepiej pasuje {suggest}.",
  "compare.error.differentGames": "Te rozpiski są do różnych gier ({mine} i {theirs}).",
  "compare.error.theirGame": "jest do gry {game}",
};

/** Swedish: words of the opponent comparison (mirrors ../en/compare.ts). */
import type { Translation } from "../translation";
import type { compareEn } from "../en/compare";

export const compareSv: Translation<typeof compareEn> = {
  "compare.title": "Jämför med en motståndare",
  "compare.mine": "Min armélista",
  "compare.theirs": "Motståndare",
  "compare.fromShare": "Motståndarens delningslänk",
  "compare.fromFile": "Motståndarens armélistefil",
  "compare.submit": "Jämför",
  "compare.models": "{count, plural, one {# figur} other {# figurer}}",
  "compare.difference": "{name}: {value} {unit} mer",
  "compare.even": "{unit}: lika",
  "compare.fact.sudden-death.none": "Ingen av arméerna har en tredjedel fler figurer än den andra ({modelsA} mot {modelsB}): inget uppdragsmål för plötslig död.",
  "compare.fact.sudden-death.available": "{outnumbered} är i numerärt underläge ({modelsA} mot {modelsB, plural, one {# figur} other {# figurer}}) och får välja ett uppdragsmål för plötslig död: {objectives}.",
  "compare.fact.sudden-death.impossible": "{outnumbered} är i numerärt underläge ({modelsA} mot {modelsB, plural, one {# figur} other {# figurer}}), men motståndarens armé gör inget uppdragsmål för plötslig död möjligt.",
  "compare.fact.battle-size.found": "Sammanlagd Kraftnivå {combined}: {sizeName}, på ett slagfält på minst {battlefield}.",
  "compare.fact.battle-size.too-small": "Den sammanlagda Kraftnivån {combined} är lägre än {threshold}: {suggest} passar bättre för en så liten strid.",
  "compare.fact.battle-size.too-large": "Den sammanlagda Kraftnivån {combined} är högre än {threshold}: {suggest} passar bättre för en så stor strid.",
  "compare.error.differentGames": "De här armélistorna är för olika spel ({mine} och {theirs}).",
  "compare.error.theirGame": "är för {game}",
};

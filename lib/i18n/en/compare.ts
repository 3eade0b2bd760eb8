/** Words of the opponent comparison. */
export const compareEn = {
  "compare.title": "Compare with an opponent",
  "compare.mine": "My roster",
  "compare.theirs": "Opponent",
  "compare.fromShare": "Their share link",
  "compare.fromFile": "Their roster file",
  "compare.submit": "Compare",
  "compare.models": "{count} models",
  "compare.difference": "{name}: {value} {unit} more",
  "compare.even": "{unit}: level",
  "compare.fact.sudden-death.none": "Neither army has a third more models than the other ({modelsA} against {modelsB}): no sudden death objective.",
  "compare.fact.sudden-death.available": "{outnumbered} is outnumbered ({modelsA} against {modelsB} models) and may choose a sudden death objective: {objectives}.",
  "compare.fact.sudden-death.impossible": "{outnumbered} is outnumbered ({modelsA} against {modelsB} models), but the opposing army makes no sudden death objective possible.",
  "compare.fact.battle-size.found": "Combined Power Level {combined}: {sizeName}, on a battlefield of at least {battlefield}.",
  "compare.fact.battle-size.too-small": "Combined Power Level {combined} is below {threshold}: {suggest} suits a game this small better.",
  "compare.fact.battle-size.too-large": "Combined Power Level {combined} is above {threshold}: {suggest} suits a game this large better.",
  "compare.error.differentGames": "These rosters are for different games ({mine} and {theirs}).",
} as const;

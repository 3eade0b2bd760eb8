/** One Page Rules (Army Forge): reading its army books, common rules and lists, in every game it serves. */
export const oprEn = {
  "opr.file.tooLarge": "larger than {megabytes} MB",
  "opr.file.notJson": "not valid JSON ({reason})",
  "opr.file.isList": "an Army Forge list, not an army book: lists are imported on My rosters",
  "opr.file.notBookOrRules": "neither an Army Forge army book (units and upgradePackages) nor common rules (rules with a name and a description, as a list or under \"rules\")",
  "opr.file.noBook": "no army book among the files",
  "opr.book.unknownGame": "an army book of a game Muster does not read. Muster reads army books of: {supported}.",
  "opr.book.otherGame": "an army book of {game}, which Muster does not read. Muster reads army books of: {supported}.",
  "opr.book.conflictingGames": "the book names two games ({games}); an Army Forge book is for one",
  "opr.list.unknownGame": "This Army Forge list is for a game Muster does not know (the file says \"{game}\"). Muster reads lists of: {supported}.",
  "opr.list.otherGame": "This is a {game} list, which Muster does not read. Muster reads Army Forge lists of: {supported}.",
  "opr.list.systemNotInstalled": "{game} is not installed on this server.",
  "opr.list.bookNotInstalled": "This {game} list uses an army book that is not installed here (Army Forge book \"{book}\"). Install it for this browser on the Game data page, or an administrator installs it for everyone with: npm run data:import -- <army book .json> <common rules .json>",
  "opr.list.bookNotGiven": "This {game} list uses the army book \"{book}\", which was not given: add --army-book <army book .json>",
  "opr.list.bookNotNamed": "(not named)",
  "opr.list.pointsDiffer": "{unit}: the list says {stored, number} pts, the army book makes it {recomputed, number} pts.",
  "opr.list.totalDiffers": "The list's total was {stored, number} pts; Muster counts {recomputed, number} pts with the army book.",
} satisfies Record<string, string>;

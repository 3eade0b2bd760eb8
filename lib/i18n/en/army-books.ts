/** The Game data page's Army Forge army books, installed for one browser (issue 37). */
export const armyBooksEn = {
  "armyBooks.title": "Army Forge army books",
  "armyBooks.intro": "Army books of One Page Rules games, as Army Forge serves them (.json): choose a book in the form above, with its game's common rules .json if you have them. A book installed here is for this browser only; New roster then offers it.",
  "armyBooks.upload.done": "Installed for this browser: {names}.",
  "armyBooks.upload.mixed": "{names}: Army Forge army books are installed on their own; choose them without BattleScribe files. Nothing was uploaded.",
  "armyBooks.empty": "No Army Forge army book is installed yet.",
  "armyBooks.details": "{game} · revision {revision} · {units, plural, one {# unit} other {# units}}",
  "armyBooks.build": "Build a roster",
  "armyBooks.remove": "Remove",
  "armyBooks.removeLabel": "Remove {name}",
  "armyBooks.removeConfirm": "Remove the army book {name} from this browser? Rosters built on it stay, and open again once the book is installed again.",
  "armyBooks.removeFailed": "{name} could not be removed: {message}",
  "armyBooks.error.tooManyFiles": "send at most {max} files at once",
  "armyBooks.error.invalid": "{file}: {detail}",
  "armyBooks.error.notInstalled": "the army book {name} could not be installed",
  "armyBooks.error.notFound": "This browser has installed no such army book.",
} as const;

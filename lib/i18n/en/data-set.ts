/** Messages about a set of BattleScribe files taken together (game system + catalogues). */
export const dataSetEn = {
  "dataSet.error.system-not-installed": "{file}: the catalogue \"{catalogue}\" is for a game system that is not installed ({gameSystemId}); add its .gst file with it.",
  "dataSet.error.no-game-system": "No game system (.gst) among the files: add the game system the catalogues are for.",
  "dataSet.error.several-game-systems": "The files hold more than one game system ({names}): import one game system at a time.",
  "dataSet.error.other-game-system": "{file}: the catalogue \"{catalogue}\" is for another game system ({gameSystemId}), not \"{gameSystem}\".",
  "dataSet.error.missing-catalogue": "{file}: the catalogue \"{catalogue}\" links \"{missing}\" ({missingId}), which is not among the files.",
  "dataSet.error.duplicate-file": "{file}: the id {id} is already used by {other}.",
  "dataSet.error.too-many-files": "Too many files: at most {limit} at once.",
  "dataSet.error.archive-too-large": "{file}: the archive is too large to open (at most {limit}).",
  "dataSet.error.bad-archive": "{file}: not a zip archive that can be opened.",
} as const;

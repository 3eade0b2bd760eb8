/** Words of the exported lists (text, PDF, print). */
export const exportEn = {
  "export.header.system": "{system} · {faction}",
  "export.header.ruleset": "{ruleset}",
  "export.header.battleSize": "{battleSize}",
  "export.issues": "Issues",
  "export.noIssues": "No issues",
  "export.force": "{force}",
  "export.uncategorised": "Other",
  "export.hiddenItem": "Hidden magic item",
  "export.spells": "Spells",
  "export.path": "Path",
  "export.joinedTo": "joins {unit}",
  "export.combined": "combined unit",
  "export.notes": "Notes",
  "export.generatedBy": "Made with Muster",
} as const;

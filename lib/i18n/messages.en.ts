/**
 * Every word the interface and the exports show, in English. Components and exporters read
 * text only through `t()` (lib/i18n/translate.ts), so a translation is one more file like this.
 * Placeholders are {name}; plural forms are picked by the caller's key.
 */
export const messagesEn = {
  "app.name": "Muster",
  "app.tagline": "Build, check and share army rosters",
  "nav.home": "Games",
  "nav.myRosters": "My rosters",
  "nav.newRoster": "New roster",
  "nav.compare": "Compare",

  "status.valid": "Valid",
  "status.invalid": "Invalid",
  "status.errors": "{count} errors",
  "status.warnings": "{count} warnings",
  "status.saving": "Saving…",
  "status.saved": "Saved",
  "status.unsaved": "Unsaved changes",
  "status.loading": "Loading…",

  "totals.models": "{count} models",
  "totals.of": "{value}/{limit} {unit}",
  "totals.resource": "{remaining} of {starting} {name} left",

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

export type MessageKey = keyof typeof messagesEn;
export type Messages = Record<MessageKey, string>;

/** Swedish: words shared across the app, navigation, statuses, totals (mirrors ../en/common.ts). */
import type { Translation } from "../translation";
import type { commonEn } from "../en/common";

export const commonSv: Translation<typeof commonEn> = {
  "app.name": "Muster",
  "app.tagline": "Bygg, kontrollera och dela armélistor",
  "nav.home": "Spel",
  "nav.myRosters": "Mina armélistor",
  "nav.newRoster": "Ny armélista",
  "nav.compare": "Jämför",
  "status.valid": "Giltig",
  "status.invalid": "Ogiltig",
  "armyLimit.countMax": "{name}: {actual} av högst {limit}",
  "armyLimit.countMin": "{name}: {actual} av minst {limit}",
  "armyLimit.shareMax": "{name}: {actual}, {percent} % (högst {limit} %)",
  "armyLimit.shareMin": "{name}: {actual}, {percent} % (minst {limit} %)",
  "armyLimit.costMax": "{name}: {actual} av högst {limit}",
  "armyLimit.costMin": "{name}: {actual} av minst {limit}",
  "armyLimit.copies": "{name, select, none {Exemplar av samma förband: högst {limit}} other {Exemplar av samma förband: {actual} av högst {limit} ({name})}}",
  "status.errors": "{count, plural, one {# fel} other {# fel}}",
  "status.warnings": "{count, plural, one {# varning} other {# varningar}}",
  "status.saving": "Sparar…",
  "status.saved": "Sparad",
  "status.unsaved": "Osparade ändringar",
  "status.loading": "Läser in…",
  "totals.models": "{count, plural, one {# figur} other {# figurer}}",
  "totals.of": "{value}/{limit} {unit}",
  "totals.resource": "{remaining} av {starting} {name} kvar",
};

/** Polish: words shared across the app, navigation, statuses, totals (mirrors ../en/common.ts). */
import type { Translation } from "../translation";
import type { commonEn } from "../en/common";

export const commonPl: Translation<typeof commonEn> = {
  "app.name": "Muster",
  "app.tagline": "Twórz, sprawdzaj i udostępniaj rozpiski armii",
  "nav.home": "Gry",
  "nav.myRosters": "Moje rozpiski",
  "nav.newRoster": "Nowa rozpiska",
  "nav.compare": "Porównaj",
  "status.valid": "Poprawna",
  "status.invalid": "Niepoprawna",
  "armyLimit.countMax": "{name}: {actual} z maksymalnie {limit}",
  "armyLimit.countMin": "{name}: {actual} z co najmniej {limit}",
  "armyLimit.shareMax": "{name}: {actual}, {percent}% (maksymalnie {limit}%)",
  "armyLimit.shareMin": "{name}: {actual}, {percent}% (co najmniej {limit}%)",
  "armyLimit.costMax": "{name}: {actual} (maksymalnie {limit})",
  "armyLimit.costMin": "{name}: {actual} (co najmniej {limit})",
  "armyLimit.copies": "{name, select, none {Kopie tej samej jednostki: maksymalnie {limit}} other {Kopie tej samej jednostki: {actual} z maksymalnie {limit} ({name})}}",
  "status.errors": "{count, plural, one {# błąd} few {# błędy} many {# błędów} other {# błędu}}",
  "status.warnings": "{count, plural, one {# ostrzeżenie} few {# ostrzeżenia} many {# ostrzeżeń} other {# ostrzeżenia}}",
  "status.saving": "Zapisywanie…",
  "status.saved": "Zapisano",
  "status.unsaved": "Niezapisane zmiany",
  "status.loading": "Wczytywanie…",
  "totals.models": "{count, plural, one {# model} few {# modele} many {# modeli} other {# modelu}}",
  "totals.of": "{value}/{limit} {unit}",
  "totals.resource": "Pozostało {remaining} z {starting} {name}",
};

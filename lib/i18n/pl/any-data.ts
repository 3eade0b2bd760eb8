/** Game systems on any data (mirrors ../en/any-data.ts). */
import type { Translation } from "../translation";
import type { anyDataEn } from "../en/any-data";

export const anyDataPl: Translation<typeof anyDataEn> = {
  "anyData.home.installed": "Zainstalowane dane BattleScribe",
  "anyData.home.installedIntro": "Dane gry zainstalowane na tym serwerze dla wszystkich oraz Twoje własne z strony Dane gry.",
  "anyData.home.serverWide": "Dla wszystkich",
  "anyData.home.own": "Twoje dane",
  "anyData.home.startWith": "Nowa rozpiska: {system}",
  "anyData.new.shipped": "Systemy gier Mustera",
  "anyData.new.installed": "Zainstalowane dane BattleScribe",
  "anyData.new.revision": "Wersja danych {revision}",
  "anyData.new.installedHint": "Siły i frakcje wybierzesz w kreatorze po utworzeniu rozpiski.",
  "anyData.new.defaultName": "Rozpiska {system}",
  "anyData.event.shipped": "Systemy gier Mustera",
  "anyData.event.installed": "Zainstalowane dane BattleScribe",
  "anyData.event.pinRevision": "Przyjmuj tylko wersję {revision} tych danych",
  "anyData.event.rulesetFromData": "Ustalone przez dane gry",
  "anyData.event.dataRevision": "{system}, wersja danych {revision}",
  "pack.wrongRevision": "Ta rozpiska jest sprawdzana na wersji {revision} danych; wydarzenie wymaga wersji {wanted}.",
  "pack.notOpenable": "Tej rozpiski nie da się otworzyć na zainstalowanych danych: {detail}",
  "error.event.noInstalledData": "„{game}” nie jest tu zainstalowane; zainstaluj je najpierw na stronie Dane gry.",
};

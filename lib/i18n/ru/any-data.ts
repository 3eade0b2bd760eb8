/** Game systems on any data (mirrors ../en/any-data.ts). */
import type { Translation } from "../translation";
import type { anyDataEn } from "../en/any-data";

export const anyDataRu: Translation<typeof anyDataEn> = {
  "anyData.home.installed": "Установленные данные BattleScribe",
  "anyData.home.installedIntro": "Игровые данные, установленные на этом сервере для всех, и ваши собственные загрузки со страницы «Игровые данные».",
  "anyData.home.serverWide": "Для всех",
  "anyData.home.own": "Ваша загрузка",
  "anyData.home.startWith": "Новый ростер: {system}",
  "anyData.new.shipped": "Игровые системы Muster",
  "anyData.new.installed": "Установленные данные BattleScribe",
  "anyData.new.revision": "Версия данных {revision}",
  "anyData.new.installedHint": "Силы и фракции выбираются в конструкторе после создания ростера.",
  "anyData.new.defaultName": "Ростер {system}",
  "anyData.event.shipped": "Игровые системы Muster",
  "anyData.event.installed": "Установленные данные BattleScribe",
  "anyData.event.pinRevision": "Принимать только версию {revision} этих данных",
  "anyData.event.rulesetFromData": "Задаётся игровыми данными",
  "anyData.event.dataRevision": "{system}, версия данных {revision}",
  "pack.wrongRevision": "Этот ростер проверяется на версии данных {revision}; событие требует версию {wanted}.",
  "pack.notOpenable": "Этот ростер не открывается на установленных данных: {detail}",
  "error.event.noInstalledData": "«{game}» здесь не установлено; сначала установите его на странице «Игровые данные».",
};

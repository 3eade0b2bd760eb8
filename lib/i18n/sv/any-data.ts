/** Game systems on any data (mirrors ../en/any-data.ts). */
import type { Translation } from "../translation";
import type { anyDataEn } from "../en/any-data";

export const anyDataSv: Translation<typeof anyDataEn> = {
  "anyData.home.installed": "Installerade BattleScribe-data",
  "anyData.home.installedIntro": "Speldata installerad på den här servern för alla, och dina egna uppladdningar från sidan Speldata.",
  "anyData.home.serverWide": "För alla",
  "anyData.home.own": "Din uppladdning",
  "anyData.home.startWith": "Ny armélista: {system}",
  "anyData.new.shipped": "Musters spelsystem",
  "anyData.new.installed": "Installerade BattleScribe-data",
  "anyData.new.revision": "Dataversion {revision}",
  "anyData.new.installedHint": "Du väljer styrkor och fraktioner i byggaren när armélistan har skapats.",
  "anyData.new.defaultName": "{system}-armélista",
  "anyData.event.shipped": "Musters spelsystem",
  "anyData.event.installed": "Installerade BattleScribe-data",
  "anyData.event.pinRevision": "Godta bara version {revision} av dessa data",
  "anyData.event.rulesetFromData": "Bestäms av speldatan",
  "anyData.event.dataRevision": "{system}, dataversion {revision}",
  "pack.wrongRevision": "Den här armélistan kontrolleras mot version {revision} av datan; evenemanget kräver version {wanted}.",
  "pack.notOpenable": "Den här armélistan kan inte öppnas med installerad data: {detail}",
  "error.event.noInstalledData": "”{game}” är inte installerat här; installera det först på sidan Speldata.",
};

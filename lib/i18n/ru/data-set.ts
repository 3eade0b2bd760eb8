/** Russian: messages about a set of BattleScribe files taken together — game system + catalogues (mirrors ../en/data-set.ts). */
import type { Translation } from "../translation";
import type { dataSetEn } from "../en/data-set";

export const dataSetRu: Translation<typeof dataSetEn> = {
  "dataSet.error.system-not-installed": "{file}: каталог «{catalogue}» относится к игровой системе, которая не установлена ({gameSystemId}); добавьте вместе с ним её файл .gst.",
  "dataSet.error.no-game-system": "Среди файлов нет игровой системы (.gst): добавьте игровую систему, к которой относятся каталоги.",
  "dataSet.error.several-game-systems": "В файлах больше одной игровой системы ({names}): импортируйте игровые системы по одной.",
  "dataSet.error.other-game-system": "{file}: каталог «{catalogue}» относится к другой игровой системе ({gameSystemId}), а не к «{gameSystem}».",
  "dataSet.error.missing-catalogue": "{file}: каталог «{catalogue}» ссылается на «{missing}» ({missingId}), которого нет среди файлов.",
  "dataSet.error.duplicate-file": "{file}: id {id} уже занят файлом {other}.",
  "dataSet.error.too-many-files": "Слишком много файлов: не более {limit} за раз.",
  "dataSet.error.archive-too-large": "{file}: архив слишком велик, чтобы его открыть (не более {limit}).",
  "dataSet.error.bad-archive": "{file}: это не zip-архив или его не удаётся открыть.",
};

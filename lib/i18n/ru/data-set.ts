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
  "dataSet.note.not-game-data": "{file} не содержит игровых данных (ни игровой системы, ни каталога) и пропущен.",
  "dataSet.note.duplicate-file": "У {kept} и {dropped} одинаковый идентификатор ({id}): оставлен {kept} (редакция {keptRevision}), пропущен {dropped} (редакция {droppedRevision}).",
  "dataSet.note.orphan-catalogues": "Пропущено {count, plural, one {# каталог} few {# каталога} many {# каталогов} other {# каталога}} для игровой системы, которой нет среди файлов ({gameSystemId}): {names}.",
  "dataSet.fix.no-game-system": "Добавьте файл .gst игровой системы; он в том же репозитории.",
  "dataSet.fix.several-game-systems": "Устанавливайте по одной игровой системе.",
  "dataSet.fix.other-game-system": "Не включайте этот каталог или добавьте игровую систему, для которой он.",
  "dataSet.fix.missing-catalogue": "Добавьте недостающий каталог (он в том же репозитории) или не включайте каталог, который на него ссылается.",
  "dataSet.fix.duplicate-file": "Не включайте один из двух файлов.",
  "dataSet.fix.too-many-files": "Устанавливайте меньше файлов за раз.",
  "dataSet.fix.archive-too-large": "Распакуйте архив и отправьте его файлы .gst и .cat.",
  "dataSet.fix.bad-archive": "Заархивируйте файлы заново или отправьте их без архива.",
  "dataSet.fix.system-not-installed": "Добавьте вместе с ним файл .gst игровой системы.",
  "dataSet.problemAndFix": "{problem} {fix}",
  "dataSet.note.left-out-incomplete": "{file}: каталог «{catalogue}» пропущен: он ссылается на «{missing}», которого нет среди файлов или который тоже пропущен.",
};

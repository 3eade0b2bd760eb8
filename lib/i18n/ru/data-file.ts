/** Russian: problems found while reading a BattleScribe data file (.gst/.cat, zipped or not) (mirrors ../en/data-file.ts). */
import type { Translation } from "../translation";
import type { dataFileEn } from "../en/data-file";

export const dataFileRu: Translation<typeof dataFileEn> = {
  "dataFile.error.malformed-xml": "{file} содержит некорректный XML (строка {line}, столбец {column}): {reason}",
  "dataFile.error.malformed-json": "{file} содержит некорректный JSON: {reason}",
  "dataFile.error.bad-json-shape": "{file}: {path} должно быть {expected, select, list {списком} object {объектом} other {текстом}}, а не {found, select, list {списком} object {объектом} null {null} number {числом} boolean {значением true или false} other {текстом}}.",
  "dataFile.error.doctype-forbidden": "{file} содержит объявление DOCTYPE (строка {line}); файлы данных не должны объявлять сущности.",
  "dataFile.error.bad-root": "{file} не является игровыми данными BattleScribe: его корневой элемент — <{element}>, а ожидался <gameSystem> или <catalogue> (в JSON — объект gameSystem или catalogue).",
  "dataFile.error.missing-id": "{file}: у <{element}> в {path} нет id{line, select, 0 {} other { (строка {line})}}.",
  "dataFile.error.missing-attribute": "{file}: у <{element}> в {path} нет атрибута {attribute}{line, select, 0 {} other { (строка {line})}}.",
  "dataFile.error.duplicate-id": "{file}: id «{id}» использован дважды{line, select, 0 {, второй раз — в {path}} other {: в {path} (строка {line}) и в строке {firstLine}}}.",
  "dataFile.error.bad-number": "{file}: {attribute}=\"{value}\" в {path} не является числом{line, select, 0 {} other { (строка {line})}}.",
  "dataFile.error.bad-boolean": "{file}: {attribute}=\"{value}\" в {path} не равно ни true, ни false{line, select, 0 {} other { (строка {line})}}.",
  "dataFile.error.too-large": "{file} слишком велик: {size} байт XML, допускается не более {limit}.",
  "dataFile.error.bad-zip": "{file} не удаётся прочитать как zip-архив: {reason}",
  "dataFile.error.zip-no-data-file": "{file} не содержит файлов .gst или .cat.",
  "dataFile.error.zip-too-many-entries": "В {file} больше {limit} файлов.",
  "dataFile.error.zip-entry-too-large": "{file}: {entry} после распаковки займёт {size} байт, допускается не более {limit}.",
  "dataFile.error.zip-total-too-large": "{file} после распаковки займёт в сумме больше {limit} байт.",
  "dataFile.error.zip-ratio-too-high": "{file}: {entry} сжат в {ratio} раз — сильнее, чем бывают сжаты файлы данных (не более {limit}); он отклонён как возможная zip-бомба.",
  "dataFile.warning.unknown-element": "<{element}> не входит в формат данных BattleScribe и пропущен ({count}×).",
  "dataFile.warning.unknown-attribute": "Атрибут {attribute} у <{element}> не распознан и пропущен ({count}×).",
  "dataFile.warning.duplicate-link-id": "id «{id}» ссылки на категорию использован более одного раза ({count}×).",
  "dataFile.warning.invalid-utf8": "Файл не является корректным UTF-8; нечитаемые символы заменены.",
  "dataFile.warning.missing-attribute": "<{element}> без {attribute} прочитан с пустым значением ({count}×).",
  "dataFile.warning.empty-number": "Пустой {attribute} в <{element}> прочитан как отсутствующий ({count}×).",
  "dataFile.warning.duplicate-id": "Идентификатор «{id}» элемента <{element}> использован повторно{line, select, 0 { в {path}, впервые в {firstPath}} other { в строке {line}, впервые в строке {firstLine}}}; обе копии сохранены, ссылки ведут на первую.",
  "dataFile.warning.upgraded": "Записано в версии данных BattleScribe {version}; прочитано как версия 2.03, как её обновляет BattleScribe.",
  "dataFile.warning.upgrade-dropped": "Атрибут {attribute} в <{element}> версии данных {version} не имеет соответствия в версии 2.03 и пропущен ({count}×).",
};

/** Russian: the Game data page's Army Forge army books (mirrors ../en/army-books.ts). */
import type { Translation } from "../translation";
import type { armyBooksEn } from "../en/army-books";

export const armyBooksRu: Translation<typeof armyBooksEn> = {
  "armyBooks.title": "Книги армий из Army Forge",
  "armyBooks.intro": "Книги армий игр One Page Rules в том виде, в каком их отдаёт Army Forge (.json): выберите книгу в форме выше, вместе с общими правилами игры (.json), если они у вас есть. Книга, установленная здесь, доступна только этому браузеру; затем её предлагает форма «Новый ростер».",
  "armyBooks.upload.done": "Установлено для этого браузера: {names}.",
  "armyBooks.upload.mixed": "{names}: книги армий из Army Forge устанавливаются отдельно; выберите их без файлов BattleScribe. Ничего не отправлено.",
  "armyBooks.empty": "Ни одной книги армии из Army Forge пока не установлено.",
  "armyBooks.details": "{game} · ревизия {revision} · {units, plural, one {# отряд} few {# отряда} many {# отрядов} other {# отряда}}",
  "armyBooks.build": "Собрать ростер",
  "armyBooks.remove": "Удалить",
  "armyBooks.removeLabel": "Удалить {name}",
  "armyBooks.removeConfirm": "Удалить книгу армии {name} из этого браузера? Ростеры на её основе останутся и снова откроются, когда книгу установят заново.",
  "armyBooks.removeFailed": "Не удалось удалить {name}: {message}",
  "armyBooks.error.tooManyFiles": "отправляйте не больше {max} файлов за раз",
  "armyBooks.error.invalid": "{file}: {detail}",
  "armyBooks.error.notInstalled": "книгу армии {name} не удалось установить",
  "armyBooks.error.notFound": "Этот браузер не устанавливал такой книги армии.",
};

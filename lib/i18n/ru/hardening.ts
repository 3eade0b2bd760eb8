/** Russian: the server's limits (mirrors ../en/hardening.ts). */
export const hardeningRu = {
  "size.megabytes": "{count, number} МБ",
  "size.kilobytes": "{count, number} КБ",
  "error.body.tooLargeFor": "Запрос больше {size} — это максимум, который Muster принимает по этому адресу; ничего не изменено.",
  "error.signIn.locked": "Слишком много неверных паролей для этой учётной записи: она заблокирована на {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}. Браузер, который уже входил в неё, или ключ доступа (passkey) по-прежнему позволяют войти.",
  "error.work.busy": "Сервер занят другой работой такого рода; попробуйте снова через {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}.",
  "error.work.timeout": "Это заняло больше {seconds, plural, one {# секунды} few {# секунд} many {# секунд} other {# секунды}}, поэтому было прервано; ничего не изменено.",
  "dataFile.error.too-deep": "В {file} элементы вложены глубже {limit} уровней (в {path}); в настоящих файлах данных около 20 уровней.",
} as const;

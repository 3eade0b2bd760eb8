/** Russian: answers of the HTTP edge that a person may read (mirrors ../en/http.ts). */
import type { Translation } from "../translation";
import type { httpEn } from "../en/http";

export const httpRu: Translation<typeof httpEn> = {
  "http.crossOrigin": "Этот запрос пришёл не со страниц Muster, поэтому он отклонён и ничего не изменено. Если вы хотели это сделать, откройте Muster и сделайте это там.",
  "http.unsupportedMediaType": "Muster принимает только тела запросов в JSON (Content-Type: application/json); этот запрос отправлен как {contentType}, поэтому ничего не изменено.",
  "http.failed": "Сервер не смог это выполнить (HTTP {status}); попробуйте ещё раз чуть позже.",
  "http.unreadable": "Сервер ответил, но его ответ не удалось прочитать; попробуйте ещё раз чуть позже.",
};

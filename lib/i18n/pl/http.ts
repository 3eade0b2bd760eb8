/** Polish: answers of the HTTP edge that a person may read (mirrors ../en/http.ts). */
import type { Translation } from "../translation";
import type { httpEn } from "../en/http";

export const httpPl: Translation<typeof httpEn> = {
  "http.crossOrigin": "To żądanie nie pochodzi ze stron Muster, dlatego zostało odrzucone i niczego nie zmieniono. Jeśli chcesz to zrobić, otwórz Muster i zrób to tam.",
  "http.unsupportedMediaType": "Muster przyjmuje tylko treść żądań w formacie JSON (Content-Type: application/json); to żądanie wysłano jako {contentType}, więc niczego nie zmieniono.",
  "http.failed": "Serwer nie mógł tego wykonać (HTTP {status}); spróbuj ponownie za chwilę.",
  "http.unreadable": "Serwer odpowiedział, ale nie udało się odczytać odpowiedzi; spróbuj ponownie za chwilę.",
};

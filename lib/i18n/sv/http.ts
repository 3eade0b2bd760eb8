/** Swedish: answers of the HTTP edge that a person may read (mirrors ../en/http.ts). */
import type { Translation } from "../translation";
import type { httpEn } from "../en/http";

export const httpSv: Translation<typeof httpEn> = {
  "http.crossOrigin": "Den här begäran kom inte från Musters egna sidor, så den avvisades och ingenting ändrades. Om du verkligen ville göra detta, öppna Muster och gör det där.",
  "http.unsupportedMediaType": "Muster tar bara emot begärandekroppar i JSON (Content-Type: application/json); den här skickades som {contentType}, så ingenting ändrades.",
  "http.failed": "Servern kunde inte göra detta (HTTP {status}); försök igen om en stund.",
  "http.unreadable": "Servern svarade, men svaret gick inte att läsa; försök igen om en stund.",
};

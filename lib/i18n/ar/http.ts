/** Arabic: answers of the HTTP edge that a person may read (mirrors ../en/http.ts). */
import type { Translation } from "../translation";
import type { httpEn } from "../en/http";

export const httpAr: Translation<typeof httpEn> = {
  "http.crossOrigin": "لم يصدر هذا الطلب عن صفحات Muster نفسها، لذا رُفض ولم يتغير شيء. إن كنت تقصد القيام بذلك، فافتح Muster وقم به من هناك.",
  "http.unsupportedMediaType": "لا يقبل Muster إلا طلبات بمحتوى JSON (\u2066Content-Type: application/json\u2069)؛ وقد أُرسل هذا الطلب بصيغة {contentType}، لذا لم يتغير شيء.",
  "http.failed": "تعذّر على الخادم تنفيذ ذلك (\u2066HTTP {status}\u2069)؛ حاول مرة أخرى بعد قليل.",
  "http.unreadable": "ردّ الخادم، لكن تعذّرت قراءة ردّه؛ حاول مرة أخرى بعد قليل.",
};

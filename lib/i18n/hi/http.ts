/** Hindi: answers of the HTTP edge that a person may read (mirrors ../en/http.ts). */
import type { Translation } from "../translation";
import type { httpEn } from "../en/http";

export const httpHi: Translation<typeof httpEn> = {
  "http.crossOrigin": "यह अनुरोध Muster के अपने पेजों से नहीं आया, इसलिए इसे अस्वीकार कर दिया गया और कुछ भी नहीं बदला गया। यदि आप यही करना चाहते थे, तो Muster खोलें और वहीं करें।",
  "http.unsupportedMediaType": "Muster केवल JSON अनुरोध बॉडी (Content-Type: application/json) स्वीकार करता है; यह अनुरोध {contentType} के रूप में भेजा गया, इसलिए कुछ भी नहीं बदला गया।",
  "http.failed": "सर्वर यह नहीं कर सका (HTTP {status}); थोड़ी देर में फिर से प्रयास करें।",
  "http.unreadable": "सर्वर ने उत्तर दिया, पर उसका उत्तर पढ़ा नहीं जा सका; थोड़ी देर में फिर से प्रयास करें।",
};

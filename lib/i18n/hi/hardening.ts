/** Hindi: the server's limits (mirrors ../en/hardening.ts). */
export const hardeningHi = {
  "size.megabytes": "{count, number} MB",
  "size.kilobytes": "{count, number} KB",
  "error.body.tooLargeFor": "अनुरोध {size} से बड़ा है, जो इस पते पर Muster की अधिकतम सीमा है; कुछ भी नहीं बदला गया।",
  "error.signIn.locked": "इस खाते के लिए बहुत अधिक गलत पासवर्ड: यह {minutes, plural, one {# मिनट} other {# मिनट}} के लिए लॉक है। जिस ब्राउज़र से पहले इसमें साइन इन किया गया था, या पासकी से, अब भी साइन इन हो सकता है।",
  "error.work.busy": "सर्वर इसी तरह के दूसरे काम में व्यस्त है; कृपया {seconds, plural, one {# सेकंड} other {# सेकंड}} बाद फिर से कोशिश करें।",
  "error.work.timeout": "इसमें {seconds, plural, one {# सेकंड} other {# सेकंड}} से अधिक समय लगा, इसलिए इसे छोड़ दिया गया; कुछ भी नहीं बदला गया।",
  "dataFile.error.too-deep": "{file} में तत्व {limit} स्तरों से अधिक गहराई तक नेस्टेड हैं ({path} पर); असली डेटा फ़ाइलें लगभग 20 स्तर तक नेस्टेड होती हैं।",
} as const;

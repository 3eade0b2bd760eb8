/** Hindi: why the database cannot be used (mirrors ../en/database.ts). */
import type { Translation } from "../translation";
import type { databaseEn } from "../en/database";

export const databaseHi: Translation<typeof databaseEn> = {
  "db.refused": "{host} पर PostgreSQL सर्वर तक नहीं पहुँचा जा सका (कनेक्शन अस्वीकार); सर्वर शुरू करें या DATABASE_URL में होस्ट और पोर्ट ठीक करें, या बिल्ट-इन डेटाबेस इस्तेमाल करने के लिए DATABASE_URL हटा दें।",
  "db.unresolved": "DATABASE_URL में PostgreSQL होस्ट \"{host}\" नहीं मिला; DATABASE_URL में होस्ट का नाम ठीक करें, या बिल्ट-इन डेटाबेस इस्तेमाल करने के लिए DATABASE_URL हटा दें।",
  "db.unreachable": "{host} पर PostgreSQL सर्वर तक नहीं पहुँचा जा सका; जाँचें कि वह चल रहा है और पहुँच में है, या DATABASE_URL में होस्ट और पोर्ट ठीक करें।",
  "db.noDatabase": "{host} पर PostgreSQL सर्वर में \"{database}\" डेटाबेस नहीं है; उसे बनाएं (createdb {database}) या DATABASE_URL में डेटाबेस का नाम ठीक करें।",
  "db.rejected": "{host} पर PostgreSQL सर्वर ने {user, select, none {डिफ़ॉल्ट उपयोगकर्ता} other {उपयोगकर्ता \"{user}\"}} को अस्वीकार कर दिया; DATABASE_URL में उपयोगकर्ता नाम या पासवर्ड ठीक करें।",
  "db.unusable": "PostgreSQL डेटाबेस {server} इस्तेमाल नहीं हो सका ({detail}); DATABASE_URL ठीक करें, या बिल्ट-इन डेटाबेस इस्तेमाल करने के लिए DATABASE_URL हटा दें।",
  "db.noTables": "डेटाबेस में अभी Muster की टेबलें नहीं हैं; npm run db:prepare चलाएं (npm run dev और npm start यह आपके लिए करते हैं)।",
  "db.embeddedAborted": "बिल्ट-इन डेटाबेस{folder, select, none {} other { ({folder})}} खोला नहीं जा सका, शायद इसलिए कि उसके खुले रहते Muster को ज़बरदस्ती बंद किया गया; नए डेटाबेस से शुरू करने के लिए उस फ़ोल्डर को हटा दें (गेम डेटा data/ से फिर से लोड होता है), या MUSTER_DATA_DIR को किसी दूसरे फ़ोल्डर पर सेट करें।",
  "db.embeddedFailed": "बिल्ट-इन डेटाबेस{folder, select, none {} other { ({folder})}} विफल रहा ({detail}); Muster फिर से शुरू करें, और यदि फिर विफल हो तो MUSTER_DATA_DIR को नए फ़ोल्डर पर सेट करें।",
  "db.badUrl": "DATABASE_URL कोई PostgreSQL URL नहीं है; इसे postgresql://user:password@host:5432/database पर सेट करें, या बिल्ट-इन डेटाबेस इस्तेमाल करने के लिए इसे हटा दें।",
  "db.migrationBusy": "कोई दूसरी प्रक्रिया 30 सेकंड से इस डेटाबेस का माइग्रेशन कर रही है; उसके पूरा होने की प्रतीक्षा करें, फिर Muster दोबारा शुरू करें।",
  "db.migrationFailed": "डेटाबेस माइग्रेशन {name} विफल रहा ({detail}); माइग्रेशन या डेटाबेस ठीक करें, फिर npx prisma migrate resolve --rolled-back {name} चलाएं और दोबारा शुरू करें।",
  "db.migrationUnresolved": "डेटाबेस माइग्रेशन {name} पहले विफल हुआ था और अनसुलझा है; डेटाबेस ठीक करें, फिर npx prisma migrate resolve --rolled-back {name} चलाएं और दोबारा शुरू करें।",
  "db.folderCreate": "Muster अपने बिल्ट-इन डेटाबेस का फ़ोल्डर {folder} नहीं बना सकता ({reason}); उसे लिखने योग्य बनाएं या MUSTER_DATA_DIR को ऐसे फ़ोल्डर पर सेट करें जिसमें आप लिख सकें।",
  "db.folderWrite": "Muster अपने बिल्ट-इन डेटाबेस के फ़ोल्डर {folder} में नहीं लिख सकता ({reason}); उसे लिखने योग्य बनाएं या MUSTER_DATA_DIR को ऐसे फ़ोल्डर पर सेट करें जिसमें आप लिख सकें।",
  "db.folderForeign": "बिल्ट-इन डेटाबेस का फ़ोल्डर {folder} न खाली है न Muster डेटाबेस; MUSTER_DATA_DIR को नए या खाली फ़ोल्डर पर सेट करें।",
  "db.folderInUse": "{folder} का बिल्ट-इन डेटाबेस Muster की दूसरी प्रक्रिया (pid {pid}) इस्तेमाल कर रही है; उस प्रक्रिया को रोकें या MUSTER_DATA_DIR को दूसरे फ़ोल्डर पर सेट करें।",
  "db.lockFailed": "Muster {file} को लॉक नहीं कर सका; यदि Muster की कोई प्रक्रिया नहीं चल रही है तो वह फ़ाइल हटा दें।",
  "db.reason": "{code, select, EACCES {अनुमति नहीं} EPERM {अनुमति नहीं} EROFS {केवल-पढ़ने वाला फ़ाइल सिस्टम} ENOTDIR {रास्ते में एक फ़ाइल है} EEXIST {रास्ते में एक फ़ाइल है} ENOSPC {डिस्क भरी है} other {{code}}}",
};

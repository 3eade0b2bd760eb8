/** Arabic: the server's limits (mirrors ../en/hardening.ts). */
export const hardeningAr = {
  "size.megabytes": "{count, number} ميغابايت",
  "size.kilobytes": "{count, number} كيلوبايت",
  "error.body.tooLargeFor": "الطلب أكبر من {size}، وهو أقصى ما يقبله Muster على هذا العنوان؛ لم يتغير شيء.",
  "error.signIn.locked": "كلمات مرور خاطئة كثيرة جدًا لهذا الحساب: إنه مقفل لمدة {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقةً} other {# دقيقة}}. المتصفح الذي سجّل الدخول إليه من قبل، أو مفتاح المرور، لا يزال يستطيع الدخول.",
  "error.work.busy": "الخادم مشغول بعمل آخر من هذا النوع؛ يُرجى المحاولة مرة أخرى بعد {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانيةً} other {# ثانية}}.",
  "error.work.timeout": "استغرق هذا أكثر من {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانيةً} other {# ثانية}}، فتُرك؛ لم يتغير شيء.",
  "dataFile.error.too-deep": "يتداخل في {file} عناصر بعمق يزيد على {limit} مستوى (عند {path})؛ ملفات البيانات الحقيقية تتداخل بعمق 20 مستوى تقريبًا.",
} as const;

/** Arabic: problems found while reading a BattleScribe data file (.gst/.cat, zipped or not) (mirrors ../en/data-file.ts). */
import type { Translation } from "../translation";
import type { dataFileEn } from "../en/data-file";

export const dataFileAr: Translation<typeof dataFileEn> = {
  "dataFile.error.malformed-xml": "الملف {file} ليس XML سليم البنية (السطر {line}، العمود {column}): {reason}",
  "dataFile.error.malformed-json": "الملف {file} ليس JSON سليم البنية: {reason}",
  "dataFile.error.bad-json-shape": "{file}: يجب أن يكون {path} {expected, select, list {قائمة} object {كائنًا} other {نصًا}}، لا {found, select, list {قائمة} object {كائنًا} null {قيمة فارغة (null)} number {رقمًا} boolean {قيمة صح أو خطأ} other {نصًا}}.",
  "dataFile.error.doctype-forbidden": "يحتوي الملف {file} على تصريح DOCTYPE (السطر {line})؛ ولا يجوز أن تصرّح ملفات البيانات بكيانات.",
  "dataFile.error.bad-root": "الملف {file} ليس بيانات لعبة من BattleScribe: عنصره الجذر هو <{element}>، والمتوقع <gameSystem> أو <catalogue> (وفي JSON كائن gameSystem أو catalogue).",
  "dataFile.error.missing-id": "{file}: العنصر <{element}> في {path} بلا معرّف id{line, select, 0 {} other { (السطر {line})}}.",
  "dataFile.error.missing-attribute": "{file}: العنصر <{element}> في {path} بلا الخاصية {attribute}{line, select, 0 {} other { (السطر {line})}}.",
  "dataFile.error.duplicate-id": "{file}: المعرّف «{id}» مستخدم مرتين{line, select, 0 {، والمرة الثانية في {path}} other {، في {path} (السطر {line}) وفي السطر {firstLine}}}.",
  "dataFile.error.bad-number": "{file}: القيمة {attribute}=\"{value}\" في {path} ليست رقمًا{line, select, 0 {} other { (السطر {line})}}.",
  "dataFile.error.bad-boolean": "{file}: القيمة {attribute}=\"{value}\" في {path} ليست true (صح) ولا false (خطأ){line, select, 0 {} other { (السطر {line})}}.",
  "dataFile.error.too-large": "الملف {file} كبير جدًا: {size} بايت من XML، والحد الأقصى المسموح {limit}.",
  "dataFile.error.bad-zip": "الملف {file} ليس أرشيف zip قابلًا للقراءة: {reason}",
  "dataFile.error.zip-no-data-file": "لا يحتوي الملف {file} على أي ملف .gst أو .cat.",
  "dataFile.error.zip-too-many-entries": "يحتوي الملف {file} على أكثر من {limit} ملف.",
  "dataFile.error.zip-entry-too-large": "{file}: سيصبح حجم {entry} بعد فك الضغط {size} بايت، والحد الأقصى المسموح {limit}.",
  "dataFile.error.zip-total-too-large": "سيتجاوز حجم الملف {file} بعد فك الضغط {limit} بايت إجمالًا.",
  "dataFile.error.zip-ratio-too-high": "{file}: نسبة ضغط {entry} هي {ratio} ضعفًا، وهي أكبر مما تبلغه ملفات البيانات أبدًا (الحد الأقصى {limit})؛ لذا رُفض باعتباره قنبلة zip محتملة.",
  "dataFile.warning.unknown-element": "العنصر <{element}> ليس جزءًا من تنسيق بيانات BattleScribe وقد تم تجاهله ({count}×).",
  "dataFile.warning.unknown-attribute": "الخاصية {attribute} في <{element}> غير مفهومة وقد تم تجاهلها ({count}×).",
  "dataFile.warning.duplicate-link-id": "المعرّف «{id}» لرابط فئة مستخدم أكثر من مرة ({count}×).",
  "dataFile.warning.invalid-utf8": "الملف ليس UTF-8 صالحًا؛ واستُبدلت الأحرف غير المقروءة.",
  "dataFile.warning.missing-attribute": "قُرئ العنصر <{element}> الخالي من {attribute} بقيمة فارغة ({count}×).",
  "dataFile.warning.empty-number": "قُرئت الخاصية {attribute} الفارغة في <{element}> على أنها غير موجودة ({count}×).",
  "dataFile.warning.duplicate-id": "المعرّف «{id}» للعنصر <{element}> مستخدم مرة أخرى{line, select, 0 { في {path}، وأول مرة في {firstPath}} other { في السطر {line}، وأول مرة في السطر {firstLine}}}؛ أُبقيت النسختان وتصل الروابط إلى الأولى.",
  "dataFile.warning.upgraded": "مكتوب بإصدار بيانات BattleScribe ‏{version}؛ قُرئ كالإصدار 2.03، كما يرقّيه BattleScribe.",
  "dataFile.warning.upgrade-dropped": "الخاصية {attribute} في <{element}> من إصدار البيانات {version} ليس لها مقابل في الإصدار 2.03 وقد أُسقطت ({count}×).",
};

/** Swedish: the language switcher (mirrors ../en/locale.ts; languages keep their own names). */
import type { Translation } from "../translation";
import type { localeEn } from "../en/locale";

export const localeSv: Translation<typeof localeEn> = {
  "locale.label": "Språk",
  "locale.change": "Byt språk",
  "locale.name.en": "English",
  "locale.name.hi": "हिन्दी",
  "locale.name.ar": "العربية",
  "locale.name.sv": "Svenska",
  "locale.name.pl": "Polski",
  "locale.name.ru": "Русский",
};

/** The language switcher. Each language's name is written in that language, in every locale. */
export const localeEn = {
  "locale.label": "Language",
  "locale.change": "Change language",
  "locale.name.en": "English",
  "locale.name.hi": "हिन्दी",
  "locale.name.ar": "العربية",
  "locale.name.sv": "Svenska",
  "locale.name.pl": "Polski",
  "locale.name.ru": "Русский",
} as const;

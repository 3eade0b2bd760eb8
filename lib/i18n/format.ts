/** Formats ICU MessageFormat text (plurals, selects, lists) with intl-messageformat. Pure. */
import { IntlMessageFormat } from "intl-messageformat";

export type MessageParams = Record<string, string | number | boolean | string[] | null | undefined>;

/** Compiled messages by locale and text; losing it only costs a re-parse. */
const compiled = new Map<string, IntlMessageFormat>();
const MAX_COMPILED = 2000;

function compile(template: string, locale: string): IntlMessageFormat {
  const key = `${locale}\u0000${template}`;
  let format = compiled.get(key);
  if (!format) {
    // ignoreTag: messages quote XML element names such as <{element}>; they are text, not markup.
    format = new IntlMessageFormat(template, locale, undefined, { ignoreTag: true });
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(key, format);
  }
  return format;
}

/**
 * Values as ICU expects them: lists joined the way the language joins them ("A, B and C"),
 * and an absent value as "none" so that `{x, select, none {…} other {…}}` can say what to print.
 */
function prepare(params: MessageParams, locale: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) values[name] = new Intl.ListFormat(locale, { type: "conjunction" }).format(value.map(String));
    else if (value === null || value === undefined) values[name] = "none";
    else values[name] = typeof value === "boolean" ? String(value) : value;
  }
  return values;
}

export function fill(template: string, params: MessageParams = {}, locale = "en"): string {
  try {
    return String(compile(template, locale).format(prepare(params, locale)));
  } catch {
    // A missing parameter leaves its placeholder visible (tests look for it) instead of failing the page.
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (params[name] != null ? String(params[name]) : match));
  }
}

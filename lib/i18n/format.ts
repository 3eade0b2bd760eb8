/** Formats ICU MessageFormat text (plurals, selects, lists) with intl-messageformat. Pure. */
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { directionOf, isLocale } from "./locales";

export type MessageParams = Record<string, string | number | boolean | string[] | null | undefined>;

type Compiled = { format: IntlMessageFormat; selectors: Set<string> };

/** Compiled messages by locale and text; losing it only costs a re-parse. */
const compiled = new Map<string, Compiled>();
const MAX_COMPILED = 2000;

/** Arguments a select chooses by: their values are keys, never shown, so never isolated. */
function selectorsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      if (element.type === TYPE.select) found.add(element.value);
      for (const option of Object.values(element.options)) selectorsOf(option.value, found);
    }
  }
  return found;
}

function compile(template: string, locale: string): Compiled {
  const key = `${locale}\u0000${template}`;
  let entry = compiled.get(key);
  if (!entry) {
    // ignoreTag: messages quote XML element names such as <{element}>; they are text, not markup.
    const format = new IntlMessageFormat(template, locale, undefined, { ignoreTag: true });
    entry = { format, selectors: selectorsOf(format.getAst()) };
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(key, entry);
  }
  return entry;
}

/**
 * Values as ICU expects them: lists joined the way the language joins them ("A, B and C"),
 * and an absent value as "none" so that `{x, select, none {…} other {…}}` can say what to print.
 */
function prepare(params: MessageParams, locale: string, selectors: Set<string>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  // In a right-to-left sentence, a Latin name ("Lord on Griffin (General)") is isolated
  // (FSI…PDI), so that its own punctuation stays with it instead of jumping across the line.
  const rtl = isLocale(locale) && directionOf(locale) === "rtl";
  const isolate = (name: string, text: string) => (rtl && !selectors.has(name) ? `\u2068${text}\u2069` : text);
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) values[name] = isolate(name, new Intl.ListFormat(locale, { type: "conjunction" }).format(value.map(String)));
    else if (value === null || value === undefined) values[name] = "none";
    else values[name] = typeof value === "boolean" ? String(value) : typeof value === "string" ? isolate(name, value) : value;
  }
  return values;
}

export function fill(template: string, params: MessageParams = {}, locale = "en"): string {
  try {
    const { format, selectors } = compile(template, locale);
    return String(format.format(prepare(params, locale, selectors)));
  } catch {
    // A missing parameter leaves its placeholder visible (tests look for it) instead of failing the page.
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (params[name] != null ? String(params[name]) : match));
  }
}

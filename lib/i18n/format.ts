/** Formats ICU MessageFormat text (plurals, selects, lists) with intl-messageformat. Pure. */
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { directionOf, isLocale } from "./locales";

export type MessageParams = Record<string, string | number | boolean | string[] | null | undefined>;

type Compiled = { format: IntlMessageFormat; selectors: Set<string>; plain: Set<string> };

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

/** Arguments shown only as they are ({x}), never as a number, plural or select: a number there is formatted here. */
function plainOnly(elements: MessageFormatElement[]): Set<string> {
  const plain = new Set<string>();
  const other = new Set<string>();
  const visit = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.argument) plain.add(element.value);
      else if ("value" in element && typeof element.value === "string" && element.type !== TYPE.literal) other.add(element.value);
      if (element.type === TYPE.select || element.type === TYPE.plural) for (const option of Object.values(element.options)) visit(option.value);
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(elements);
  for (const name of other) plain.delete(name);
  return plain;
}

/** Numbers that name something rather than count it: a line of a file, a revision, an HTTP status. */
const UNGROUPED = new Set(["line", "column", "revision", "previous", "version", "edition", "status", "port", "year", "pid"]);

function compile(template: string, locale: string): Compiled {
  const key = `${locale}\u0000${template}`;
  let entry = compiled.get(key);
  if (!entry) {
    // ignoreTag: messages quote XML element names such as <{element}>; they are text, not markup.
    const format = new IntlMessageFormat(template, locale, undefined, { ignoreTag: true });
    entry = { format, selectors: selectorsOf(format.getAst()), plain: plainOnly(format.getAst()) };
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(key, entry);
  }
  return entry;
}

/**
 * Values as ICU expects them: lists joined the way the language joins them ("A, B and C"),
 * and an absent value as "none" so that `{x, select, none {…} other {…}}` can say what to print.
 */
function prepare(params: MessageParams, locale: string, { selectors, plain }: Compiled): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  // In a right-to-left sentence, a Latin name ("Lord on Griffin (General)") is isolated
  // (FSI…PDI), so that its own punctuation stays with it instead of jumping across the line.
  const rtl = isLocale(locale) && directionOf(locale) === "rtl";
  const isolate = (name: string, text: string) => (rtl && !selectors.has(name) ? `\u2068${text}\u2069` : text);
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) values[name] = isolate(name, new Intl.ListFormat(locale, { type: "conjunction" }).format(value.map(String)));
    else if (value === null || value === undefined) values[name] = "none";
    // A number shown as {x} is written as {x, number} would write it ("1 500", "2,5"), so that one page never mixes the two.
    else if (typeof value === "number" && plain.has(name)) values[name] = new Intl.NumberFormat(locale, UNGROUPED.has(name) ? { useGrouping: false } : {}).format(value);
    else values[name] = typeof value === "boolean" ? String(value) : typeof value === "string" ? isolate(name, value) : value;
  }
  return values;
}

export function fill(template: string, params: MessageParams = {}, locale = "en"): string {
  try {
    const entry = compile(template, locale);
    return String(entry.format.format(prepare(params, locale, entry)));
  } catch {
    // A missing parameter leaves its placeholder visible (tests look for it) instead of failing the page.
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (params[name] != null ? String(params[name]) : match));
  }
}

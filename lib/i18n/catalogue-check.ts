/**
 * Checks a translation against the English catalogue: every key present and no extra ones,
 * every message valid ICU, the same arguments of the same kinds as the English message (a
 * number English shows plainly may become a plural, so that the words around it agree), every
 * plural giving each form the language's plural rules need (Russian and Polish three, Arabic
 * six), and in a right-to-left language no Latin run whose edges the bidirectional algorithm
 * would reorder (".ros" read as "ros."). Pure: the unit tests and `npm run i18n:check` both use it.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { scanLatinRuns } from "./latin-runs";
import { directionOf, isLocale } from "./locales";

export type CatalogueProblem =
  | { kind: "missing"; key: string }
  | { kind: "extra"; key: string }
  | { kind: "invalid"; key: string; error: string }
  | { kind: "arguments"; key: string; expected: string[]; actual: string[] }
  | { kind: "plural-forms"; key: string; argument: string; missing: string[] }
  | { kind: "latin-run-not-isolated"; key: string; runs: string[] };

type Argument = `${string}:${string}`;

function walk(elements: MessageFormatElement[], visit: (element: MessageFormatElement) => void): void {
  for (const element of elements) {
    visit(element);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) walk(option.value, visit);
    }
    if (element.type === TYPE.tag) walk(element.children, visit);
  }
}

const kindOf: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: "text",
  [TYPE.number]: "number",
  [TYPE.date]: "date",
  [TYPE.time]: "date",
  [TYPE.select]: "select",
  [TYPE.plural]: "plural",
};

function argumentsOf(elements: MessageFormatElement[]): Argument[] {
  const found = new Set<Argument>();
  walk(elements, (element) => {
    const kind = kindOf[element.type];
    // A bare {x} and {x, number} are both fine ways to show a value; plural, select and date are not interchangeable.
    if (kind && "value" in element) found.add(`${element.value}:${kind === "number" ? "text" : kind}`);
  });
  return [...found].sort();
}

function pluralGaps(elements: MessageFormatElement[], locale: string): { argument: string; missing: string[] }[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const gaps: { argument: string; missing: string[] }[] = [];
  walk(elements, (element) => {
    if (element.type !== TYPE.plural || element.pluralType === "ordinal") return;
    const missing = categories.filter((category) => !(category in element.options));
    if (missing.length > 0) gaps.push({ argument: element.value, missing });
  });
  return gaps;
}

/**
 * The translation's arguments match the English ones, where a plain number of the English may
 * be a plural in the translation ("{stored, number} pts" → "{stored, plural, one {# очко} …}").
 */
function sameArguments(expected: Argument[], actual: Argument[]): boolean {
  if (expected.join() === actual.join()) return true;
  const upgraded = actual.map((argument) => {
    const [name] = argument.split(":");
    return argument.endsWith(":plural") && expected.includes(`${name}:text`) && !expected.includes(argument) ? (`${name}:text` as Argument) : argument;
  });
  return [...new Set(upgraded)].sort().join() === expected.join();
}

/** Latin runs of the message's own text (not its values) that need an isolate around them. */
function unisolatedLatinRuns(elements: MessageFormatElement[], depth = 0, found: string[] = []): { runs: string[]; depth: number } {
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      const scan = scanLatinRuns(element.value, depth);
      found.push(...scan.runs);
      depth = scan.depth;
    } else if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) unisolatedLatinRuns(option.value, depth, found);
    }
  }
  return { runs: found, depth };
}

function parseMessage(template: string): MessageFormatElement[] {
  return parse(template, { ignoreTag: true });
}

export function checkCatalogue(english: Record<string, string>, translation: Record<string, string>, locale: string): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const key of Object.keys(translation)) if (!(key in english)) problems.push({ kind: "extra", key });
  for (const [key, source] of Object.entries(english)) {
    const template = translation[key];
    if (typeof template !== "string") {
      problems.push({ kind: "missing", key });
      continue;
    }
    let elements: MessageFormatElement[];
    try {
      elements = parseMessage(template);
    } catch (error) {
      problems.push({ kind: "invalid", key, error: error instanceof Error ? error.message : String(error) });
      continue;
    }
    const expected = argumentsOf(parseMessage(source));
    const actual = argumentsOf(elements);
    if (!sameArguments(expected, actual)) problems.push({ kind: "arguments", key, expected, actual });
    for (const gap of pluralGaps(elements, locale)) problems.push({ kind: "plural-forms", key, ...gap });
    if (isLocale(locale) && directionOf(locale) === "rtl") {
      const { runs } = unisolatedLatinRuns(elements);
      if (runs.length > 0) problems.push({ kind: "latin-run-not-isolated", key, runs });
    }
  }
  return problems;
}

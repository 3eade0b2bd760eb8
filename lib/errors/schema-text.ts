/**
 * Zod's problems in catalogue words. A schema's own message is written with `schemaMessage`
 * (a key of lib/i18n/en/errors.ts), so its problem is that key in any language; any other
 * problem keeps zod's English wording in English and, in other languages, says what zod's issue
 * code says with its limits (too long, unknown field, …). Pure.
 */
import type { z } from "zod";
import { type MessageParams } from "../i18n/translate";
import { en } from "../i18n/english";
import type { MessageKey } from "../i18n/en";
import { formatPath } from "../gamedata/format-issues";
import type { ErrorText, ProblemText } from "./muster-error";

const schemaTexts = new Map<string, ErrorText>();

/** A schema's message from the catalogue: its English text, remembered as the key it came from. */
export function schemaMessage(key: MessageKey, params?: MessageParams): string {
  const english = en.t(key, params);
  schemaTexts.set(english, { key, ...(params ? { params } : {}) });
  return english;
}

type Issue = z.core.$ZodIssue;

function shown(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

function byCode(issue: Issue): { key: MessageKey; params?: MessageParams } {
  switch (issue.code) {
    case "invalid_type":
      return { key: "error.zod.invalidType", params: { expected: String(issue.expected) } };
    case "too_big":
      return issue.inclusive === false
        ? { key: "error.zod.tooBigExclusive", params: { maximum: Number(issue.maximum) } }
        : { key: "error.zod.tooBig", params: { origin: String(issue.origin), maximum: Number(issue.maximum) } };
    case "too_small":
      return issue.inclusive === false
        ? { key: "error.zod.tooSmallExclusive", params: { minimum: Number(issue.minimum) } }
        : { key: "error.zod.tooSmall", params: { origin: String(issue.origin), minimum: Number(issue.minimum) } };
    case "invalid_format":
      return { key: "error.zod.invalidFormat", params: { format: String(issue.format) } };
    case "not_multiple_of":
      return { key: "error.zod.notMultipleOf", params: { divisor: Number(issue.divisor) } };
    case "unrecognized_keys":
      return { key: "error.zod.unrecognizedKeys", params: { count: issue.keys.length, keys: issue.keys.map(shown).join(", ") } };
    case "invalid_value":
      return { key: "error.zod.invalidValue", params: { values: issue.values.map(shown).join(", ") } };
    case "invalid_union":
      return { key: "error.zod.invalidUnion" };
    case "invalid_key":
      return { key: "error.zod.invalidKey" };
    case "invalid_element":
      return { key: "error.zod.invalidElement" };
    default:
      return { key: "error.zod.custom" };
  }
}

/** One zod issue in catalogue words. */
export function issueText(issue: Issue): ErrorText {
  return schemaTexts.get(issue.message) ?? { ...byCode(issue), english: issue.message };
}

/** Every problem of a failed parse, as listSchemaProblems lists them, in catalogue words. */
export function schemaProblemTexts(error: z.ZodError, path: (issuePath: readonly PropertyKey[]) => string = formatPath): ProblemText[] {
  return error.issues.map((issue) => ({ path: path(issue.path), ...issueText(issue) }));
}

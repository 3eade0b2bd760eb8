/**
 * Something in a data file the reader skipped. Warnings of one kind on one element name are
 * reported once, at the first place they occur, with how often they occurred in `params.count`.
 */
import { messagesEn } from "../../i18n/en";
import { fill } from "../../i18n/translate";

export type DataWarningCode =
  | "unknown-element"
  | "unknown-attribute"
  | "duplicate-link-id"
  | "invalid-utf8"
  | "missing-attribute"
  | "empty-number"
  | "duplicate-id"
  | "upgraded"
  | "upgrade-dropped";

export type DataWarning = {
  file: string;
  /** Element path of the first occurrence, e.g. `catalogue/sharedSelectionEntries/selectionEntry[@id=abc]/modifiers/modifier`. */
  path: string;
  message: string;
  code: DataWarningCode;
  params: Record<string, string | number>;
  line?: number;
};

export function dataWarningMessage(code: DataWarningCode, params: Record<string, string | number>): string {
  return fill(messagesEn[`dataFile.warning.${code}`], params);
}

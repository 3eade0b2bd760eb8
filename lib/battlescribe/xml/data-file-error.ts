/**
 * The one error a BattleScribe data file reader throws. `code` is stable (callers and tests
 * branch on it); the English message comes from the message catalogue so that the UI can show
 * `t(\`dataFile.error.${code}\`, params)` in any language instead.
 */
import { messagesEn } from "../../i18n/en";
import { fill } from "../../i18n/translate";

export type DataFileErrorCode =
  | "malformed-xml"
  | "malformed-json"
  | "bad-json-shape"
  | "doctype-forbidden"
  | "bad-root"
  | "missing-id"
  | "missing-attribute"
  | "duplicate-id"
  | "bad-number"
  | "bad-boolean"
  | "too-large"
  | "too-deep"
  | "bad-zip"
  | "zip-no-data-file"
  | "zip-too-many-entries"
  | "zip-entry-too-large"
  | "zip-total-too-large"
  | "zip-ratio-too-high";

/** Always `file`; `path` (element path), `line` and `column` whenever the parser knows them. */
export type DataFileErrorParams = {
  file: string;
  path?: string;
  line?: number;
  column?: number;
} & Record<string, string | number>;

export class DataFileError extends Error {
  readonly code: DataFileErrorCode;
  readonly params: DataFileErrorParams;

  constructor(code: DataFileErrorCode, params: DataFileErrorParams) {
    super(fill(messagesEn[`dataFile.error.${code}`], params));
    this.name = "DataFileError";
    this.code = code;
    this.params = params;
  }
}

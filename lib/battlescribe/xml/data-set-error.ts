import { messagesEn } from "../../i18n/en";
import { fill } from "../../i18n/translate";

export type DataSetErrorCode =
  | "no-game-system"
  | "several-game-systems"
  | "other-game-system"
  | "missing-catalogue"
  | "duplicate-file"
  | "too-many-files"
  | "archive-too-large"
  | "bad-archive"
  | "system-not-installed";

/** A problem with files taken together; the message names the file concerned. */
export class DataSetError extends Error {
  constructor(
    readonly code: DataSetErrorCode,
    readonly params: Record<string, string | number>,
  ) {
    super(fill(messagesEn[`dataSet.error.${code}`], params));
    this.name = "DataSetError";
  }
}

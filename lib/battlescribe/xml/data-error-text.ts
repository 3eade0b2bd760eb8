/**
 * A data error as one line of catalogue words: what is wrong (file, and line or element path
 * where known) and what to do about it. The CLI prints it (exit code 2), the Game data page
 * shows it in the reader's language.
 */
import type { ErrorText } from "../../errors/muster-error";
import { renderText } from "../../errors/muster-error";
import type { Translator } from "../../i18n/translate";
import { DataFileError } from "./data-file-error";
import type { DataSetError } from "./data-set-error";

export type DataError = DataFileError | DataSetError;

export function dataErrorText(error: DataError): ErrorText {
  const isFile = error instanceof DataFileError;
  const problem: ErrorText = isFile ? { key: `dataFile.error.${error.code}`, params: error.params } : { key: `dataSet.error.${error.code}`, params: error.params };
  return { key: "dataSet.problemAndFix", params: { problem, fix: { key: isFile ? `dataFile.fix.${error.code}` : `dataSet.fix.${error.code}` } } };
}

/** The line itself, in the translator's language (English by default); never more than one line. */
export function describeDataError(error: DataError, t?: Translator): string {
  return renderText(dataErrorText(error), t).replace(/\s*\n\s*/g, " ");
}

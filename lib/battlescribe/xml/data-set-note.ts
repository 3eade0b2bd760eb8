/**
 * Something about a folder of data files that was handled without refusing it: a file that is
 * not game data and was left out, two files with one id of which one was kept, catalogues for
 * a game system that is not among the files.
 */
import { messagesEn } from "../../i18n/en";
import { fill } from "../../i18n/translate";

export type DataSetNoteCode = "not-game-data" | "duplicate-file" | "orphan-catalogues" | "left-out-incomplete";

export type DataSetNote = {
  file: string;
  code: DataSetNoteCode;
  params: Record<string, string | number>;
  message: string;
};

export function dataSetNoteMessage(code: DataSetNoteCode, params: Record<string, string | number>): string {
  return fill(messagesEn[`dataSet.note.${code}`], params);
}

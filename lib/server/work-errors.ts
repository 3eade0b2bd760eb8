/**
 * Errors crossing from a worker thread: structured cloning keeps only an Error's message, so
 * the worker sends each known error as plain data and the pool throws the same error again on
 * the request's side, where the route answers it as it would have on its own thread. Pure.
 */
import { DataFileError, type DataFileErrorCode, type DataFileErrorParams } from "../battlescribe/xml/data-file-error";
import { DataSetError, type DataSetErrorCode } from "../battlescribe/xml/data-set-error";
import { EngineError } from "../battlescribe/engine/actions";
import { XmlTreeError } from "../battlescribe/ros/parse-xml-tree";
import { MusterError, type ErrorText, type MusterErrorCode, type ProblemText } from "../errors/muster-error";

export type SentError =
  | { kind: "muster"; code: MusterErrorCode; text: ErrorText; problems: ProblemText[]; data?: unknown }
  | { kind: "dataFile"; code: DataFileErrorCode; params: DataFileErrorParams }
  | { kind: "dataSet"; code: DataSetErrorCode; params: Record<string, string | number> }
  | { kind: "engine"; code: string; message: string }
  | { kind: "xmlTree"; code: XmlTreeError["code"]; message: string }
  | { kind: "other"; message: string; stack?: string };

export function sendError(error: unknown): SentError {
  if (error instanceof MusterError) return { kind: "muster", code: error.code, text: error.text, problems: error.problemTexts, ...(error.data !== undefined ? { data: error.data } : {}) };
  if (error instanceof DataFileError) return { kind: "dataFile", code: error.code, params: error.params };
  if (error instanceof DataSetError) return { kind: "dataSet", code: error.code, params: error.params };
  if (error instanceof EngineError) return { kind: "engine", code: error.code, message: error.message };
  if (error instanceof XmlTreeError) return { kind: "xmlTree", code: error.code, message: error.message };
  return { kind: "other", message: error instanceof Error ? error.message : String(error), ...(error instanceof Error && error.stack ? { stack: error.stack } : {}) };
}

export function reviveError(sent: SentError): Error {
  switch (sent.kind) {
    case "muster":
      return new MusterError(sent.code, sent.text.key, { ...(sent.text.params ? { params: sent.text.params } : {}), ...(sent.text.english !== undefined ? { english: sent.text.english } : {}), problems: sent.problems, ...(sent.data !== undefined ? { data: sent.data } : {}) });
    case "dataFile":
      return new DataFileError(sent.code, sent.params);
    case "dataSet":
      return new DataSetError(sent.code, sent.params);
    case "engine":
      return new EngineError(sent.code, sent.message);
    case "xmlTree":
      return new XmlTreeError(sent.code, sent.message);
    default:
      return Object.assign(new Error(sent.message), sent.stack ? { stack: `${sent.stack}\n    (in a worker thread)` } : {});
  }
}

/**
 * A database problem a person can fix, told in one sentence that names the problem and the fix.
 * Start-up prints only this message (no stack trace, in English); the app shows its `problem`
 * in the page's language in its error state.
 */
import { databaseProblemText, type DatabaseProblem } from "./database-problem";

export class DatabaseStartupError extends Error {
  /** The sentence as a catalogue message; absent for an error made from a plain sentence. */
  readonly problem?: DatabaseProblem;

  constructor(problem: DatabaseProblem | string, options?: { cause?: unknown }) {
    super(typeof problem === "string" ? problem : databaseProblemText(problem), options);
    this.name = "DatabaseStartupError";
    if (typeof problem !== "string") this.problem = problem;
  }
}

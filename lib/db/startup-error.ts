/**
 * A database problem a person can fix, told in one sentence that names the problem and the fix.
 * Start-up prints only this message (no stack trace); the app shows it in its error state.
 */
export class DatabaseStartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseStartupError";
  }
}

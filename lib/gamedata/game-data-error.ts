import type { SchemaProblem } from "./format-issues";
import { describeSchemaProblems } from "./format-issues";

/** A shipped or imported data file that does not match its schema or refers to nothing. */
export class GameDataError extends Error {
  readonly file: string;
  readonly problems: SchemaProblem[];

  constructor(file: string, problems: SchemaProblem[]) {
    super(`${file}: ${describeSchemaProblems(problems)}`);
    this.name = "GameDataError";
    this.file = file;
    this.problems = problems;
  }
}

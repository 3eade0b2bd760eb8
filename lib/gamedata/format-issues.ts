import type { z } from "zod";

export type SchemaProblem = { path: string; message: string };

/** `forces[0].selections[2].entryId`, the way a person reads a JSON path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || "(root)";
}

export function listSchemaProblems(error: z.ZodError): SchemaProblem[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
}

export function describeSchemaProblems(problems: SchemaProblem[], limit = 5): string {
  const shown = problems.slice(0, limit).map((p) => `${p.path}: ${p.message}`);
  const more = problems.length > limit ? ` (and ${problems.length - limit} more)` : "";
  return shown.join("; ") + more;
}

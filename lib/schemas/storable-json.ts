/**
 * What PostgreSQL's jsonb and Prisma cannot store, found before anything is stored: a NUL
 * character or a lone surrogate in any string or key, and nesting deeper than any real roster
 * needs (Prisma refuses deeper JSON, and very deep JSON overflows the stack). Pure.
 */
import { MusterError } from "../errors/muster-error";

export const MAX_JSON_DEPTH = 40;

export type UnstorableProblem = { path: string; problem: "nul" | "surrogate" | "depth" };

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): UnstorableProblem["problem"] | undefined {
  if (text.includes("\u0000")) return "nul";
  if (LONE_SURROGATE.test(text)) return "surrogate";
  return undefined;
}

export function findUnstorable(value: unknown, path = "(root)", depth = 0): UnstorableProblem | null {
  if (typeof value === "string") {
    const problem = textProblem(value);
    return problem ? { path, problem } : null;
  }
  if (value === null || typeof value !== "object") return null;
  if (depth >= MAX_JSON_DEPTH) return { path, problem: "depth" };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) return { path: `${path}.(key)`, problem: keyProblem };
    const found = findUnstorable(child, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The refusal of a request (or file) with something that cannot be stored. */
export function unstorableError(found: UnstorableProblem): MusterError {
  const key = found.problem === "nul" ? "error.unstorable.nul" : found.problem === "surrogate" ? "error.unstorable.surrogate" : "error.unstorable.depth";
  return new MusterError("INVALID_INPUT", key, {
    params: { path: found.path, max: MAX_JSON_DEPTH },
    problems: [{ path: found.path, key: "error.unstorable.problem", params: { problem: found.problem } }],
  });
}

export function describeUnstorable(found: UnstorableProblem): string {
  return unstorableError(found).message;
}

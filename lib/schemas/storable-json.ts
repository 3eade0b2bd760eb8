/**
 * What PostgreSQL's jsonb and Prisma cannot store, found before anything is stored: a NUL
 * character or a lone surrogate in any string or key, and nesting deeper than any real roster
 * needs (Prisma refuses deeper JSON, and very deep JSON overflows the stack). Pure.
 */
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

export function describeUnstorable(found: UnstorableProblem): string {
  switch (found.problem) {
    case "nul":
      return `The request was refused: ${found.path} contains a NUL character, which cannot be stored; nothing was changed.`;
    case "surrogate":
      return `The request was refused: ${found.path} contains an invalid character (a lone UTF-16 surrogate); nothing was changed.`;
    case "depth":
      return `The request was refused: ${found.path} is nested more than ${MAX_JSON_DEPTH} levels deep; nothing was changed.`;
  }
}

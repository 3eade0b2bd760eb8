import type { Issue } from "./types";

/** The units (root selection ids) an issue concerns: the one its path is in, and every unit counted toward a broken role limit. */
export function unitsOfIssue(issue: Issue): string[] {
  const ids = [issue.path[1], ...(issue.counted ?? []).map((p) => p[1])].filter((id): id is string => !!id);
  return [...new Set(ids)];
}

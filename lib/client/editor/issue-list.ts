/**
 * The validation panel's list: every issue in words, errors first, each with the place it points
 * at (the deepest selection of its path, else its force) and the unit it belongs to.
 */
import { unitsOfIssue, type Issue } from "@/lib/engine";
import type { Roster } from "@/lib/gamedata/roster-schema";
import type { Translator } from "@/lib/i18n/translate";
import { findSelection } from "@/lib/roster/roster-ops";

export type IssueItem = {
  key: string;
  severity: Issue["severity"];
  message: string;
  /** Element to scroll to: a selection or force id; absent for roster-wide issues. */
  targetId?: string;
  unitId?: string;
  unitName?: string;
};

export function listIssues(issues: Issue[], roster: Roster, tr: Translator, unitName: (unitId: string) => string | undefined): IssueItem[] {
  const items = issues.map((issue, i) => {
    const unitId = issue.path[1];
    const deepest = [...issue.path].reverse().find((id) => findSelection(roster, id) || roster.forces.some((f) => f.id === id));
    const name = unitId ? unitName(unitId) : undefined;
    return {
      key: `${i}:${issue.code}:${issue.path.join("/")}`,
      severity: issue.severity,
      message: tr.issue(issue.code, issue.params),
      ...(deepest ? { targetId: deepest } : {}),
      ...(unitId ? { unitId } : {}),
      ...(name ? { unitName: name } : {}),
    };
  });
  // Stable: errors first, each severity in the engine's order (roster order).
  return [...items.filter((i) => i.severity === "error"), ...items.filter((i) => i.severity !== "error")];
}

/** Issues per unit id, for the count badge on each card. */
export function countIssuesByUnit(issues: Issue[]): Map<string, { errors: number; warnings: number }> {
  const counts = new Map<string, { errors: number; warnings: number }>();
  for (const issue of issues) {
    for (const unitId of unitsOfIssue(issue)) {
      const c = counts.get(unitId) ?? { errors: 0, warnings: 0 };
      if (issue.severity === "error") c.errors += 1;
      else c.warnings += 1;
      counts.set(unitId, c);
    }
  }
  return counts;
}

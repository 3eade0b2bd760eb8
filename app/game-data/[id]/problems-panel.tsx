"use client";
/** What is wrong with the roster, in words from the catalogue, beside it: choosing one brings its unit into sight. */
import { forwardRef } from "react";
import { describeRosterError } from "@/lib/battlescribe/engine/error-words";
import type { RosterSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { isBlocking } from "@/lib/battlescribe/engine/validate";
import { useTranslator } from "@/lib/client/use-translator";
import { IssuesView, type IssueItem } from "@/app/_components/issues-view";
import { issueTarget } from "./issue-targets";

export const ProblemsPanel = forwardRef<HTMLElement, { snapshot: RosterSnapshot; reveal: (targetId: string) => void }>(function ProblemsPanel({ snapshot, reveal }, ref) {
  const tr = useTranslator();
  // The message names the unit or place itself, and says "(warning)" where it is one.
  const items: IssueItem[] = snapshot.errors.map((error, i) => {
    const targetId = issueTarget(error.raisedOn);
    return { key: `${i}:${error.constraintId}:${error.entryId}`, severity: isBlocking(error) ? "error" : "warning", message: describeRosterError(tr.t, error), ...(targetId ? { targetId } : {}) };
  });
  return <IssuesView ref={ref} items={items} onChoose={(item) => item.targetId && reveal(item.targetId)} listTestId="bs-errors" />;
});

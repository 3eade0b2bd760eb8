"use client";
/** Every issue of the roster in words; choosing one scrolls to the unit, option or detachment and highlights it. */
import { forwardRef, useMemo } from "react";
import { listIssues } from "@/lib/client/editor/issue-list";
import { findSelection } from "@/lib/roster/roster-ops";
import { useTranslator } from "@/lib/client/use-translator";
import { IssuesView } from "@/app/_components/issues-view";
import { useEditor } from "./editor-context";

export const ValidationPanel = forwardRef<HTMLElement>(function ValidationPanel(_props, ref) {
  const tr = useTranslator();
  const { editor, view } = useEditor();
  const { roster, evaluation, index } = editor;
  const items = useMemo(
    () =>
      listIssues(evaluation.issues, roster, tr, (unitId) => {
        const unit = findSelection(roster, unitId)?.selection;
        return unit ? (unit.customName ?? index.roots.slots.get(unit.entryId)?.entry.name) : undefined;
      }).map((item) => ({ ...item, tag: item.severity === "error" ? tr.t("issues.error") : tr.t("issues.warning") })),
    [evaluation.issues, roster, tr, index],
  );
  return <IssuesView ref={ref} items={items} onChoose={(item) => item.targetId && view.reveal(item.targetId, item.unitId)} />;
});

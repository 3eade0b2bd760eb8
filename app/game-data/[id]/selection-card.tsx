"use client";

import { availableEntries } from "@/lib/battlescribe/engine/available";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { Facts } from "@/lib/battlescribe/engine/facts";
import type { ForceNode, SelectionNode } from "@/lib/battlescribe/engine/roster";
import type { SelectionSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { costsWithChildren } from "@/lib/battlescribe/engine/snapshot";
import { useTranslator } from "@/lib/client/use-translator";
import { BsAssociations } from "./bs-associations";
import { BsDatasheet } from "./bs-datasheet";
import type { Act } from "./builder-styles";
import type { CardMarks } from "./card-marks";
import { ChildOptions } from "./child-options";
import { costText } from "./cost-text";
import { IssueMark } from "./issue-mark";
import { OptionList } from "./option-list";
import { UnitActions } from "./unit-actions";

/** One unit in its force: name, cost, its issues' mark, actions, datasheet, associations and options. */
export function SelectionCard({ engine, facts, force, snapshot, node, act, marks }: { engine: Engine; facts: Facts; force: ForceNode; snapshot: SelectionSnapshot; node: SelectionNode | undefined; act: Act; marks: CardMarks }) {
  const tr = useTranslator();
  const options = node ? availableEntries(engine, node, facts) : [];
  if (!node) return null;
  const total = costsWithChildren(snapshot);
  const name = snapshot.customName || snapshot.name;
  const issues = marks.issues.get(node.id);
  return (
    <li
      className={`rounded-md border p-2 ${issues?.errors ? "border-red-300 dark:border-red-900" : "border-stone-200 dark:border-stone-800"} ${marks.highlightId === node.id ? "muster-highlight" : ""}`}
      data-testid="bs-selection"
      data-selection-id={node.id}
      tabIndex={-1}
      aria-label={name}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium" data-testid="bs-selection-name">
          {snapshot.number > 1 ? `${snapshot.number}× ` : ""}
          {snapshot.annotation ? tr.t("bs.text.annotated", { name, annotation: snapshot.annotation }) : name}{" "}
          <span className="text-sm text-stone-600 dark:text-stone-400">{costText(tr, engine, total)}</span>
          <IssueMark counts={issues} />
        </span>
      </div>
      <UnitActions engine={engine} force={force} node={node} name={name} act={act} />
      <BsDatasheet selection={snapshot} />
      <BsAssociations engine={engine} facts={facts} force={force} unit={node} act={act} />
      {options.length > 0 && <OptionList engine={engine} force={force} node={node} name={name} options={options} act={act} />}
      <ChildOptions engine={engine} facts={facts} force={force} parent={node} parentSnapshot={snapshot} act={act} depth={0} />
    </li>
  );
}

"use client";

import * as actions from "@/lib/battlescribe/engine/actions";
import { availableEntries } from "@/lib/battlescribe/engine/available";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { Facts } from "@/lib/battlescribe/engine/facts";
import type { ForceNode, SelectionNode } from "@/lib/battlescribe/engine/roster";
import type { SelectionSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { costsWithChildren } from "@/lib/battlescribe/engine/snapshot";
import { useTranslator } from "@/lib/client/use-translator";
import { BsAssociations } from "./bs-associations";
import { BsDatasheet } from "./bs-datasheet";
import { button, type Act } from "./builder-styles";
import { ChildOptions } from "./child-options";
import { costText } from "./cost-text";
import { OptionList } from "./option-list";

/** One unit in its force: name, cost, datasheet, associations and options. */
export function SelectionCard({ engine, facts, force, snapshot, node, act }: { engine: Engine; facts: Facts; force: ForceNode; snapshot: SelectionSnapshot; node: SelectionNode | undefined; act: Act }) {
  const tr = useTranslator();
  const options = node ? availableEntries(engine, node, facts) : [];
  if (!node) return null;
  const total = costsWithChildren(snapshot);
  return (
    <li className="rounded-md border border-stone-200 p-2 dark:border-stone-800" data-testid="bs-selection">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">
          {snapshot.number > 1 ? `${snapshot.number}× ` : ""}
          {snapshot.annotation ? tr.t("bs.text.annotated", { name: snapshot.name, annotation: snapshot.annotation }) : snapshot.name}{" "}
          <span className="text-sm text-stone-600 dark:text-stone-400">{costText(tr, engine, total)}</span>
        </span>
        <button type="button" className={button} aria-label={tr.t("bs.remove", { name: snapshot.name })} onClick={() => act(() => actions.deselectSelection(engine, force.id, node.id))}>
          {tr.t("bs.removeShort")}
        </button>
      </div>
      <BsDatasheet selection={snapshot} />
      <BsAssociations engine={engine} facts={facts} force={force} unit={node} act={act} />
      {options.length > 0 && <OptionList engine={engine} force={force} node={node} name={snapshot.name} options={options} act={act} />}
      <ChildOptions engine={engine} facts={facts} force={force} parent={node} parentSnapshot={snapshot} act={act} depth={0} />
    </li>
  );
}

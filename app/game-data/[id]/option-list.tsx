"use client";

import { useState } from "react";
import * as actions from "@/lib/battlescribe/engine/actions";
import type { AvailableEntry } from "@/lib/battlescribe/engine/available";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { GroupNode } from "@/lib/battlescribe/engine/entry-nodes";
import { optionSections, startsCollapsed } from "@/lib/battlescribe/engine/option-sections";
import type { ForceNode, SelectionNode } from "@/lib/battlescribe/engine/roster";
import { applyImpliedCostLimit } from "@/lib/battlescribe/engine/battle-size";
import { isSingleChoice } from "@/lib/battlescribe/engine/single-choice";
import { useTranslator } from "@/lib/client/use-translator";
import { button, type Act } from "./builder-styles";
import { costText } from "./cost-text";

type Props = { engine: Engine; force: ForceNode; node: SelectionNode; name: string; options: AvailableEntry[]; act: Act };

/**
 * A selection's options, under the names of their groups as New Recruit shows them (a flattened
 * group's options join their parent's; a collapsible group, or a collapsible unit's options,
 * start folded away), each with its cost; a group that asks for exactly one is a set of radio buttons.
 */
export function OptionList({ engine, force, node, name, options, act }: Props) {
  const tr = useTranslator();
  const countOf = (entryId: string) => node.children.filter((c) => c.node.id === entryId).reduce((n, c) => n + c.number, 0);
  const rows = (entries: AvailableEntry[]) =>
    entries.map((option) => {
      const count = countOf(option.node.id);
      const existing = node.children.find((c) => c.node.id === option.node.id);
      const cost = costText(tr, engine, option.costs);
      return (
        <li key={option.node.id} className="flex items-center justify-between gap-2 text-sm">
          <span>
            <span className={count ? "font-medium" : ""}>{tr.t("bs.count", { name: option.name, count })}</span>
            {cost ? <span className="ms-1 text-xs tabular-nums text-stone-600 dark:text-stone-400" data-testid="bs-option-cost">{cost}</span> : null}
          </span>
          <span className="flex gap-1">
            <button type="button" className={`${button} min-h-6 min-w-6`} aria-label={tr.t("bs.less", { name: option.name })} disabled={!existing} onClick={() => existing && act(() => actions.deselectSelection(engine, force.id, existing.id))}>
              −
            </button>
            <button type="button" className={`${button} min-h-6 min-w-6`} aria-label={tr.t("bs.more", { name: option.name })} onClick={() => act(() => void applyImpliedCostLimit(engine, force.id, actions.selectChildEntry(engine, force.id, node.id, option.node.id).selectionId))}>
              +
            </button>
          </span>
        </li>
      );
    });
  const list = "mt-1 grid gap-1 sm:grid-cols-2";
  const sections = optionSections(options).map((section) => {
    if (!section.group) return <ul key="loose" className={list}>{rows(section.entries)}</ul>;
    const heading = section.group.name;
    const chosen = section.entries.reduce((n, e) => n + countOf(e.node.id), 0);
    // Folded or not, the heading says how many of the group are taken.
    const groupTitle = chosen > 0 ? tr.t("bs.count", { name: heading, count: chosen }) : heading;
    if (isSingleChoice(section.group)) {
      return <OneOf key={section.group.id} engine={engine} force={force} node={node} group={section.group} title={heading} options={section.entries} act={act} />;
    }
    if (section.collapsed) {
      return (
        <details key={section.group.id} className="mt-1" data-testid="bs-option-group">
          <summary className="cursor-pointer text-sm font-semibold">{groupTitle}</summary>
          <ul className={list}>{rows(section.entries)}</ul>
        </details>
      );
    }
    return (
      <fieldset key={section.group.id} className="mt-1" data-testid="bs-option-group">
        <legend className="text-sm font-semibold">{groupTitle}</legend>
        <ul className={list}>{rows(section.entries)}</ul>
      </fieldset>
    );
  });
  const body = (
    <div role="group" aria-label={tr.t("bs.options", { name })} className="mt-2">
      {sections}
    </div>
  );
  if (!startsCollapsed(node.node)) return body;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-semibold">{tr.t("bs.options", { name })}</summary>
      {body}
    </details>
  );
}

/**
 * A choice of exactly one: native radio buttons (arrow keys move the choice), each naming its
 * cost. Choosing one takes away whatever else of the group was chosen, in one step (one undo).
 */
function OneOf({ engine, force, node, group, title, options, act }: Omit<Props, "name"> & { group: GroupNode; title: string }) {
  const tr = useTranslator();
  const radioName = `${node.id}-${group.id}`;
  const chosenId = options.find((o) => node.children.some((c) => c.node.id === o.node.id))?.node.id;
  // The list is drawn again a moment after a change (builder-body.tsx); until then the choice
  // just made is shown, so a radio button never flicks back. Any other change of the choice
  // (undo, a file) shows as it is.
  const [pending, setPending] = useState<{ id: string; from: string | undefined }>();
  const shownId = pending && pending.from === chosenId ? pending.id : chosenId;
  const choose = (option: AvailableEntry) => {
    setPending({ id: option.node.id, from: chosenId });
    act(() => {
      for (const child of node.children.filter((c) => c.node.id !== option.node.id && options.some((o) => o.node.id === c.node.id))) actions.deselectSelection(engine, force.id, child.id);
      // A battle size that carries a points limit fills in the roster's limit (battle-size.ts).
      if (!node.children.some((c) => c.node.id === option.node.id)) applyImpliedCostLimit(engine, force.id, actions.selectChildEntry(engine, force.id, node.id, option.node.id).selectionId);
    });
  };
  return (
    <fieldset className="mt-1" data-testid="bs-option-group" data-choice="one">
      <legend className="text-sm font-semibold">{title}</legend>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {options.map((option) => {
          const cost = costText(tr, engine, option.costs);
          const checked = shownId === option.node.id;
          return (
            <label key={option.node.id} className="flex min-h-6 cursor-pointer items-center gap-2 text-sm">
              <input type="radio" className="size-4 accent-amber-700" name={radioName} checked={checked} onChange={() => choose(option)} data-testid="bs-option-radio" />
              <span className={checked ? "font-medium" : ""}>{cost ? tr.t("bs.option.withCost", { name: option.name, costs: cost }) : option.name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

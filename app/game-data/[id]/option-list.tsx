"use client";

import * as actions from "@/lib/battlescribe/engine/actions";
import type { AvailableEntry } from "@/lib/battlescribe/engine/available";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { optionSections, startsCollapsed } from "@/lib/battlescribe/engine/option-sections";
import type { ForceNode, SelectionNode } from "@/lib/battlescribe/engine/roster";
import { useTranslator } from "@/lib/client/use-translator";
import { button, type Act } from "./builder-styles";
import { applyImpliedCostLimit } from "@/lib/battlescribe/engine/battle-size";

/**
 * A selection's options, under the names of their groups as New Recruit shows them (a flattened
 * group's options join their parent's; a collapsible group, or a collapsible unit's options,
 * start folded away).
 */
export function OptionList({ engine, force, node, name, options, act }: { engine: Engine; force: ForceNode; node: SelectionNode; name: string; options: AvailableEntry[]; act: Act }) {
  const tr = useTranslator();
  const countOf = (entryId: string) => node.children.filter((c) => c.node.id === entryId).reduce((n, c) => n + c.number, 0);
  const rows = (entries: AvailableEntry[]) =>
    entries.map((option) => {
      const count = countOf(option.node.id);
      const existing = node.children.find((c) => c.node.id === option.node.id);
      return (
        <li key={option.node.id} className="flex items-center justify-between gap-2 text-sm">
          <span className={count ? "font-medium" : ""}>{tr.t("bs.count", { name: option.name, count })}</span>
          <span className="flex gap-1">
            <button type="button" className={button} aria-label={tr.t("bs.less", { name: option.name })} disabled={!existing} onClick={() => existing && act(() => actions.deselectSelection(engine, force.id, existing.id))}>
              −
            </button>
            <button type="button" className={button} aria-label={tr.t("bs.more", { name: option.name })} onClick={() => act(() => void applyImpliedCostLimit(engine, force.id, actions.selectChildEntry(engine, force.id, node.id, option.node.id).selectionId))}>
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

"use client";

import { useState } from "react";
import { availableEntries } from "@/lib/battlescribe/engine/available";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { Facts } from "@/lib/battlescribe/engine/facts";
import type { ForceNode, SelectionNode } from "@/lib/battlescribe/engine/roster";
import type { SelectionSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { useTranslator } from "@/lib/client/use-translator";
import type { Act } from "./builder-styles";
import { OptionList } from "./option-list";

/**
 * What a unit holds that has options of its own (a model's wargear, a character's runes), each
 * folded until the player opens it: only an open one is evaluated, so a large roster stays fast.
 */
export function ChildOptions({ engine, facts, force, parent, parentSnapshot, act, depth }: { engine: Engine; facts: Facts; force: ForceNode; parent: SelectionNode; parentSnapshot: SelectionSnapshot; act: Act; depth: number }) {
  // The data nests a few levels at most; the bound keeps a hostile file from nesting the page.
  if (depth > 8) return null;
  // Names and hidden flags come from the roster's snapshot, already worked out for this render:
  // a closed panel costs no evaluation (the add-unit click stays fast on a large roster).
  const holders = parent.children
    .filter((child) => engine.tree.childrenOf(child.node).entries.length > 0)
    .map((child) => ({ child, snapshot: parentSnapshot.children.find((c) => c.id === child.id) }))
    .filter((h): h is { child: SelectionNode; snapshot: SelectionSnapshot } => h.snapshot !== undefined && !h.snapshot.hidden);
  if (holders.length === 0) return null;
  return (
    <div className="ms-2 border-s border-stone-200 ps-2 dark:border-stone-800">
      {holders.map(({ child, snapshot }) => (
        <ChildOptionsPanel key={child.id} engine={engine} facts={facts} force={force} child={child} snapshot={snapshot} act={act} depth={depth} />
      ))}
    </div>
  );
}

function ChildOptionsPanel({ engine, facts, force, child, snapshot, act, depth }: { engine: Engine; facts: Facts; force: ForceNode; child: SelectionNode; snapshot: SelectionSnapshot; act: Act; depth: number }) {
  const tr = useTranslator();
  const [open, setOpen] = useState(false);
  const name = snapshot.customName || snapshot.name;
  const options = open ? availableEntries(engine, child, facts) : [];
  return (
    <details className="mt-1" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="bs-child-options">
      <summary className="cursor-pointer text-sm font-semibold">{tr.t("bs.options", { name })}</summary>
      {open && (options.length > 0 ? <OptionList engine={engine} force={force} node={child} name={name} options={options} act={act} /> : <p className="text-sm">{tr.t("bs.noOptions")}</p>)}
      {open && <ChildOptions engine={engine} facts={facts} force={force} parent={child} parentSnapshot={snapshot} act={act} depth={depth + 1} />}
    </details>
  );
}

"use client";
/** A unit's actions: its own name (BattleScribe's customName), duplicate, move to another force, remove. */
import { useId } from "react";
import * as actions from "@/lib/battlescribe/engine/actions";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { moveSelection, moveTargets } from "@/lib/battlescribe/engine/move-selection";
import type { ForceNode, SelectionNode } from "@/lib/battlescribe/engine/roster";
import { useTranslator } from "@/lib/client/use-translator";
import { button, type Act } from "./builder-styles";

export function UnitActions({ engine, force, node, name, act }: { engine: Engine; force: ForceNode; node: SelectionNode; name: string; act: Act }) {
  const tr = useTranslator();
  const nameId = useId();
  const moveId = useId();
  const targets = moveTargets(engine, node);
  return (
    <div role="toolbar" aria-label={tr.t("unit.actions", { name })} className="mt-1 flex flex-wrap items-center gap-1">
      <label htmlFor={nameId} className="sr-only">
        {tr.t("unit.customName")}
      </label>
      <input
        id={nameId}
        // A new name from elsewhere (undo, a file) replaces what the field shows.
        key={node.customName ?? ""}
        defaultValue={node.customName ?? ""}
        placeholder={tr.t("unit.customNamePlaceholder")}
        maxLength={200}
        data-testid="bs-custom-name"
        onBlur={(e) => {
          const value = e.target.value.trim();
          if (value !== (node.customName ?? "")) act(() => actions.setCustomization(engine, { forceId: force.id, selectionId: node.id, customName: value }));
        }}
        onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
        className="h-7 min-w-0 max-w-48 flex-1 rounded border border-stone-300 px-2 text-sm dark:border-stone-700 dark:bg-stone-950"
      />
      <button type="button" className={button} data-testid="bs-duplicate" onClick={() => act(() => actions.duplicateSelection(engine, force.id, node.id))}>
        {tr.t("unit.duplicate")}
      </button>
      {targets.length > 0 ? (
        <>
          <label htmlFor={moveId} className="sr-only">
            {tr.t("unit.moveTo")}
          </label>
          <select
            id={moveId}
            data-testid="bs-move-to"
            value=""
            onChange={(e) => e.target.value && act(() => moveSelection(engine, force.id, node.id, e.target.value))}
            className="h-7 rounded-md border border-stone-300 bg-white px-1 text-sm dark:border-stone-700 dark:bg-stone-950"
          >
            <option value="">{tr.t("bs.moveToChoose")}</option>
            {targets.map((target) => (
              <option key={target.id} value={target.id}>
                {target.customName ?? target.entry.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button type="button" className={button} aria-label={tr.t("bs.remove", { name })} onClick={() => act(() => actions.deselectSelection(engine, force.id, node.id))}>
        {tr.t("bs.removeShort")}
      </button>
    </div>
  );
}

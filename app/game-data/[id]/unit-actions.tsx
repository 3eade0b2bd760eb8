"use client";
/** A unit's actions: its own name (BattleScribe's customName), duplicate, move to another force, remove. */
import { CustomNameField, MoveToSelect } from "@/app/_components/unit-card-controls";
import * as actions from "@/lib/battlescribe/engine/actions";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { moveSelection, moveTargets } from "@/lib/battlescribe/engine/move-selection";
import type { ForceNode, SelectionNode } from "@/lib/battlescribe/engine/roster";
import { useTranslator } from "@/lib/client/use-translator";
import { button, type Act } from "./builder-styles";

export function UnitActions({ engine, force, node, name, act }: { engine: Engine; force: ForceNode; node: SelectionNode; name: string; act: Act }) {
  const tr = useTranslator();
  const targets = moveTargets(engine, node);
  return (
    <div role="toolbar" aria-label={tr.t("unit.actions", { name })} className="mt-1 flex flex-wrap items-center gap-1">
      <CustomNameField
        value={node.customName}
        onRename={(value) => act(() => actions.setCustomization(engine, { forceId: force.id, selectionId: node.id, customName: value ?? "" }))}
        testId="bs-custom-name"
        showLabel={false}
      />
      <button type="button" className={button} data-testid="bs-duplicate" onClick={() => act(() => actions.duplicateSelection(engine, force.id, node.id))}>
        {tr.t("unit.duplicate")}
      </button>
      <MoveToSelect
        targets={targets.map((target) => ({ id: target.id, name: target.customName ?? target.entry.name }))}
        chooseLabel={tr.t("bs.moveToChoose")}
        onMove={(toForceId) => act(() => moveSelection(engine, force.id, node.id, toForceId))}
        testId="bs-move-to"
      />
      <button type="button" className={button} aria-label={tr.t("bs.remove", { name })} onClick={() => act(() => actions.deselectSelection(engine, force.id, node.id))}>
        {tr.t("bs.removeShort")}
      </button>
    </div>
  );
}

import { EngineError, findForce, findSelection, refresh, type ActionOutputs } from "./actions";
import type { Engine } from "./engine";
import type { ForceNode, SelectionNode } from "./roster";
import { walkForces, walkSelections } from "./roster";

/**
 * The forces a unit may move to: the other forces that offer the very entry it was made from
 * (a force of the same catalogue), so that what it holds stays valid data there. A unit of
 * another catalogue would have to be built again; BattleScribe does not move it either.
 */
export function moveTargets(engine: Engine, unit: SelectionNode): ForceNode[] {
  if (unit.parent.kind !== "force") return [];
  return walkForces(engine.roster.forces).filter((force) => force !== unit.force && engine.tree.rootsOf(force.catalogue?.id ?? "").entries.includes(unit.node));
}

/** Moves a unit (a selection at the top of a force) with all it holds to the end of another force. */
export function moveSelection(engine: Engine, forceId: string, selectionId: string, toForceId: string): ActionOutputs {
  const unit = findSelection(engine, forceId, selectionId);
  const target = findForce(engine, toForceId);
  if (!moveTargets(engine, unit).includes(target)) throw new EngineError("cannotMove", `'${unit.node.name}' cannot move to force '${target.entry.name}'`);
  const from = unit.force.selections;
  from.splice(from.indexOf(unit), 1);
  unit.parent = target;
  for (const selection of walkSelections([unit])) selection.force = target;
  target.selections.push(unit);
  refresh(engine);
  return { forceId: target.id, selectionId: unit.id };
}

/**
 * Every edit a player makes, as a pure function from one roster to the next. The editor keeps
 * the old roster for undo; nothing here mutates its input.
 */
import type { CatalogueIndex, Slot } from "../engine/types";
import type { Force, Roster, Selection } from "../gamedata/roster-schema";
import { createSelection, type NewId } from "./create-selection";

type Update = (selection: Selection) => Selection | null;

/** Applies `update` to the selection with `id`, wherever it sits; null removes it. */
export function updateSelection(roster: Roster, id: string, update: Update): Roster {
  const visit = (list: Selection[]): Selection[] => {
    let changed = false;
    const next: Selection[] = [];
    for (const selection of list) {
      if (selection.id === id) {
        changed = true;
        const updated = update(selection);
        if (updated) next.push(updated);
        continue;
      }
      if (selection.selections) {
        const children = visit(selection.selections);
        if (children !== selection.selections) {
          changed = true;
          next.push({ ...selection, selections: children });
          continue;
        }
      }
      next.push(selection);
    }
    return changed ? next : list;
  };
  return { ...roster, forces: roster.forces.map((f) => ({ ...f, selections: visit(f.selections) })) };
}

export function findSelection(roster: Roster, id: string): { selection: Selection; force: Force; parent?: Selection } | undefined {
  const search = (list: Selection[], force: Force, parent?: Selection): ReturnType<typeof findSelection> => {
    for (const selection of list) {
      if (selection.id === id) return { selection, force, parent };
      const found = search(selection.selections ?? [], force, selection);
      if (found) return found;
    }
    return undefined;
  };
  for (const force of roster.forces) {
    const found = search(force.selections, force);
    if (found) return found;
  }
  return undefined;
}

/** The slot a selection was made from (links and groups resolved), for adding children to it. */
export function findSlot(index: CatalogueIndex, roster: Roster, id: string): Slot | undefined {
  const path: Selection[] = [];
  const search = (list: Selection[]): boolean => {
    for (const s of list) {
      path.push(s);
      if (s.id === id || search(s.selections ?? [])) return true;
      path.pop();
    }
    return false;
  };
  if (!roster.forces.some((f) => search(f.selections))) return undefined;
  let table = index.roots;
  let slot: Slot | undefined;
  for (const selection of path) {
    slot = table.slots.get(selection.entryId);
    if (!slot) return undefined;
    table = index.childrenOf(slot);
  }
  return slot;
}

export function addUnit(index: CatalogueIndex, roster: Roster, forceId: string, entryId: string, newId: NewId): { roster: Roster; id?: string } {
  const slot = index.roots.slots.get(entryId);
  if (!slot) return { roster };
  const unit = createSelection(index, slot, newId);
  if (roster.rulesetId && usesPlaceholder(slot)) unit.keywordChoices = {};
  const forces = roster.forces.map((f) => (f.id === forceId ? { ...f, selections: [...f.selections, unit] } : f));
  return { roster: { ...roster, forces }, id: unit.id };
}

function usesPlaceholder(slot: Slot): boolean {
  return [...(slot.entry.factionKeywords ?? []), ...(slot.entry.keywords ?? [])].some((k) => /^<.+>$/.test(k));
}

/** Adds an option under a selection; inside a one-of group it replaces the current choice. */
export function addOption(index: CatalogueIndex, roster: Roster, parentId: string, entryId: string, newId: NewId, replaceInGroup = false): Roster {
  const parentSlot = findSlot(index, roster, parentId);
  if (!parentSlot) return roster;
  const table = index.childrenOf(parentSlot);
  const slot = table.slots.get(entryId);
  if (!slot) return roster;
  const groupId = slot.groupIds[slot.groupIds.length - 1];
  const option = createSelection(index, slot, newId);
  return updateSelection(roster, parentId, (parent) => {
    const existing = parent.selections ?? [];
    const same = existing.find((s) => s.entryId === entryId);
    if (same && slot.entry.type !== "upgrade") {
      return { ...parent, selections: existing.map((s) => (s === same ? { ...s, number: s.number + 1 } : s)) };
    }
    const kept = replaceInGroup && groupId
      ? existing.filter((s) => table.slots.get(s.entryId)?.groupIds.at(-1) !== groupId)
      : existing;
    const sameAfter = kept.find((s) => s.entryId === entryId);
    if (sameAfter) return { ...parent, selections: kept.map((s) => (s === sameAfter ? { ...s, number: s.number + 1 } : s)) };
    return { ...parent, selections: [...kept, option] };
  });
}

export function removeSelection(roster: Roster, id: string): Roster {
  const cleared = updateSelection(roster, id, () => null);
  // A hero joined to the removed unit stays in the army, on its own.
  return clearJoins(cleared, id);
}

function clearJoins(roster: Roster, removedId: string): Roster {
  const visit = (list: Selection[]): Selection[] =>
    list.map((s) => {
      const { joinedTo, ...rest } = s;
      const base = joinedTo === removedId ? rest : s;
      return base.selections ? { ...base, selections: visit(base.selections) } : base;
    });
  return { ...roster, forces: roster.forces.map((f) => ({ ...f, selections: visit(f.selections) })) };
}

export function setNumber(roster: Roster, id: string, number: number): Roster {
  const n = Math.max(0, Math.min(10_000, Math.round(number)));
  return updateSelection(roster, id, (s) => (n === 0 ? null : { ...s, number: n }));
}

export function patchSelection(roster: Roster, id: string, patch: Partial<Omit<Selection, "id" | "selections" | "entryId">>): Roster {
  return updateSelection(roster, id, (s) => {
    const next: Selection = { ...s, ...patch };
    for (const key of Object.keys(patch) as (keyof Selection)[]) if (patch[key as keyof typeof patch] === undefined) delete next[key];
    return next;
  });
}

function copyWithNewIds(selection: Selection, newId: NewId): Selection {
  return { ...selection, id: newId(), selections: selection.selections?.map((s) => copyWithNewIds(s, newId)) };
}

export function duplicateSelection(roster: Roster, id: string, newId: NewId): { roster: Roster; id?: string } {
  const found = findSelection(roster, id);
  if (!found) return { roster };
  const copy = copyWithNewIds(found.selection, newId);
  const insertAfter = (list: Selection[]): Selection[] => list.flatMap((s) => (s.id === id ? [s, copy] : [s]));
  if (!found.parent) {
    const forces = roster.forces.map((f) => (f === found.force ? { ...f, selections: insertAfter(f.selections) } : f));
    return { roster: { ...roster, forces }, id: copy.id };
  }
  const parentId = found.parent.id;
  return { roster: updateSelection(roster, parentId, (p) => ({ ...p, selections: insertAfter(p.selections ?? []) })), id: copy.id };
}

/** Moves a unit up or down within its force, or to the end of another force. */
/**
 * Moves a unit one place (`offset`), past a given unit of its force (`swapWith`: the editor
 * groups units by role, so "up" is the previous unit of the same role), or into another force.
 */
export function moveUnit(roster: Roster, id: string, to: { forceId: string } | { offset: -1 | 1 } | { swapWith: string }): Roster {
  const found = findSelection(roster, id);
  if (!found || found.parent) return roster;
  if ("swapWith" in to) {
    const list = [...found.force.selections];
    const from = list.findIndex((s) => s.id === id);
    const target = list.findIndex((s) => s.id === to.swapWith);
    if (target < 0 || target === from) return roster;
    [list[from], list[target]] = [list[target] as Selection, list[from] as Selection];
    return { ...roster, forces: roster.forces.map((f) => (f === found.force ? { ...f, selections: list } : f)) };
  }
  if ("offset" in to) {
    const list = [...found.force.selections];
    const from = list.findIndex((s) => s.id === id);
    const target = from + to.offset;
    if (target < 0 || target >= list.length) return roster;
    [list[from], list[target]] = [list[target] as Selection, list[from] as Selection];
    return { ...roster, forces: roster.forces.map((f) => (f === found.force ? { ...f, selections: list } : f)) };
  }
  if (to.forceId === found.force.id || !roster.forces.some((f) => f.id === to.forceId)) return roster;
  return {
    ...roster,
    forces: roster.forces.map((f) => {
      if (f === found.force) return { ...f, selections: f.selections.filter((s) => s.id !== id) };
      if (f.id === to.forceId) return { ...f, selections: [...f.selections, found.selection] };
      return f;
    }),
  };
}

export function addForce(roster: Roster, forceEntryId: string, newId: NewId): Roster {
  return { ...roster, forces: [...roster.forces, { id: newId(), forceEntryId, selections: [] }] };
}

export function removeForce(roster: Roster, forceId: string): Roster {
  return { ...roster, forces: roster.forces.filter((f) => f.id !== forceId) };
}

export function toggleSpell(roster: Roster, id: string, spellId: string): Roster {
  return updateSelection(roster, id, (s) => {
    const spells = s.spells ?? [];
    return { ...s, spells: spells.includes(spellId) ? spells.filter((x) => x !== spellId) : [...spells, spellId] };
  });
}

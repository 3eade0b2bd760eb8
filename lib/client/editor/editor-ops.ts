/**
 * Edits the editor needs beyond lib/roster's, built on them: pure, never mutating, each one an
 * undo step. Kept here because they are about how the card offers choices.
 */
import type { CatalogueIndex } from "@/lib/engine";
import type { Roster, Selection } from "@/lib/gamedata/roster-schema";
import { addOption, addUnit, findSelection, findSlot, patchSelection, updateSelection } from "@/lib/roster/roster-ops";
import type { NewId } from "@/lib/roster/create-selection";
import { entriesInGroup } from "./option-tree";
import { scaleModelWargear } from "@/lib/roster/model-wargear";

/** Picks `entryId` in a one-of group: whatever was chosen anywhere in that group goes first. */
export function chooseInGroup(index: CatalogueIndex, roster: Roster, parentId: string, groupId: string, entryId: string | null, newId: NewId): Roster {
  const slot = findSlot(index, roster, parentId);
  if (!slot) return roster;
  const members = entriesInGroup(index, slot, groupId);
  const cleared = updateSelection(roster, parentId, (parent) => ({
    ...parent,
    selections: (parent.selections ?? []).filter((s) => !members.has(s.entryId)),
  }));
  return entryId ? addOption(index, cleared, parentId, entryId, newId) : cleared;
}

/** Takes or drops a may-take option (a checkbox). */
export function toggleOption(index: CatalogueIndex, roster: Roster, parentId: string, entryId: string, on: boolean, newId: NewId): Roster {
  if (on) return addOption(index, roster, parentId, entryId, newId);
  return updateSelection(roster, parentId, (parent) => ({
    ...parent,
    selections: (parent.selections ?? []).filter((s) => s.entryId !== entryId),
  }));
}

/** Sets how many of an option or model a selection holds; 0 removes it. */
export function setChildCount(index: CatalogueIndex, roster: Roster, parentId: string, entryId: string, count: number, newId: NewId): Roster {
  const parent = findSelection(roster, parentId)?.selection;
  if (!parent) return roster;
  const n = Math.max(0, Math.min(10_000, Math.round(count)));
  const existing = parent.selections?.find((s) => s.entryId === entryId);
  if (!existing) return n > 0 ? setChildCount(index, addOption(index, roster, parentId, entryId, newId), parentId, entryId, n, newId) : roster;
  const slot = findSlot(index, roster, existing.id);
  const standard = (entryId: string) => {
    const child = slot ? index.childrenOf(slot).slots.get(entryId) : undefined;
    return !!child?.constraints.some((c) => c.type === "min" && c.field === "selections" && c.scope === "parent" && c.value > 0);
  };
  return updateSelection(roster, parentId, (p) => ({
    ...p,
    selections: (p.selections ?? []).flatMap((s) => (s.id !== existing.id ? [s] : n === 0 ? [] : [slot?.entry.type === "model" ? scaleModelWargear(s, n, standard) : { ...s, number: n }])),
  }));
}

/** Angle-bracket keywords a unit carries (`<CHAPTER>`), from the army book and its entry. */
export function placeholderKeywords(index: CatalogueIndex, entryId: string): string[] {
  const entry = index.roots.slots.get(entryId)?.entry;
  if (!entry) return [];
  const all = [...(index.catalogue.factionKeywords ?? []), ...(entry.factionKeywords ?? []), ...(entry.keywords ?? [])];
  return [...new Set(all.filter((k) => /^<.+>$/.test(k)))];
}

/** Values already chosen for each placeholder in the roster, most used first. */
export function keywordSuggestions(roster: Roster): Map<string, string[]> {
  const counts = new Map<string, Map<string, number>>();
  for (const force of roster.forces) {
    for (const unit of force.selections) {
      for (const [keyword, value] of Object.entries(unit.keywordChoices ?? {})) {
        if (!value.trim()) continue;
        const byValue = counts.get(keyword) ?? new Map<string, number>();
        byValue.set(value, (byValue.get(value) ?? 0) + 1);
        counts.set(keyword, byValue);
      }
    }
  }
  return new Map([...counts].map(([k, byValue]) => [k, [...byValue].sort((a, b) => b[1] - a[1]).map(([v]) => v)]));
}

/**
 * Adds a unit as the player expects: with the army's angle-bracket choices already made where the
 * roster has one (a player picks their Chapter once, not for every squad).
 */
export function addUnitWithChoices(index: CatalogueIndex, roster: Roster, forceId: string, entryId: string, newId: NewId): { roster: Roster; id?: string } {
  const added = addUnit(index, roster, forceId, entryId, newId);
  if (!added.id) return added;
  const suggestions = keywordSuggestions(roster);
  const force = roster.forces.find((f) => f.id === forceId);
  const choices: Record<string, string> = {};
  for (const keyword of placeholderKeywords(index, entryId)) {
    // The detachment's own choice is inherited: the unit needs none of its own.
    if (force?.keywordChoices?.[keyword]?.trim()) continue;
    const value = suggestions.get(keyword)?.[0];
    if (value) choices[keyword] = value;
  }
  if (Object.keys(choices).length === 0) return added;
  return { roster: patchSelection(added.roster, added.id, { keywordChoices: choices }), id: added.id };
}

/** Sets one placeholder keyword on a unit; an empty value clears it. */
export function chooseKeyword(roster: Roster, unitId: string, keyword: string, value: string): Roster {
  return updateSelection(roster, unitId, (unit) => {
    const choices = { ...(unit.keywordChoices ?? {}) };
    const clean = value.trim().toUpperCase();
    if (clean) choices[keyword] = clean;
    else delete choices[keyword];
    return { ...unit, keywordChoices: choices };
  });
}

/** The same choice for every unit that carries the placeholder. */
export function chooseKeywordForAll(index: CatalogueIndex, roster: Roster, keyword: string, value: string): Roster {
  let next = roster;
  for (const force of roster.forces) {
    for (const unit of force.selections) {
      if (placeholderKeywords(index, unit.entryId).includes(keyword)) next = chooseKeyword(next, unit.id, keyword, value);
    }
  }
  return next;
}

/** Angle-bracket keywords the units of a force carry, and those the army book lists values for. */
export function forcePlaceholders(index: CatalogueIndex, roster: Roster, forceId: string): string[] {
  const force = roster.forces.find((f) => f.id === forceId);
  const keywords = new Set(Object.keys(index.catalogue.keywordValues ?? {}));
  for (const unit of force?.selections ?? []) for (const keyword of placeholderKeywords(index, unit.entryId)) keywords.add(keyword);
  return [...keywords];
}

/**
 * The detachment's choice of an angle-bracket keyword (its Chapter). Its units take it: their own
 * choices of that keyword are cleared, so that changing the Chapter changes the whole detachment.
 * `custom` marks a name of the player's own (a successor Chapter) as deliberate.
 */
export function chooseForceKeyword(roster: Roster, forceId: string, keyword: string, value: string, custom = false): Roster {
  const clean = value.trim().toUpperCase();
  return {
    ...roster,
    forces: roster.forces.map((force) => {
      if (force.id !== forceId) return force;
      const keywordChoices = { ...(force.keywordChoices ?? {}) };
      if (clean) keywordChoices[keyword] = clean;
      else delete keywordChoices[keyword];
      const customKeywords = (force.customKeywords ?? []).filter((k) => k !== keyword);
      if (custom && clean) customKeywords.push(keyword);
      const selections = force.selections.map((unit) => {
        if (!unit.keywordChoices || !(keyword in unit.keywordChoices)) return unit;
        const { [keyword]: _inherited, ...own } = unit.keywordChoices;
        return { ...unit, keywordChoices: own };
      });
      return { ...force, keywordChoices, customKeywords, selections };
    }),
  };
}

/** Changes a detachment's type, keeping its units. */
export function changeForceEntry(roster: Roster, forceId: string, forceEntryId: string): Roster {
  return { ...roster, forces: roster.forces.map((f) => (f.id === forceId ? { ...f, forceEntryId } : f)) };
}

/** Every root unit of the roster, in order, with its force id. */
export function listUnits(roster: Roster): { forceId: string; unit: Selection }[] {
  return roster.forces.flatMap((force) => force.selections.map((unit) => ({ forceId: force.id, unit })));
}

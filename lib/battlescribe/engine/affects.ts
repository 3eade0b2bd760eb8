/**
 * New Recruit's `modifier@affects`: a modifier on one selection that changes others, e.g. an
 * enhancement on a model that adds a weapon ability to every melee weapon the model carries.
 * `modifier@scope` says where the path starts (the owner itself when absent); the path then
 * walks to selections and may end at a profile type:
 *
 *   profiles.Unit                                  the start's own profiles of type "Unit"
 *   self.entries.profiles.Ranged Weapons           its direct children's
 *   self.entries.recursive.profiles.Melee Weapons  every selection below it
 *   self.entries.recursive.<id>.profiles.X         every selection below it (or the start) made
 *                                                  from the entry <id> or in the category <id>
 *   <id>.profiles.X                                the same
 *   self.entries.recursive.<id>                    those selections themselves: their
 *                                                  categories, hidden state or annotation
 *
 * The modifiers that reach one selection are applied in the order the data lists them, each
 * seeing what the ones before it left: the 40k 10th edition data first marks random-attack
 * weapons with a hidden category, then changes the weapons that carry it.
 */
import type { Modifier } from "../data-types";
import type { Facts } from "./facts";
import type { ProfileView } from "./info";
import { modifyProfile } from "./info";
import { forEachActiveModifier, modifyBoolean, modifyText } from "./modifiers";
import { resolveScope } from "./queries";
import type { Engine } from "./engine";
import type { EntryNode } from "./entry-nodes";
import type { RosterNode, SelectionNode } from "./roster";
import { walkForces, walkSelections } from "./roster";

type Depth = "self" | "children" | "descendants";
type AffectsPath = { depth: Depth; entryId?: string; profileType?: string };
type ProfilePath = AffectsPath & { profileType: string };

export type Reach = { modifier: Modifier; times: number; start: RosterNode; path: AffectsPath };

/** What `affects` leaves on one selection besides its profiles. */
export type SelectionChange = { categories: string[]; hidden?: boolean; annotation?: string };

function parseSteps(steps: string[]): { depth: Depth; entryId?: string } | undefined {
  if (steps[0] === "self") steps.shift();
  let depth: Depth = "self";
  if (steps[0] === "entries") {
    depth = steps[1] === "recursive" ? "descendants" : "children";
    steps.splice(0, depth === "descendants" ? 2 : 1);
  }
  if (steps.length > 1) return undefined;
  const entryId = steps[0];
  // "<id>..." without "entries": the start or anything below it made from <id>.
  if (entryId && depth === "self") return { depth: "descendants", entryId };
  return { depth, ...(entryId ? { entryId } : {}) };
}

/** The profile part of an `affects` path, or undefined when it does not end at profiles. */
export function parseProfilePath(affects: string): ProfilePath | undefined {
  const at = affects.indexOf("profiles.");
  if (at < 0 || (at > 0 && affects[at - 1] !== ".")) return undefined;
  const profileType = affects.slice(at + "profiles.".length);
  if (!profileType) return undefined;
  const steps = parseSteps(affects.slice(0, at).split(".").filter(Boolean));
  return steps ? { ...steps, profileType } : undefined;
}

/** A path that ends at selections (no `profiles.`), or undefined; "self" alone is the owner. */
export function parseSelectionPath(affects: string): AffectsPath | undefined {
  if (affects === "self" || affects.includes("profiles.")) return undefined;
  const steps = affects.split(".").filter(Boolean);
  if (steps.length === 0 || steps.some((s) => s.includes(" "))) return undefined;
  return parseSteps(steps);
}

function isBelow(node: SelectionNode, start: RosterNode, directly: boolean): boolean {
  let current: RosterNode | undefined = node.parent;
  while (current) {
    if (current === start) return true;
    if (directly) return false;
    current = current.kind === "roster" ? undefined : current.parent;
  }
  return false;
}

/** Whether a modifier that changes categories would reach one more selection of an entry under `parent`. */
export function reachesEntry(reach: Reach, node: EntryNode, parent: RosterNode, categories: readonly string[]): boolean {
  const { path, start } = reach;
  if (path.profileType !== undefined) return false;
  if (path.entryId && !node.matchIds.includes(path.entryId) && !categories.includes(path.entryId)) return false;
  if (path.depth === "self") return false;
  for (let at: RosterNode | undefined = parent; at; at = at.kind === "roster" ? undefined : at.kind === "category" ? at.force : at.parent) {
    if (at === start) return true;
    if (path.depth === "children") return false;
  }
  return false;
}

function reaches(reach: Reach, selection: SelectionNode, categories: readonly string[]): boolean {
  const { path, start } = reach;
  // The id may name an entry or a category (the 10e data writes "...<Character>.profiles.Unit").
  if (path.entryId && !selection.node.matchIds.includes(path.entryId) && !categories.includes(path.entryId)) return false;
  if (path.depth === "self") return selection === start;
  if (path.depth === "children") return isBelow(selection, start, true);
  // "descendants" with an entry id also takes the start itself when it is made from that id.
  return isBelow(selection, start, false) || (path.entryId !== undefined && selection === start);
}

/** Every active modifier of the roster that changes other selections or their profiles, in data order. */
export function collectReach(engine: Engine, facts: Facts): Reach[] {
  const found: Reach[] = [];
  for (const force of walkForces(engine.roster.forces)) {
    for (const owner of walkSelections(force.selections)) {
      const { modifiers, modifierGroups } = owner.node;
      if (!modifiers.some((m) => m.affects) && !modifierGroups.length) continue;
      forEachActiveModifier(owner, modifiers, modifierGroups, facts, (modifier, times) => {
        if (!modifier.affects || modifier.affects === "self") return;
        const path = parseProfilePath(modifier.affects) ?? parseSelectionPath(modifier.affects);
        if (!path) return;
        const start = modifier.scope ? resolveScope(owner, modifier.scope, facts) : owner;
        if (!start || start.kind === "virtual" || start.kind === "catalogue") return;
        found.push({ modifier, times, start, path });
      });
    }
  }
  return found;
}

function profileMatches(profile: ProfileView, type: string): boolean {
  return profile.typeName === type || profile.typeId === type || profile.name === type;
}

export function changeCategories(categories: string[], modifier: Modifier): string[] {
  const id = modifier.value;
  if (modifier.type === "add" || modifier.type === "set-primary") return categories.includes(id) ? categories : [...categories, id];
  if (modifier.type === "remove") return categories.filter((c) => c !== id);
  return categories;
}

/**
 * Applies what reaches this selection, in data order, to its profiles (already modified by their
 * own modifiers) and to its categories, hidden state and annotation, which it returns.
 */
export function applyReach(reach: readonly Reach[], selection: SelectionNode, profiles: ProfileView[], base: SelectionChange, numbersInText = false): SelectionChange {
  let { categories, hidden, annotation } = base;
  for (const r of reach) {
    if (!reaches(r, selection, categories)) continue;
    const { modifier, times, path } = r;
    if (path.profileType !== undefined) {
      for (const profile of profiles) if (profileMatches(profile, path.profileType)) modifyProfile(profile, modifier, times, numbersInText);
    } else if (modifier.field === "category") {
      categories = changeCategories(categories, modifier);
    } else if (modifier.field === "hidden") {
      hidden = modifyBoolean(hidden ?? false, modifier);
    } else if (modifier.field === "annotation") {
      annotation = modifyText(annotation ?? "", modifier, times) || undefined;
    }
  }
  return { categories, ...(hidden === undefined ? {} : { hidden }), ...(annotation === undefined ? {} : { annotation }) };
}

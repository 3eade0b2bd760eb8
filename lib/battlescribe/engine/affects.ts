/**
 * New Recruit's `modifier@affects`: a modifier on one selection that changes the profiles of
 * others, e.g. an enhancement on a model that adds a weapon ability to every melee weapon the
 * model carries. `modifier@scope` says where the path starts (the owner itself when absent);
 * the path then walks to selections and names a profile type:
 *
 *   profiles.Unit                                  the start's own profiles of type "Unit"
 *   self.entries.profiles.Ranged Weapons           its direct children's
 *   self.entries.recursive.profiles.Melee Weapons  every selection below it
 *   self.entries.recursive.<id>.profiles.X         every selection below it (or the start) made
 *                                                  from the entry <id> or in the category <id>
 *   <id>.profiles.X                                the same
 *
 * Paths that end at selections rather than profiles (changing their categories or hidden
 * state) are not applied yet; docs/catalogue-model.md records this.
 */
import type { Modifier } from "../data-types";
import type { Facts } from "./facts";
import type { ProfileView } from "./info";
import { modifyProfile } from "./info";
import { forEachActiveModifier } from "./modifiers";
import { resolveScope } from "./queries";
import type { Engine } from "./engine";
import type { RosterNode, SelectionNode } from "./roster";
import { walkForces, walkSelections } from "./roster";

type ProfilePath = { depth: "self" | "children" | "descendants"; entryId?: string; profileType: string };

type Reach = { modifier: Modifier; times: number; start: RosterNode; path: ProfilePath; isMadeFrom: (selection: SelectionNode, id: string) => boolean };

/** The profile part of an `affects` path, or undefined when it does not end at profiles. */
export function parseProfilePath(affects: string): ProfilePath | undefined {
  const at = affects.indexOf("profiles.");
  if (at < 0 || (at > 0 && affects[at - 1] !== ".")) return undefined;
  const profileType = affects.slice(at + "profiles.".length);
  if (!profileType) return undefined;
  const steps = affects.slice(0, at).split(".").filter(Boolean);
  if (steps[0] === "self") steps.shift();
  let depth: ProfilePath["depth"] = "self";
  if (steps[0] === "entries") {
    depth = steps[1] === "recursive" ? "descendants" : "children";
    steps.splice(0, depth === "descendants" ? 2 : 1);
  }
  if (steps.length > 1) return undefined;
  const entryId = steps[0];
  // "<id>.profiles.X" without "entries": the start or anything below it made from <id>.
  if (entryId && depth === "self") return { depth: "descendants", entryId, profileType };
  return { depth, ...(entryId ? { entryId } : {}), profileType };
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

function reaches(reach: Reach, selection: SelectionNode): boolean {
  const { path, start } = reach;
  // The id may name an entry or a category (the 10e data writes "...<Character>.profiles.Unit").
  if (path.entryId && !reach.isMadeFrom(selection, path.entryId)) return false;
  if (path.depth === "self") return selection === start;
  if (path.depth === "children") return isBelow(selection, start, true);
  // "descendants" with an entry id also takes the start itself when it is made from that id.
  return isBelow(selection, start, false) || (path.entryId !== undefined && selection === start);
}

/** Every active modifier of the roster that changes other selections' profiles. */
export function collectProfileReach(engine: Engine, facts: Facts): Reach[] {
  const found: Reach[] = [];
  const isMadeFrom = (selection: SelectionNode, id: string) => selection.node.matchIds.includes(id) || facts.categoriesOf(selection).includes(id);
  for (const force of walkForces(engine.roster.forces)) {
    for (const owner of walkSelections(force.selections)) {
      const { modifiers, modifierGroups } = owner.node;
      if (!modifiers.some((m) => m.affects) && !modifierGroups.length) continue;
      forEachActiveModifier(owner, modifiers, modifierGroups, facts, (modifier, times) => {
        if (!modifier.affects || modifier.affects === "self") return;
        const path = parseProfilePath(modifier.affects);
        if (!path) return;
        const start = modifier.scope ? resolveScope(owner, modifier.scope, facts) : owner;
        if (!start || start.kind === "virtual" || start.kind === "catalogue") return;
        found.push({ modifier, times, start, path, isMadeFrom });
      });
    }
  }
  return found;
}

function profileMatches(profile: ProfileView, type: string): boolean {
  return profile.typeName === type || profile.typeId === type || profile.name === type;
}

/** Applies what reaches this selection to its profiles (already modified by their own modifiers). */
export function applyProfileReach(reach: readonly Reach[], selection: SelectionNode, profiles: ProfileView[]): void {
  for (const r of reach) {
    if (!reaches(r, selection)) continue;
    for (const profile of profiles) {
      if (!profileMatches(profile, r.path.profileType)) continue;
      modifyProfile(profile, r.modifier, r.times);
    }
  }
}

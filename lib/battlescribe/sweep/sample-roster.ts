/**
 * The sweep's check that a game system builds (`npm run data:sweep`): for one catalogue, a
 * roster is made through the engine as a player would start one: a force of the first force
 * entry that offers units, then each of the catalogue's first five units added where they are
 * offered, in the force itself or in a child force it may hold (Age of Sigmar 4th adds units to
 * its "Regiment" forces). What could not be done is said, never thrown.
 */
import type { DataSet, ForceEntry } from "../data-types";
import { addChildForce, addForce, selectEntry } from "../engine/actions";
import { availableEntries } from "../engine/available";
import { createRoster, type Engine } from "../engine/engine";
import type { ForceNode } from "../engine/roster";
import { snapshotRoster } from "../engine/snapshot";
import { isBlocking } from "../engine/validate";

export type SampleRoster = {
  catalogueId: string;
  catalogue: string;
  force?: string;
  /** Units added, by name. */
  units: string[];
  /** Why fewer than five units were added, when it was not because the catalogue has fewer. */
  problem?: string;
  /** Errors the roster has once built (a five-unit start is rarely legal). */
  errors: number;
  points: number;
};

const UNITS_WANTED = 5;
/** Child forces tried per force: the first ones the force entry offers. */
const CHILD_FORCES_TRIED = 3;

function topForceEntries(data: DataSet, catalogueId: string): ForceEntry[] {
  const catalogue = data.catalogues.find((c) => c.id === catalogueId);
  return [...(data.gameSystem.forceEntries ?? []), ...(catalogue?.forceEntries ?? [])].filter((f) => !f.hidden);
}

/**
 * The units a force offers: its root entries of type unit, else of type model; data that types
 * everything "upgrade" (Middle-earth's warbands, Blood Bowl's players) offers its root entries.
 */
function unitsOffered(engine: Engine, force: ForceNode): { id: string; name: string }[] {
  const entries = availableEntries(engine, force);
  const units = entries.filter((e) => e.node.type === "unit");
  const models = entries.filter((e) => e.node.type === "model");
  const chosen = units.length > 0 ? units : models.length > 0 ? models : entries;
  return chosen.map((e) => ({ id: e.node.id, name: e.name }));
}

/** A fresh roster on an engine that already holds the data (its index and entry tree are shared). */
function freshEngine(base: Engine): Engine {
  const roster = createRoster(base.index.data, "Sweep");
  roster.id = base.newId();
  return { ...base, roster, seq: 0 };
}

export function buildSampleRoster(base: Engine, catalogueId: string): SampleRoster {
  const data = base.index.data;
  const catalogue = data.catalogues.find((c) => c.id === catalogueId);
  const result: SampleRoster = { catalogueId, catalogue: catalogue?.name ?? catalogueId, units: [], errors: 0, points: 0 };
  const problems: string[] = [];
  for (const forceEntry of topForceEntries(data, catalogueId)) {
    const engine = freshEngine(base);
    try {
      const { forceId } = addForce(engine, forceEntry.id, catalogueId);
      const force = engine.roster.forces.find((f) => f.id === forceId) as ForceNode;
      const places: ForceNode[] = [force];
      const seen = new Set<string>();
      const picks: { force: ForceNode; id: string; name: string }[] = [];
      const take = (where: ForceNode) => {
        for (const unit of unitsOffered(engine, where)) {
          if (picks.length >= UNITS_WANTED || seen.has(unit.name)) continue;
          seen.add(unit.name);
          picks.push({ force: where, ...unit });
        }
      };
      take(force);
      for (const child of (forceEntry.forceEntries ?? []).filter((f) => !f.hidden).slice(0, CHILD_FORCES_TRIED)) {
        if (picks.length >= UNITS_WANTED) break;
        const { forceId: childId } = addChildForce(engine, force.id, child.id);
        const childForce = force.forces.find((f) => f.id === childId) as ForceNode;
        places.push(childForce);
        take(childForce);
      }
      if (picks.length === 0) {
        problems.push(`${forceEntry.name}: no units offered`);
        continue;
      }
      for (const pick of picks) {
        selectEntry(engine, pick.force.id, pick.id);
        result.units.push(pick.name);
      }
      const snapshot = snapshotRoster(engine);
      result.force = forceEntry.name;
      result.errors = snapshot.errors.filter(isBlocking).length;
      result.points = snapshot.costs.find((c) => !c.hidden)?.value ?? 0;
      return result;
    } catch (error) {
      problems.push(`${forceEntry.name}: ${error instanceof Error ? error.message : String(error)}`);
      result.units = [];
    }
  }
  result.problem = problems.length > 0 ? problems.join("; ") : "no force entry to add";
  return result;
}

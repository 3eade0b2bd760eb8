/** Checks that every id a catalogue refers to exists. Pure. */
import type { Catalogue, Constraint, GameSystem, Modifier } from "./catalogue-schema";
import type { SchemaProblem } from "./format-issues";
import { walkDefinitions } from "./walk-entries";

const MODIFIER_FIELDS = new Set(["hidden", "name"]);

export function findReferenceProblems(system: GameSystem, catalogue: Catalogue): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const costTypes = new Set(system.costTypes.map((c) => c.id));
  const categories = new Set(system.categories.map((c) => c.id));
  const profileTypes = new Map(system.profileTypes.map((p) => [p.id, new Set(p.characteristics.map((c) => c.id))]));
  const spellLists = new Set([...(system.spellLists ?? []), ...(catalogue.spellLists ?? [])].map((s) => s.id));
  const rules = new Set([...(system.sharedRules ?? []), ...(catalogue.sharedRules ?? [])].map((r) => r.id));
  const entries = new Map<string, string>();
  const groups = new Set<string>();
  const ids = new Map<string, string>();

  for (const file of [system, catalogue]) {
    for (const visit of walkDefinitions(file)) {
      const where = file === system ? `(game system) ${visit.path}` : visit.path;
      const seen = ids.get(visit.node.id);
      if (seen) problems.push({ path: where, message: `id "${visit.node.id}" is already used at ${seen}` });
      ids.set(visit.node.id, where);
      if (visit.kind === "entry") entries.set(visit.node.id, visit.node.type);
      if (visit.kind === "group") groups.add(visit.node.id);
    }
  }
  const known = (id: string) => entries.has(id) || groups.has(id) || categories.has(id);
  const checkField = (field: string, path: string) => {
    const costField = field.startsWith("limit:") ? field.slice(6) : field;
    if (field === "selections" || field === "models" || costTypes.has(costField)) return;
    problems.push({ path, message: `field "${field}" is not selections, models or a cost type` });
  };
  const checkConstraints = (constraints: Constraint[] | undefined, path: string) =>
    (constraints ?? []).forEach((c, i) => {
      checkField(c.field, `${path}.constraints[${i}].field`);
      if (c.childId && !known(c.childId)) {
        problems.push({ path: `${path}.constraints[${i}].childId`, message: `unknown entry or category "${c.childId}"` });
      }
    });
  const checkModifiers = (modifiers: Modifier[] | undefined, constraints: Constraint[] | undefined, path: string) =>
    (modifiers ?? []).forEach((m, i) => {
      const isConstraint = (constraints ?? []).some((c) => c.id === m.field);
      if (!MODIFIER_FIELDS.has(m.field) && !costTypes.has(m.field) && !isConstraint) {
        problems.push({ path: `${path}.modifiers[${i}].field`, message: `"${m.field}" is not a cost type, constraint id, hidden or name` });
      }
      (m.conditions ?? []).forEach((c, j) => {
        checkField(c.field, `${path}.modifiers[${i}].conditions[${j}].field`);
        if (c.childId && !known(c.childId)) {
          problems.push({ path: `${path}.modifiers[${i}].conditions[${j}].childId`, message: `unknown entry or category "${c.childId}"` });
        }
      });
    });

  checkConstraints(catalogue.constraints, "(catalogue)");
  checkModifiers(catalogue.modifiers, catalogue.constraints, "(catalogue)");
  for (const visit of walkDefinitions(catalogue)) {
    const { node, path } = visit;
    checkConstraints(node.constraints, path);
    checkModifiers(node.modifiers, node.constraints, path);
    if (visit.kind === "link") {
      const target = visit.node.type === "selectionEntry" ? entries.has(visit.node.targetId) : groups.has(visit.node.targetId);
      if (!target) problems.push({ path: `${path}.targetId`, message: `no shared ${visit.node.type} "${visit.node.targetId}"` });
    }
    if (visit.kind === "group" && visit.node.defaultEntryId && !entries.has(visit.node.defaultEntryId)) {
      problems.push({ path: `${path}.defaultEntryId`, message: `unknown entry "${visit.node.defaultEntryId}"` });
    }
    if (visit.kind !== "entry" && visit.kind !== "link") continue;
    for (const [i, link] of (visit.node.categoryLinks ?? []).entries()) {
      if (!categories.has(link.categoryId)) problems.push({ path: `${path}.categoryLinks[${i}].categoryId`, message: `unknown category "${link.categoryId}"` });
    }
    if (visit.kind !== "entry") continue;
    const entry = visit.node;
    for (const [i, cost] of (entry.costs ?? []).entries()) {
      if (!costTypes.has(cost.typeId)) problems.push({ path: `${path}.costs[${i}].typeId`, message: `unknown cost type "${cost.typeId}"` });
    }
    for (const [i, profile] of (entry.profiles ?? []).entries()) {
      const characteristics = profileTypes.get(profile.typeId);
      if (!characteristics) {
        problems.push({ path: `${path}.profiles[${i}].typeId`, message: `unknown profile type "${profile.typeId}"` });
        continue;
      }
      for (const key of Object.keys(profile.characteristics)) {
        if (!characteristics.has(key)) problems.push({ path: `${path}.profiles[${i}].characteristics.${key}`, message: `not a characteristic of "${profile.typeId}"` });
      }
    }
    for (const [i, ruleId] of (entry.ruleLinks ?? []).entries()) {
      if (!rules.has(ruleId)) problems.push({ path: `${path}.ruleLinks[${i}]`, message: `unknown shared rule "${ruleId}"` });
    }
    for (const [i, pathId] of (entry.wizard?.paths ?? []).entries()) {
      if (!spellLists.has(pathId)) problems.push({ path: `${path}.wizard.paths[${i}]`, message: `unknown spell list "${pathId}"` });
    }
  }
  return problems;
}

/** Checks the game system's own references: force entries, rulesets, roster constraints. */
export function findSystemReferenceProblems(system: GameSystem): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const categories = new Set(system.categories.map((c) => c.id));
  const forces = new Set(system.forceEntries.map((f) => f.id));
  const costTypes = new Set(system.costTypes.map((c) => c.id));
  system.forceEntries.forEach((force, i) => {
    force.categoryLinks.forEach((link, j) => {
      if (!categories.has(link.categoryId)) problems.push({ path: `forceEntries[${i}].categoryLinks[${j}].categoryId`, message: `unknown category "${link.categoryId}"` });
    });
    (force.costs ?? []).forEach((cost, j) => {
      if (!costTypes.has(cost.typeId)) problems.push({ path: `forceEntries[${i}].costs[${j}].typeId`, message: `unknown cost type "${cost.typeId}"` });
    });
  });
  system.rulesets.forEach((ruleset, i) => {
    (ruleset.forceEntryIds ?? []).forEach((id, j) => {
      if (!forces.has(id)) problems.push({ path: `rulesets[${i}].forceEntryIds[${j}]`, message: `unknown force entry "${id}"` });
    });
    (ruleset.battleSizes ?? []).forEach((size, j) => {
      (size.forceEntryIds ?? []).forEach((id, k) => {
        if (!forces.has(id)) problems.push({ path: `rulesets[${i}].battleSizes[${j}].forceEntryIds[${k}]`, message: `unknown force entry "${id}"` });
      });
      for (const key of [...Object.keys(size.limits), ...Object.keys(size.starting ?? {})]) {
        if (!costTypes.has(key)) problems.push({ path: `rulesets[${i}].battleSizes[${j}]`, message: `unknown cost type "${key}"` });
      }
    });
  });
  return problems;
}

import type { AdapterDeps, AdapterSession } from "../adapter/handle-command";
import { handleCommand } from "../adapter/handle-command";
import { BASE_CATALOGUE, BASE_GAME_SYSTEM } from "./base-data";
import type { Expectation, Fixture, SelectionExpectation } from "./fixture-schema";

// Protocol responses are JSON read field by field, as the spec runner reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/**
 * Plays a fixture through the protocol handler exactly as the spec runner would and returns
 * every difference from what it expects (empty when the fixture passes).
 */
export function runFixture(fixture: Fixture, deps: AdapterDeps): string[] {
  let counter = 0;
  const session: AdapterSession = { newId: () => `n${++counter}` };
  const send = (command: Json) => handleCommand(session, deps, command) as Json;
  const outputs: Record<string, Json> = {};
  const failures: string[] = [];
  const setup = send({
    type: "setup",
    gameSystem: { ...BASE_GAME_SYSTEM, ...(fixture.gameSystem ?? {}) },
    catalogues: fixture.catalogues ?? [{ ...BASE_CATALOGUE, ...(fixture.catalogue ?? {}) }],
  });
  if (setup.type !== "setupResult" || setup.errors.length > 0) return [`setup failed: ${JSON.stringify(setup)}`];

  // As the spec runner flattens `outputs` onto `steps.<id>`: every value named is one id.
  const resolve = (text: string): string =>
    text.replace(/\$\{([^}]+)\}/g, (_, ref: string) => {
      const match = /^([\w-]+)\.(forceId|selectionId|selections)(?:\.(.+))?$/.exec(ref);
      if (!match) throw new Error(`bad reference ${ref}`);
      const [, stepId, field, key] = match;
      const value = outputs[stepId as string]?.[field as string];
      const picked = key ? value?.[key] : value;
      if (typeof picked !== "string") throw new Error(`reference ${ref} names no id (step outputs: ${JSON.stringify(outputs[stepId as string])})`);
      return picked;
    });

  fixture.steps.forEach((step, i) => {
    const where = `step ${i + 1}`;
    try {
      if ("expect" in step) {
        const state = send({ type: "getState" });
        failures.push(...checkExpectation(step.expect as Expectation, state, resolve).map((f) => `${where}: ${f}`));
        return;
      }
      const { id, fails, outputs: expectedOutputs, ...action } = step as Json;
      const command = JSON.parse(JSON.stringify(action), (_key, value) => (typeof value === "string" ? resolve(value) : value));
      const result = send({ type: "action", ...command });
      if (fails) {
        if (result.ok !== false) failures.push(`${where}: ${action.action} should have been refused`);
        return;
      }
      if (result.ok !== true) {
        failures.push(`${where}: ${action.action} failed: ${result.error ?? JSON.stringify(result)}`);
        return;
      }
      if (id) outputs[id] = result.outputs ?? {};
      for (const [key, made] of Object.entries(expectedOutputs ?? {})) {
        const got = result.outputs?.selections?.[key];
        if (got !== undefined && typeof got !== "string") failures.push(`${where}: selections.${key} should be one selection id, got ${JSON.stringify(got)}`);
        else if ((got !== undefined) !== Boolean(made)) failures.push(`${where}: expected ${made ? "a selection" : "no selection"} made for ${key}, got ${got ?? "none"}`);
      }
    } catch (error) {
      failures.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return failures;
}

function costsOf(list: Json[]): Record<string, number> {
  return Object.fromEntries(list.map((c) => [c.typeId, c.value]));
}

/** Exact, as the spec runner compares decimals: 0.30000000000000004 is not 0.3. */
function checkCosts(label: string, expected: Record<string, number>, actual: Json[]): string[] {
  const got = costsOf(actual);
  return Object.entries(expected)
    .filter(([typeId, value]) => got[typeId] !== value)
    .map(([typeId, value]) => `${label} ${typeId}: expected ${value}, got ${got[typeId]}`);
}

function checkSelections(path: string, expected: SelectionExpectation[], actual: Json[]): string[] {
  const failures: string[] = [];
  const names = (list: { name?: string }[]) => list.map((s) => s.name).join(", ");
  if (expected.length !== actual.length) {
    return [`${path}: expected [${names(expected)}], got [${names(actual)}]`];
  }
  expected.forEach((want, i) => {
    const got = actual[i] as Json;
    const here = `${path}/${want.name}`;
    if (got.name !== want.name) failures.push(`${path}[${i}]: expected ${want.name}, got ${got.name}`);
    for (const key of ["entryId", "entryGroupId", "publicationName", "number", "hidden", "type"] as const) {
      if (want[key] !== undefined && got[key] !== want[key]) failures.push(`${here} ${key}: expected ${want[key]}, got ${got[key]}`);
    }
    if (want.costs) {
      // A selection lists the cost types its entry gives it, no others.
      const listed = (got.costs as Json[]).map((c) => c.typeId).sort().join(", ");
      if (listed !== Object.keys(want.costs).sort().join(", ")) failures.push(`${here} cost types: expected [${Object.keys(want.costs).sort().join(", ")}], got [${listed}]`);
      failures.push(...checkCosts(`${here} cost`, want.costs, got.costs));
    }
    if (want.categories) {
      const ids = (got.categories as Json[]).map((c) => c.entryId).sort();
      if (JSON.stringify(ids) !== JSON.stringify([...want.categories].sort())) failures.push(`${here} categories: expected ${want.categories}, got ${ids}`);
    }
    if (want.categoryNames) {
      const names = (got.categories as Json[]).map((c) => c.name).join(", ");
      if (names !== want.categoryNames.join(", ")) failures.push(`${here} category names: expected [${want.categoryNames.join(", ")}], got [${names}]`);
    }
    if (want.primaryCategory !== undefined) {
      const primary = (got.categories as Json[]).find((c) => c.primary)?.entryId;
      if (primary !== want.primaryCategory) failures.push(`${here} primary category: expected ${want.primaryCategory}, got ${primary}`);
    }
    // The profiles and rules listed are all the selection has: hidden ones are not state.
    const namesOf = (list: Json[] | undefined) => (list ?? []).map((x) => x.name).join(", ");
    if (want.profiles && namesOf(want.profiles) !== namesOf(got.profiles)) failures.push(`${here} profiles: expected [${namesOf(want.profiles)}], got [${namesOf(got.profiles)}]`);
    if (want.rules && namesOf(want.rules) !== namesOf(got.rules)) failures.push(`${here} rules: expected [${namesOf(want.rules)}], got [${namesOf(got.rules)}]`);
    for (const profile of want.profiles ?? []) {
      const found = (got.profiles as Json[]).find((p) => p.name === profile.name);
      if (!found) {
        failures.push(`${here}: no profile ${profile.name}`);
        continue;
      }
      if (profile.hidden !== undefined && found.hidden !== profile.hidden) failures.push(`${here} profile ${profile.name} hidden: expected ${profile.hidden}`);
      for (const [name, value] of Object.entries(profile.characteristics ?? {})) {
        const c = (found.characteristics as Json[]).find((x) => x.name === name);
        if (c?.value !== value) failures.push(`${here} profile ${profile.name} ${name}: expected ${value}, got ${c?.value}`);
      }
    }
    for (const rule of want.rules ?? []) {
      const found = (got.rules as Json[]).find((r) => r.name === rule.name);
      if (!found) failures.push(`${here}: no rule ${rule.name}`);
      else if (rule.hidden !== undefined && found.hidden !== rule.hidden) failures.push(`${here} rule ${rule.name} hidden: expected ${rule.hidden}`);
      else if (rule.description !== undefined && found.description !== rule.description) failures.push(`${here} rule ${rule.name} description: expected ${rule.description}, got ${found.description}`);
    }
    if (want.associations) {
      const names = ((got.associations ?? []) as Json[]).map((a) => a.name);
      if (JSON.stringify(names) !== JSON.stringify(want.associations)) failures.push(`${here} associations: expected ${want.associations}, got ${names}`);
    }
    if (want.children) failures.push(...checkSelections(here, want.children, got.children));
  });
  return failures;
}

function checkErrors(expected: NonNullable<Expectation["errors"]>, actual: Json[], resolve: (s: string) => string): string[] {
  const remaining = [...actual];
  const failures: string[] = [];
  for (const want of expected) {
    // `on` names the node by its id (a step's output) or, as the spec runner reads it, by its entry id.
    const named = resolve(want.on);
    const space = named.indexOf(" ");
    const on = space < 0 ? [named] : [named.slice(0, space), named.slice(space + 1)];
    const [entryId, constraintId] = [want.from.slice(0, want.from.lastIndexOf("/")), want.from.slice(want.from.lastIndexOf("/") + 1)];
    const at = remaining.findIndex(
      (e) =>
        e.ownerType === on[0] &&
        (on[0] === "roster" || e.ownerId === on[1] || e.ownerEntryId === on[1]) &&
        e.entryId === entryId &&
        e.constraintId === constraintId &&
        (!want.messageContains || String(e.message).toLowerCase().includes(want.messageContains.toLowerCase())),
    );
    if (at < 0) failures.push(`missing error on ${resolve(want.on)} from ${want.from}${want.messageContains ? ` ("${want.messageContains}")` : ""}`);
    else remaining.splice(at, 1);
  }
  for (const extra of remaining) failures.push(`unexpected error: ${extra.message} [${extra.ownerType} ${extra.ownerEntryId ?? ""} from ${extra.entryId}/${extra.constraintId}]`);
  return failures;
}

export function checkExpectation(expected: Expectation, state: Json, resolve: (s: string) => string): string[] {
  const failures: string[] = [];
  for (const key of ["name", "gameSystemId", "gameSystemName"] as const) {
    if (expected[key] !== undefined && state[key] !== expected[key]) failures.push(`roster ${key}: expected ${expected[key]}, got ${state[key]}`);
  }
  if (expected.costs) failures.push(...checkCosts("roster cost", expected.costs, state.costs));
  if (expected.costLimits) failures.push(...checkCosts("cost limit", expected.costLimits, state.costLimits ?? []));
  const errors = state.validationErrors as Json[];
  if (expected.errors) failures.push(...checkErrors(expected.errors, errors, resolve));
  else if (expected.errorCount !== undefined) {
    if (errors.length !== expected.errorCount) failures.push(`expected ${expected.errorCount} errors, got ${errors.length}: ${errors.map((e) => e.message).join(" | ")}`);
  } else if (errors.length > 0) {
    // As the spec runner does: no error assertion means no errors.
    failures.push(...errors.map((e) => `unexpected error: ${e.message} [${e.ownerType} ${e.ownerEntryId ?? ""} from ${e.entryId}/${e.constraintId}]`));
  }
  const forces = state.forces as Json[];
  if (expected.forces) {
    const got = forces.map((f) => f.name).join(", ");
    const want = expected.forces.map((f) => f.name).join(", ");
    if (got !== want) failures.push(`forces: expected [${want}], got [${got}]`);
    expected.forces.forEach((f, i) => {
      const force = forces[i];
      if (f.childForces !== undefined && force?.childForces.length !== f.childForces) failures.push(`force ${f.name}: expected ${f.childForces} child forces, got ${force?.childForces.length}`);
      const childNames = ((force?.childForces ?? []) as Json[]).map((c) => c.name).join(", ");
      const rules = ((force?.rules ?? []) as Json[]).map((r) => r.name).join(", ");
      if (f.rules && rules !== f.rules.join(", ")) failures.push(`force ${f.name}: expected rules [${f.rules.join(", ")}], got [${rules}]`);
      if (f.childForceNames && childNames !== f.childForceNames.join(", ")) failures.push(`force ${f.name}: expected child forces [${f.childForceNames.join(", ")}], got [${childNames}]`);
      if (f.selections !== undefined && force?.selections.length !== f.selections) failures.push(`force ${f.name}: expected ${f.selections} selections, got ${force?.selections.length}`);
    });
  }
  const force = forces[expected.force ?? 0];
  if (expected.selections) failures.push(...checkSelections("force", expected.selections, force?.selections ?? []));
  if (expected.categories) {
    const got = (force?.categories as Json[] | undefined)?.map((c) => c.entryId) ?? [];
    if (JSON.stringify(got) !== JSON.stringify(expected.categories)) failures.push(`force categories: expected ${expected.categories}, got ${got}`);
  }
  return failures;
}

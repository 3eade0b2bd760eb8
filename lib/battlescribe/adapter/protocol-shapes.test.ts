import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadRosterXml } from "../ros/read-roster";
import { writeRosterXml } from "../ros/write-roster";
import type { AdapterDeps, AdapterSession } from "./handle-command";
import { handleCommand } from "./handle-command";

/**
 * Every response checked against the shapes WarHub/battlescribe-spec documents for protocol
 * v1.1 (`docs/adapter-protocol.md`, `docs/protocol-schema.json`), written out here as strict
 * schemas: a field the document does not name, or a value of another type, fails.
 */
const id = z.string().min(1);
const corrId = { corrId: z.number().int().optional() };

/** "Action outputs": which output each action returns, `selections` a map of entry id to ONE selection id. */
const selections = z.record(z.string(), id);
const outputsByAction = {
  addForce: z.strictObject({ forceId: id, selections: selections.optional() }),
  addChildForce: z.strictObject({ forceId: id, selections: selections.optional() }),
  selectEntry: z.strictObject({ selectionId: id, selections: selections.optional() }),
  selectChildEntry: z.strictObject({ selectionId: id, selections: selections.optional() }),
  duplicateSelection: z.strictObject({ selectionId: id }),
  duplicateForce: z.strictObject({ forceId: id }),
} as const;

const actionResult = z.strictObject({ type: z.literal("actionResult"), ok: z.boolean(), error: z.string().optional(), outputs: z.unknown().optional(), ...corrId });

const costState = z.strictObject({ name: z.string(), typeId: z.string(), value: z.number(), hidden: z.boolean().optional() });
const characteristicState = z.strictObject({ name: z.string(), typeId: z.string().optional(), value: z.string() });
const profileState = z.strictObject({
  name: z.string(),
  typeId: z.string().optional(),
  typeName: z.string().optional(),
  hidden: z.boolean(),
  page: z.string().optional(),
  publicationId: z.string().optional(),
  characteristics: z.array(characteristicState),
});
const ruleState = z.strictObject({ name: z.string(), description: z.string(), hidden: z.boolean(), page: z.string().optional(), publicationId: z.string().optional() });
const categoryState = z.strictObject({
  name: z.string(),
  entryId: z.string().optional(),
  primary: z.boolean(),
  publicationId: z.string().optional(),
  page: z.string().optional(),
  customName: z.string().optional(),
  customNotes: z.string().optional(),
  profiles: z.array(profileState).optional(),
  rules: z.array(ruleState).optional(),
});
type SelectionState = { children: SelectionState[] } & Record<string, unknown>;
const selectionState: z.ZodType<SelectionState> = z.lazy(() =>
  z.strictObject({
    id: z.string().optional(),
    name: z.string(),
    entryId: z.string().optional(),
    type: z.string().optional(),
    number: z.number().int(),
    hidden: z.boolean(),
    page: z.string().optional(),
    publicationId: z.string().optional(),
    publicationName: z.string().optional(),
    entryGroupId: z.string().optional(),
    customName: z.string().optional(),
    customNotes: z.string().optional(),
    costs: z.array(costState),
    children: z.array(selectionState),
    profiles: z.array(profileState).optional(),
    rules: z.array(ruleState).optional(),
    categories: z.array(categoryState).optional(),
  }),
);
type ForceState = { childForces?: ForceState[] } & Record<string, unknown>;
const forceState: z.ZodType<ForceState> = z.lazy(() =>
  z.strictObject({
    id: z.string().optional(),
    name: z.string(),
    catalogueId: z.string().optional(),
    catalogueName: z.string().optional(),
    entryId: z.string().optional(),
    hidden: z.boolean().optional(),
    page: z.string().optional(),
    publicationId: z.string().optional(),
    customName: z.string().optional(),
    customNotes: z.string().optional(),
    availableEntryCount: z.number().int().optional(),
    selections: z.array(selectionState),
    childForces: z.array(forceState).optional(),
    profiles: z.array(profileState).optional(),
    rules: z.array(ruleState).optional(),
    categories: z.array(categoryState).optional(),
    publications: z.array(z.strictObject({ id: z.string().optional(), name: z.string().optional() })).optional(),
  }),
);
/** "Null fields are omitted from the JSON": every field but the message is absent or a string. */
const validationError = z.strictObject({
  message: z.string(),
  ownerType: z.enum(["roster", "force", "category", "selection"]).optional(),
  ownerId: z.string().optional(),
  ownerEntryId: z.string().optional(),
  entryId: z.string().optional(),
  constraintId: z.string().optional(),
});
const state = z.strictObject({
  type: z.literal("state"),
  name: z.string(),
  gameSystemId: z.string(),
  gameSystemName: z.string().optional(),
  forces: z.array(forceState),
  costs: z.array(costState),
  costLimits: z.array(costState).optional(),
  validationErrors: z.array(validationError),
  ...corrId,
});
const errors = z.strictObject({ type: z.literal("errors"), errors: z.array(validationError), ...corrId });
const describeResult = z.strictObject({
  type: z.literal("describeResult"),
  name: z.string(),
  version: z.string().optional(),
  protocolVersion: z.string(),
  domains: z.array(z.string()),
  capabilities: z.strictObject({ screenshot: z.boolean().optional(), record: z.boolean().optional(), rosterXml: z.boolean().optional(), maxParallel: z.number().int().optional() }),
  ...corrId,
});
const setupResult = z.strictObject({ type: z.literal("setupResult"), errors: z.array(z.string()).optional(), ...corrId });
const teardownResult = z.strictObject({ type: z.literal("teardownResult"), ...corrId });
const rosterXmlResult = z.strictObject({ type: z.literal("rosterXmlResult"), xml: z.string(), ...corrId });
const protocolError = z.strictObject({ type: z.literal("error"), message: z.string(), ...corrId });

const deps: AdapterDeps = {
  readDataFiles: () => {
    throw new Error("this test sends its data inline");
  },
  writeRosterXml,
  loadRosterXml,
};

const SETUP = {
  type: "setup",
  version: "1.0",
  gameSystem: {
    id: "gs",
    name: "Shapes",
    costTypes: [{ id: "pts", name: "pts", defaultCostLimit: -1 }],
    categoryEntries: [{ id: "cat-hq", name: "HQ" }],
    forceEntries: [
      {
        id: "fe",
        name: "Patrol",
        categoryLinks: [{ id: "cl-hq", targetId: "cat-hq", name: "HQ", constraints: [{ id: "c-hq", type: "max", value: 1, field: "selections", scope: "parent", shared: true }] }],
        forceEntries: [{ id: "fe-child", name: "Allies" }],
      },
    ],
  },
  catalogues: [
    {
      id: "cat",
      name: "Shapes Catalogue",
      gameSystemId: "gs",
      rules: [{ id: "r-cat", name: "Army Rule", description: "Always on." }],
      selectionEntries: [
        {
          id: "se-squad",
          name: "Squad",
          type: "unit",
          costs: [{ name: "pts", typeId: "pts", value: 10 }],
          categoryLinks: [{ id: "cl-s", targetId: "cat-hq", primary: true }],
          profiles: [{ id: "p", name: "Squad", typeId: "pt", typeName: "Unit", characteristics: [{ name: "M", typeId: "m", value: "6\"" }] }],
          rules: [{ id: "r", name: "Brave", description: "Never flees." }],
          selectionEntries: [
            {
              id: "se-trooper",
              name: "Trooper",
              type: "model",
              costs: [{ name: "pts", typeId: "pts", value: 5 }],
              constraints: [{ id: "c-min", type: "min", value: 2, field: "selections", scope: "parent", shared: true }],
              selectionEntries: [{ id: "se-gun", name: "Gun", type: "upgrade", constraints: [{ id: "c-gun", type: "min", value: 1, field: "selections", scope: "parent", shared: true }] }],
            },
            { id: "se-banner", name: "Banner", type: "upgrade", costs: [{ name: "pts", typeId: "pts", value: 2.5 }] },
          ],
        },
      ],
    },
  ],
};

function conversation() {
  let n = 0;
  const session: AdapterSession = { newId: () => `id-${++n}` };
  return (command: object) => handleCommand(session, deps, command) as Record<string, unknown>;
}

describe("adapter responses have the shapes docs/adapter-protocol.md gives them", () => {
  it("outputs of every action: ids as strings, selections one id per entry, nothing undocumented", () => {
    const send = conversation();
    expect(describeResult.parse(send({ type: "describe", corrId: 1 })).corrId).toBe(1);
    setupResult.parse(send(SETUP));
    const act = (action: string, fields: object) => {
      const response = actionResult.parse(send({ type: "action", action, ...fields }));
      expect(response, `${action}: ${response.error}`).toMatchObject({ ok: true });
      const shape = outputsByAction[action as keyof typeof outputsByAction];
      if (shape) return shape.parse(response.outputs) as Record<string, unknown> & { selections?: Record<string, string> };
      expect(response.outputs, `${action} creates nothing, so it has no outputs`).toBeUndefined();
      return {};
    };
    const force = act("addForce", { forceEntryId: "fe" });
    const forceId = force.forceId as string;
    const child = act("addChildForce", { forceId, forceEntryId: "fe-child" });
    const squad = act("selectEntry", { forceId, entryId: "se-squad" });
    // Two Troopers were made (each holds its own Gun, so each is its own node): one id is named.
    expect(Object.keys(squad.selections ?? {}).sort()).toEqual(["se-gun", "se-trooper"]);
    const trooper = squad.selections?.["se-trooper"] as string;
    act("selectChildEntry", { forceId, selectionId: squad.selectionId, entryId: "se-banner" });
    act("selectChildEntry", { forceId, selectionId: trooper, entryId: "se-gun" });
    act("setSelectionCount", { forceId, selectionId: trooper, count: 1 });
    const copy = act("duplicateSelection", { forceId, selectionId: squad.selectionId });
    act("deselectSelection", { forceId, selectionId: copy.selectionId });
    act("setCostLimit", { costTypeId: "pts", value: 20 });
    act("setCustomization", { forceId, selectionId: squad.selectionId, customName: "Red Squad", customNotes: "Leads" });
    act("duplicateForce", { forceId });
    act("removeForce", { forceId: child.forceId });
    const xml = rosterXmlResult.parse(send({ type: "exportRosterXml" })).xml;
    act("loadRoster", { xml });
    act("reload", {});
    const failed = actionResult.parse(send({ type: "action", action: "selectEntry", forceId: "nope", entryId: "se-squad" }));
    expect(failed).toMatchObject({ ok: false, error: expect.stringContaining("nope") });
    expect(failed.outputs).toBeUndefined();
  });

  it("state and errors: documented fields only, errors on the node that owns them", () => {
    const send = conversation();
    setupResult.parse(send(SETUP));
    const forceId = (send({ type: "action", action: "addForce", forceEntryId: "fe" }).outputs as { forceId: string }).forceId;
    send({ type: "action", action: "selectEntry", forceId, entryId: "se-squad" });
    send({ type: "action", action: "selectEntry", forceId, entryId: "se-squad" });
    send({ type: "action", action: "setCostLimit", costTypeId: "pts", value: 20 });
    const got = state.parse(send({ type: "getState", corrId: 7 }));
    expect(got.corrId).toBe(7);
    expect(got.validationErrors).toEqual(expect.arrayContaining([expect.objectContaining({ ownerType: "category", ownerEntryId: "cat-hq", entryId: "cat-hq", constraintId: "c-hq" })]));
    expect(got.validationErrors).toEqual(expect.arrayContaining([expect.objectContaining({ ownerType: "roster", entryId: "costLimits", constraintId: "pts" })]));
    expect(got.validationErrors.find((e) => e.ownerType === "roster")).not.toHaveProperty("ownerId");
    expect(errors.parse(send({ type: "getErrors" })).errors).toEqual(got.validationErrors);
    teardownResult.parse(send({ type: "teardown" }));
    protocolError.parse(send({ type: "screenshot" }));
    protocolError.parse(send({ type: "getState" }));
  });
});

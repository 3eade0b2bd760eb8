import { z } from "zod";
import type { CatalogueData, DataSet, GameSystemData } from "../data-types";
import type { ActionOutputs } from "../engine/actions";
import * as actions from "../engine/actions";
import type { Engine } from "../engine/engine";
import { createEngine } from "../engine/engine";
import { snapshotRoster } from "../engine/snapshot";
import { protocolError, stateMessage } from "./protocol-state";
import { isBlocking } from "../engine/validate";

/**
 * The BattleScribe Spec Adapter Protocol (v1.1) over Muster's BattleScribe engine: one command
 * in, one response out. Reading files and writing rosters are passed in so this stays pure.
 */
export type AdapterDeps = {
  readDataFiles(files: { fileName: string; content: string }[]): DataSet;
  writeRosterXml(engine: Engine): string;
  loadRosterXml(engine: Engine, xml: string): Engine;
};

export type AdapterSession = { data?: DataSet; engine?: Engine; newId?: () => string };

export const ADAPTER_NAME = "muster";
export const PROTOCOL_VERSION = "1.1";

const command = z.looseObject({ type: z.string(), corrId: z.number().int().optional() });

const setupCommand = z.looseObject({
  gameSystem: z.looseObject({ id: z.string().optional(), name: z.string().optional() }),
  catalogues: z.array(z.looseObject({ id: z.string() })).optional(),
});

const setupFromFilesCommand = z.looseObject({
  files: z.array(z.object({ fileName: z.string(), content: z.string() })).max(500),
});

const actionCommand = z.looseObject({
  action: z.string(),
  forceEntryId: z.string().optional(),
  entryId: z.string().optional(),
  catalogueId: z.string().optional(),
  forceId: z.string().optional(),
  selectionId: z.string().optional(),
  costTypeId: z.string().optional(),
  count: z.number().optional(),
  value: z.number().optional(),
  xml: z.string().optional(),
  customName: z.string().optional(),
  customNotes: z.string().optional(),
  categoryEntryId: z.string().optional(),
  /** Muster's extension for New Recruit data: `setAssociation`. */
  associationId: z.string().optional(),
  targetIds: z.array(z.string()).max(1000).optional(),
});

type Response = Record<string, unknown> & { type: string };

function required(value: string | undefined, name: string): string {
  if (!value) throw new actions.EngineError("missingField", `Missing field '${name}'`);
  return value;
}

function requireEngine(session: AdapterSession): Engine {
  if (!session.engine) throw new actions.EngineError("notSetUp", "No game data: send setup first");
  return session.engine;
}

function startRoster(session: AdapterSession, data: DataSet): void {
  session.data = data;
  // A new roster is named after the game system the setup names (BattleScribe's "New Roster" when it names none).
  session.engine = createEngine(data, { newId: session.newId, rosterName: data.gameSystem.name || undefined });
}

function runAction(session: AdapterSession, deps: AdapterDeps, input: z.infer<typeof actionCommand>): ActionOutputs {
  const engine = requireEngine(session);
  switch (input.action) {
    case "addForce":
      return actions.addForce(engine, required(input.forceEntryId, "forceEntryId"), input.catalogueId);
    case "addChildForce":
      return actions.addChildForce(engine, required(input.forceId, "forceId"), required(input.forceEntryId, "forceEntryId"), input.catalogueId);
    case "removeForce":
      return actions.removeForce(engine, required(input.forceId, "forceId"));
    case "selectEntry":
      return actions.selectEntry(engine, required(input.forceId, "forceId"), required(input.entryId, "entryId"));
    case "selectChildEntry":
      return actions.selectChildEntry(engine, required(input.forceId, "forceId"), required(input.selectionId, "selectionId"), required(input.entryId, "entryId"));
    case "deselectSelection":
      return actions.deselectSelection(engine, required(input.forceId, "forceId"), required(input.selectionId, "selectionId"));
    case "setSelectionCount":
      return actions.setSelectionCount(engine, required(input.forceId, "forceId"), required(input.selectionId, "selectionId"), input.count ?? Number.NaN);
    case "duplicateSelection":
      return actions.duplicateSelection(engine, required(input.forceId, "forceId"), required(input.selectionId, "selectionId"));
    case "duplicateForce":
      return actions.duplicateForce(engine, required(input.forceId, "forceId"));
    case "setCostLimit":
      return actions.setCostLimit(engine, required(input.costTypeId, "costTypeId"), input.value ?? Number.NaN);
    case "setCustomization":
      return actions.setCustomization(engine, input);
    case "setAssociation":
      return actions.setAssociation(engine, input.forceId, required(input.selectionId, "selectionId"), required(input.associationId, "associationId"), input.targetIds ?? []);
    case "loadRoster":
      session.engine = deps.loadRosterXml(engine, required(input.xml, "xml"));
      return {};
    case "reload":
      session.engine = deps.loadRosterXml(engine, deps.writeRosterXml(engine));
      return {};
    default:
      throw new actions.EngineError("unsupportedAction", `Action '${input.action}' is not supported by this adapter`);
  }
}

/** The protocol's `actionOutputs`: ids of what the action made, the selections as one id per entry. */
export type ProtocolOutputs = { forceId?: string; selectionId?: string; selections?: Record<string, string> };

/**
 * An action's outputs as the protocol documents them: `selections` maps an entry id to ONE
 * selection id (the first made from it, in roster order), and nothing else is sent.
 */
function protocolOutputs(outputs: ActionOutputs): ProtocolOutputs | undefined {
  const result: ProtocolOutputs = {};
  if (outputs.forceId) result.forceId = outputs.forceId;
  if (outputs.selectionId) result.selectionId = outputs.selectionId;
  const selections = Object.entries(outputs.selections ?? {}).filter(([, ids]) => ids.length > 0);
  if (selections.length > 0) result.selections = Object.fromEntries(selections.map(([entryId, ids]) => [entryId, ids[0] as string]));
  return Object.keys(result).length > 0 ? result : undefined;
}

function message(error: unknown): string {
  if (error instanceof z.ZodError) return `Invalid command: ${error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`;
  return error instanceof Error ? error.message : String(error);
}

function dispatch(session: AdapterSession, deps: AdapterDeps, raw: Record<string, unknown> & { type: string }): Response {
  switch (raw.type) {
    case "describe":
      return {
        type: "describeResult",
        name: ADAPTER_NAME,
        version: "0.1.0",
        protocolVersion: PROTOCOL_VERSION,
        domains: ["roster"],
        capabilities: { screenshot: false, record: false, rosterXml: true, maxParallel: 0 },
      };
    case "setup": {
      const input = setupCommand.parse(raw);
      startRoster(session, {
        gameSystem: input.gameSystem as unknown as GameSystemData,
        catalogues: (input.catalogues ?? []) as unknown as CatalogueData[],
      });
      return { type: "setupResult", errors: [] };
    }
    case "setupFromFiles": {
      const input = setupFromFilesCommand.parse(raw);
      try {
        startRoster(session, deps.readDataFiles(input.files));
        return { type: "setupResult", errors: [] };
      } catch (error) {
        return { type: "setupResult", errors: [message(error)] };
      }
    }
    case "action": {
      try {
        const outputs = protocolOutputs(runAction(session, deps, actionCommand.parse(raw)));
        return outputs ? { type: "actionResult", ok: true, outputs } : { type: "actionResult", ok: true };
      } catch (error) {
        return { type: "actionResult", ok: false, error: message(error) };
      }
    }
    case "getState":
      return stateMessage(snapshotRoster(requireEngine(session)));
    case "getErrors":
      return { type: "errors", errors: snapshotRoster(requireEngine(session)).errors.filter(isBlocking).map(protocolError) };
    case "exportRosterXml":
      return { type: "rosterXmlResult", xml: deps.writeRosterXml(requireEngine(session)) };
    case "teardown":
      session.data = undefined;
      session.engine = undefined;
      return { type: "teardownResult" };
    case "gamedataAction":
      return { type: "gamedataActionResult", ok: false, error: "gamedataAction is not supported by this adapter" };
    default:
      return { type: "error", message: `${raw.type} is not supported by this adapter` };
  }
}

/** Answers one command; never throws, and echoes `corrId` when the command had one. */
export function handleCommand(session: AdapterSession, deps: AdapterDeps, input: unknown): Response {
  let corrId: number | undefined;
  let response: Response;
  try {
    const parsed = command.parse(input);
    corrId = parsed.corrId;
    response = dispatch(session, deps, parsed);
  } catch (error) {
    response = { type: "error", message: message(error) };
  }
  return corrId === undefined ? response : { ...response, corrId };
}

/**
 * The outer shape of an Army Forge list export (JSON). Only the fields Muster reads are checked;
 * Army Forge adds fields over time, so unknown keys pass through untouched.
 */
import { z } from "zod";
import type { ErrorText } from "../errors/muster-error";
import { issueText } from "../errors/schema-text";

// An option's cost is listed per unit id, because one upgrade can be shared by joined units.
const optionCostSchema = z.looseObject({ unitId: z.string().min(1), cost: z.number().int() });

const anyId = z.union([z.string().min(1).max(120), z.number().int()]).transform(String);

const selectedUpgradeSchema = z.looseObject({
  /** The section the option was chosen in. */
  upgrade: z.looseObject({ uid: anyId.optional(), label: z.string().max(300).optional() }).optional(),
  option: z.looseObject({ uid: anyId.optional(), label: z.string().max(400).optional(), costs: z.array(optionCostSchema).max(100) }),
});

const listUnitSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1).max(200),
  cost: z.number().int().nonnegative(),
  size: z.number().int().positive().optional(),
  selectionId: z.string().min(1).optional(),
  customName: z.string().max(200).optional(),
  combined: z.boolean().optional(),
  joinToUnit: z.string().min(1).nullable().optional(),
  /** The army book the unit comes from (a list may mix books). */
  armyId: z.string().min(1).max(120).optional(),
  notes: z.string().max(5_000).nullable().optional(),
  selectedUpgrades: z.array(selectedUpgradeSchema).max(200).optional(),
});

export const armyForgeListSchema = z.looseObject({
  name: z.string().max(200).optional(),
  gameSystem: z.string().min(1),
  armyId: z.string().min(1).optional(),
  pointsLimit: z.number().int().nonnegative().optional(),
  /** Whether the player switched Army Forge's Force Org checks on. */
  forceOrg: z.boolean().nullable().optional(),
  /** The total Army Forge showed when the list was saved. */
  listPoints: z.number().optional(),
  units: z.array(listUnitSchema).max(500),
});

export type ArmyForgeList = z.infer<typeof armyForgeListSchema>;

/** `message` in English; `text` the same problem in catalogue words (for an answer in any language). */
export type OprParseIssue = { code: "opr.invalidField"; path: string; message: string; text: ErrorText };

export type OprParseResult = { ok: true; list: ArmyForgeList } | { ok: false; issues: OprParseIssue[] };

/** Field paths read like `units[2].id`, so the user can find the bad entry in the file. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), "");
}

export function parseArmyForgeList(input: unknown): OprParseResult {
  const result = armyForgeListSchema.safeParse(input);
  if (result.success) return { ok: true, list: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ code: "opr.invalidField", path: formatIssuePath(issue.path), message: issue.message, text: issueText(issue) })),
  };
}

/** Shape detection for the import route: an Army Forge list has a game system and a unit array. */
export function looksLikeArmyForgeList(input: unknown): boolean {
  return typeof input === "object" && input !== null && "gameSystem" in input && Array.isArray((input as { units?: unknown }).units);
}

/** The stored cost of one unit as Army Forge priced it: base cost plus its share of each chosen option. */
export function sumStoredUnitCost(unit: ArmyForgeList["units"][number]): number {
  return (unit.selectedUpgrades ?? []).reduce((total, upgrade) => {
    const own = upgrade.option.costs.find((c) => c.unitId === unit.id);
    return own ? total + own.cost : total;
  }, unit.cost);
}

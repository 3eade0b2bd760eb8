/**
 * The outer shape of an Army Forge list export (JSON). Only the fields Muster reads are checked;
 * Army Forge adds fields over time, so unknown keys pass through untouched.
 */
import { z } from "zod";

const selectedUpgradeSchema = z.looseObject({
  optionId: z.string().min(1).optional(),
  upgradeId: z.string().min(1).optional(),
  instanceId: z.string().min(1).optional(),
});

const listUnitSchema = z.looseObject({
  id: z.string().min(1),
  selectionId: z.string().min(1).optional(),
  customName: z.string().max(200).optional(),
  combined: z.boolean().optional(),
  joinToUnit: z.string().min(1).nullable().optional(),
  selectedUpgrades: z.array(selectedUpgradeSchema).max(200).optional(),
});

export const armyForgeListSchema = z.looseObject({
  name: z.string().max(200).optional(),
  gameSystem: z.string().min(1),
  armyId: z.string().min(1).optional(),
  pointsLimit: z.number().int().nonnegative().optional(),
  points: z.number().nonnegative().optional(),
  units: z.array(listUnitSchema).max(500),
});

export type ArmyForgeList = z.infer<typeof armyForgeListSchema>;

export type OprParseIssue = { code: "opr.invalidField"; path: string; message: string };

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
    issues: result.error.issues.map((issue) => ({ code: "opr.invalidField", path: formatIssuePath(issue.path), message: issue.message })),
  };
}

/** Shape detection for the import route: an Army Forge list has a game system and a unit array. */
export function looksLikeArmyForgeList(input: unknown): boolean {
  return typeof input === "object" && input !== null && "gameSystem" in input && Array.isArray((input as { units?: unknown }).units);
}

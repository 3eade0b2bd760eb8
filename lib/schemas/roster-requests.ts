/**
 * Request shapes shared by forms, server actions and route handlers. Pure: zod only, so the
 * browser can check a form before sending it and the server checks it again on arrival.
 */
import { z } from "zod";
import { schemaMessage } from "../errors/schema-text";
import "../zod-setup";
import { idSchema } from "../gamedata/catalogue-schema";
import { rosterSchema } from "../gamedata/roster-schema";

/** Largest roster document the server accepts (an imported file, an autosave). */
export const MAX_ROSTER_BYTES = 5 * 1024 * 1024;

export const rosterNameSchema = z.string().trim().min(1, schemaMessage("error.schema.rosterNameMissing")).max(200, schemaMessage("error.schema.rosterNameTooLong"));

export const createRosterRequestSchema = z.object({
  name: rosterNameSchema,
  gameSystemId: idSchema,
  catalogueId: idSchema,
  rulesetId: idSchema,
  battleSizeId: idSchema.optional(),
  /** Limits the player typed in; a battle size's limits apply where missing. */
  limits: z.record(z.string(), z.number().int().min(0).max(1_000_000)).default({}),
  /** Start from a shipped example roster (its file name in data/examples). */
  exampleFile: z.string().regex(/^[a-z0-9-]+\.json$/).optional(),
});

export const saveRosterRequestSchema = z.object({
  document: rosterSchema,
  /** The version the editor last read; a different stored version is a conflict. */
  version: z.number().int().positive(),
});

export const renameRosterRequestSchema = z.object({ name: rosterNameSchema });

/** Restoring a kept version saves it over the current one, which must still be the one the editor read. */
export const restoreVersionRequestSchema = z.object({ version: z.number().int().positive() });

/** A kept version's number in an address (`/history/12`). */
export const versionParamSchema = z.coerce.number({ error: schemaMessage("error.schema.versionWhole") }).int().positive().max(1_000_000_000);

export const listRostersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(["updated", "name", "system"]).default("updated"),
});

export type CreateRosterRequest = z.infer<typeof createRosterRequestSchema>;
export type SaveRosterRequest = z.infer<typeof saveRosterRequestSchema>;
export type RenameRosterRequest = z.infer<typeof renameRosterRequestSchema>;
export type RestoreVersionRequest = z.infer<typeof restoreVersionRequestSchema>;

/** One line of a roster's history: the current version or a kept one. */
export type RosterHistoryEntry = {
  version: number;
  name: string;
  valid: boolean;
  totals: Record<string, number>;
  models: number;
  savedAt: string;
  current: boolean;
};

export type RosterVersionRecord = { version: number; savedAt: string; document: z.infer<typeof rosterSchema> };
export type ListRostersQuery = z.infer<typeof listRostersQuerySchema>;

/** What the server says about a stored roster. */
export type RosterRecord = {
  id: string;
  name: string;
  gameSystemId: string;
  catalogueId: string;
  document: z.infer<typeof rosterSchema>;
  valid: boolean;
  totals: Record<string, number>;
  models: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type RosterSummary = Omit<RosterRecord, "document"> & {
  systemName: string;
  factionName: string;
  /** Totals to show, by cost type name, without the cost types the data marks hidden. */
  shownTotals?: { name: string; value: number; id?: string }[];
};

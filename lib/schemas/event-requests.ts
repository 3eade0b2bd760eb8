/** What the event pages and routes accept: one place for the forms, the routes and the tests. */
import { z } from "zod";
import { schemaMessage } from "@/lib/errors/schema-text";
import { eventPackSchema } from "@/lib/events/event-pack";
import { bsEventPackSchema } from "@/lib/events/bs-event-pack";

const text = (max: number) => z.string().trim().min(1).max(max);

export const createEventSchema = z.strictObject({
  name: text(120),
  date: z.iso.date().optional(),
  place: z.string().trim().max(200).optional(),
  /** A shipped game system's pack, or (format "battlescribe") an installed BattleScribe game system's. */
  pack: z.union([eventPackSchema, bsEventPackSchema]),
  deadline: z.iso.datetime({ offset: true }),
  publicLists: z.boolean().default(false),
  hiddenRosters: z.boolean().default(false),
});

export const submitListSchema = z.strictObject({
  rosterId: z.string().min(1).max(100),
  playerName: text(80),
});

export const checkListSchema = z.strictObject({ rosterId: z.string().min(1).max(100) });

export const reviewSchema = z.strictObject({
  status: z.enum(["approved", "returned"]),
  comment: z.string().trim().max(2000).optional(),
}).refine((review) => review.status !== "returned" || Boolean(review.comment), { message: schemaMessage("error.schema.returnNeedsComment"), path: ["comment"] });

export const submissionFilterSchema = z.object({
  valid: z.enum(["yes", "no"]).optional(),
  status: z.enum(["submitted", "approved", "returned"]).optional(),
  faction: z.string().max(100).optional(),
});

/** Bodies of the share-link requests. Pure zod, so a form can check them before sending. */
import { z } from "zod";
import { idSchema } from "../gamedata/catalogue-schema";

export const createShareRequestSchema = z.object({ hidden: z.boolean().optional() }).strict();

export const revealRequestSchema = z.object({ selectionId: idSchema }).strict();

export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;
export type RevealRequest = z.infer<typeof revealRequestSchema>;

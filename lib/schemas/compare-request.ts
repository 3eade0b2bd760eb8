/** What the comparison page sends: my roster, and the opponent's by share link or file. Pure. */
import { z } from "zod";
import { schemaMessage } from "../errors/schema-text";
import { idSchema } from "../gamedata/catalogue-schema";
import { MAX_ROSTER_BYTES } from "./roster-requests";

const shareToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "not a Muster share link");

/** A pasted link or a bare token: the token is the last path segment. */
export const shareLinkSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[?#].*$/, "").split("/").filter(Boolean).pop() ?? "")
  .pipe(shareToken);

export const compareRequestSchema = z.object({
  mine: idSchema,
  theirs: z.union([
    z.object({ shareLink: shareLinkSchema }).strict(),
    z.object({ rosterId: idSchema }).strict(),
    z.object({ file: z.string().min(1).max(MAX_ROSTER_BYTES, schemaMessage("error.schema.compareFileTooLarge")) }).strict(),
  ]),
});

export type CompareRequest = z.infer<typeof compareRequestSchema>;

/**
 * Bodies of the roster routes: a BattleScribe roster's XML may take the route's whole limit
 * (lib/http/body-limits.ts); anything else (a Muster document, a roster file's text) at most
 * MAX_ROSTER_BYTES, as before the formats shared the routes.
 */
import type { z } from "zod";
import { MAX_ROSTER_BYTES } from "@/lib/schemas/roster-requests";
import { parseJsonText, readBodyText, tooLarge } from "./read-body";

/** BattleScribe XML travels in a body naming its format (first or last), or as a `{ fileName, … }` roster file. */
function carriesBattleScribeXml(text: string): boolean {
  const ends = `${text.slice(0, 200)}\n${text.slice(-200)}`;
  return /^\s*\{\s*"fileName"\s*:/.test(text.slice(0, 50)) || /"format"\s*:\s*"battlescribe"/.test(ends);
}

export async function readRosterText(request: Request): Promise<string> {
  const text = await readBodyText(request);
  if (text.length > MAX_ROSTER_BYTES / 4 && Buffer.byteLength(text, "utf8") > MAX_ROSTER_BYTES && !carriesBattleScribeXml(text)) throw tooLarge(MAX_ROSTER_BYTES);
  return text;
}

export async function readRosterBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  return parseJsonText(await readRosterText(request), schema);
}

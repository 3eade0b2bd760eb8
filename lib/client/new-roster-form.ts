/**
 * The New roster form as data: sensible defaults for a game, what changing the game or the ruleset
 * resets, and the request it sends (checked with the same zod schema the server uses).
 */
import type { GameWords } from "@/lib/i18n/game-words";
import type { GameOption } from "@/lib/data-access/game-data";
import type { CreateRosterRequest } from "@/lib/schemas/roster-requests";
import type { ProblemDetail } from "@/lib/errors/muster-error";

export const CUSTOM_SIZE = "custom";

export type NewRosterForm = {
  gameSystemId: string;
  catalogueId: string;
  rulesetId: string;
  /** A battle size id, or CUSTOM_SIZE for the player's own limits. */
  size: string;
  /** Typed limits by cost type (text as typed; empty means none). */
  limits: Record<string, string>;
  /** Empty: the default name (faction and size). */
  name: string;
};

function firstSize(ruleset: GameOption["rulesets"][number] | undefined): string {
  return ruleset?.battleSizes[0]?.id ?? CUSTOM_SIZE;
}

/** `catalogueId`: the faction to start on (a link from the Game data page's army book), if the game has it. */
export function startForm(games: GameOption[], gameSystemId?: string, catalogueId?: string): NewRosterForm {
  const game = games.find((g) => g.id === gameSystemId) ?? games[0];
  const ruleset = game?.rulesets[0];
  const catalogue = game?.catalogues.find((c) => c.id === catalogueId) ?? game?.catalogues[0];
  return { gameSystemId: game?.id ?? "", catalogueId: catalogue?.id ?? "", rulesetId: ruleset?.id ?? "", size: firstSize(ruleset), limits: {}, name: "" };
}

export function chooseGame(form: NewRosterForm, games: GameOption[], gameSystemId: string): NewRosterForm {
  return { ...startForm(games, gameSystemId), name: form.name };
}

export function chooseRuleset(form: NewRosterForm, game: GameOption | undefined, rulesetId: string): NewRosterForm {
  const ruleset = game?.rulesets.find((r) => r.id === rulesetId);
  // Keep the size when the new ruleset has one of the same id (Force Org on/off at the same points).
  const size = ruleset?.battleSizes.some((b) => b.id === form.size) ? form.size : firstSize(ruleset);
  return { ...form, rulesetId, size };
}

export function defaultName(form: NewRosterForm, game: GameOption | undefined, template: (faction: string, size: string) => string, words?: GameWords): string {
  const faction = game?.catalogues.find((c) => c.id === form.catalogueId)?.name ?? "";
  const ruleset = game?.rulesets.find((r) => r.id === form.rulesetId);
  const battleSize = ruleset?.battleSizes.find((b) => b.id === form.size);
  // The size in the page's words when the game has them ("Стычка (750 очков)").
  const size = battleSize ? (words?.battleSize(battleSize) ?? battleSize.name) : ruleset ? (words?.ruleset(ruleset) ?? ruleset.name) : "";
  return template(faction, size);
}

export type BuiltRequest = { ok: true; request: CreateRosterRequest } | { ok: false; problems: ProblemDetail[] };

/**
 * Checks the request with the server's own schema. The schema (and Zod with it) is loaded when
 * the player first submits, not with the page.
 */
export async function buildRequest(form: NewRosterForm, name: string): Promise<BuiltRequest> {
  const { createRosterRequestSchema } = await import("@/lib/schemas/roster-requests");
  const limits: Record<string, number> = {};
  if (form.size === CUSTOM_SIZE) {
    for (const [type, text] of Object.entries(form.limits)) {
      if (text.trim() === "") continue;
      limits[type] = Number(text);
    }
  }
  const parsed = createRosterRequestSchema.safeParse({
    name,
    gameSystemId: form.gameSystemId,
    catalogueId: form.catalogueId,
    rulesetId: form.rulesetId,
    ...(form.size !== CUSTOM_SIZE ? { battleSizeId: form.size } : {}),
    limits,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) };
}

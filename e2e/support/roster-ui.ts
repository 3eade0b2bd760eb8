/**
 * Steps of the roster builder as a player takes them (through the pages, never the API), and the
 * game data the tests compare with. Every expectation comes from the data files and the engine.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { evaluate, type Evaluation } from "../../lib/engine";
import type { Catalogue, GameSystem } from "../../lib/gamedata/catalogue-schema";
import { loadGameData } from "../../lib/gamedata/load-dir";
import type { RosterRecord } from "../../lib/schemas/roster-requests";
import { gameWords } from "../../lib/i18n/game-words";
import { en } from "../../lib/i18n/english";
import { ARTIFACTS_DIR, resolveE2eGameDataDir } from "./e2e-env";

export async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `roster-${name}.png`), fullPage: options.fullPage ?? true });
}

export type Game = { system: GameSystem; catalogue: Catalogue };

export async function loadGame(systemId: string, catalogueId: string): Promise<Game> {
  const data = await loadGameData(resolveE2eGameDataDir());
  const system = data.systems.find((s) => s.id === systemId);
  const catalogue = data.catalogues.find((c) => c.id === catalogueId);
  if (!system || !catalogue) throw new Error(`the e2e game data has no ${systemId}/${catalogueId}`);
  return { system, catalogue };
}

/** The choices of the New roster form, by the data's ids (the form shows their names). */
export type NewRoster = { game: Game; rulesetId: string; sizeId?: string; name: string };

/** Fills the New roster form and lands in the editor; returns the roster id from the address. */
export async function createRosterThroughForm(page: Page, choice: NewRoster): Promise<string> {
  await page.goto("/rosters/new");
  const { system, catalogue } = choice.game;
  const ruleset = system.rulesets.find((r) => r.id === choice.rulesetId)!;
  await page.getByRole("radio", { name: system.name }).check();
  await page.getByTestId("faction-select").selectOption({ label: catalogue.name });
  await page.locator(`input[name="ruleset"][value="${ruleset.id}"]`).check();
  const size = ruleset.battleSizes?.find((b) => b.id === choice.sizeId);
  // The form names a size in the game's words, its points written the English way ("Regiments (1,500 pts)").
  if (size) await page.getByRole("radio", { name: gameWords(en, system).battleSize(size), exact: true }).check();
  await page.getByTestId("roster-name-input").fill(choice.name);
  await page.getByTestId("create-roster").click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await expect(page.getByTestId("roster-editor")).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
}

/** Searches the unit browser and clicks the unit's Add button. */
/** Adds a unit from the browser and returns its new card (cards are grouped by role, so not always the last). */
export async function addUnit(page: Page, name: string): Promise<Locator> {
  const cards = page.getByTestId("unit-card");
  const before = new Set(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-unit-id"))));
  await page.getByTestId("unit-search").fill(name);
  await page.getByRole("button", { name: `Add ${name}`, exact: true }).click();
  await expect(cards).toHaveCount(before.size + 1);
  const added = (await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-unit-id")))).find((id) => !before.has(id));
  return page.locator(`[data-testid="unit-card"][data-unit-id="${added}"]`);
}

export function unitCards(page: Page, name: string): Locator {
  return page.getByTestId("unit-card").filter({ has: page.getByTestId("unit-name").getByText(name, { exact: true }) });
}

export async function waitSaved(page: Page): Promise<void> {
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 15_000 });
}

/** Sets a model count through the stepper's number field (typed, then Enter). */
export async function setModels(card: Locator, modelName: string, count: number): Promise<void> {
  const field = card.getByRole("spinbutton", { name: `Number of ${modelName}`, exact: true });
  await field.fill(String(count));
  await field.press("Enter");
  await expect(field).toHaveValue(String(count));
}

/** The roster as stored, read with the browser's own cookie (the player's identity). */
export async function readStored(request: APIRequestContext, id: string): Promise<RosterRecord> {
  const response = await request.get(`/api/rosters/${encodeURIComponent(id)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as RosterRecord;
}

export function evaluateStored(game: Game, record: RosterRecord): Evaluation {
  return evaluate(record.document, game.system, game.catalogue);
}

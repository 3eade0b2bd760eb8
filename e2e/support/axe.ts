/**
 * axe-core over a page for WCAG 2.2 AA, as every accessibility check of the end-to-end tests
 * runs it.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe's findings on the page, or only inside `scope` (a selector). Legacy mode runs axe.run in
 * the page (and in each frame it injects into) instead of runPartial per frame then finishRun in
 * a new blank page: the same rules and results, at half the time per call (measured 0.4 s
 * against 0.8 s on the home page, 0.8 s against 1.6 s on the editor), which in the accessibility
 * spec's 244 calls is over a minute of CI.
 */
export function analyzeWcag(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  return (scope ? builder.include(scope) : builder).analyze();
}

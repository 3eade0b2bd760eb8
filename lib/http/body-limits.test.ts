import { describe, expect, it } from "vitest";
// @ts-expect-error next.config.js is plain JavaScript without types
import nextConfig from "../../next.config.js";
import { en } from "@/lib/i18n/english";
import { renderText } from "@/lib/errors/muster-error";
import { BODY_LIMITS, DEFAULT_BODY_LIMIT, LARGEST_BODY_LIMIT, LARGEST_PROXIED_BODY_LIMIT, UNPROXIED_ROUTES, bodyLimitFor, sizeText } from "./body-limits";

describe("the one table of body limits", () => {
  it.each([
    ["/api/game-data", 80 * 1024 * 1024],
    ["/api/game-data/abc", DEFAULT_BODY_LIMIT],
    // Rosters of every format: BattleScribe XML (5 million characters) escaped in JSON.
    ["/api/rosters", 10_000_000],
    ["/api/rosters/import", 10_000_000],
    ["/api/rosters/abc", 10_000_000],
    ["/api/rosters/abc/share", DEFAULT_BODY_LIMIT],
    ["/api/compare", 10_000_000],
    ["/api/bs-rosters/import", 10_000_000],
    ["/api/account/sign-in", 4096],
    ["/api/account", 4096],
    ["/api/account/passkeys", 64 * 1024],
    ["/api/account/passkeys/options", 4096],
    ["/api/events", 64 * 1024],
    ["/api/events/e1/submissions/s1", 8 * 1024],
    ["/api/join/t1/submit", 4096],
    ["/api/locale", 1024],
  ])("%s takes at most %i bytes", (path, bytes) => {
    expect(bodyLimitFor(path)).toBe(bytes);
  });

  it("lets the proxy pass the largest body of a route it runs for, and no more than a megabyte beyond", () => {
    const proxyLimit = (nextConfig as { experimental: { proxyClientMaxBodySize: number } }).experimental.proxyClientMaxBodySize;
    expect(LARGEST_BODY_LIMIT).toBe(Math.max(...BODY_LIMITS.map((l) => l.bytes)));
    expect(LARGEST_PROXIED_BODY_LIMIT).toBe(10_000_000);
    expect(proxyLimit).toBeGreaterThan(LARGEST_PROXIED_BODY_LIMIT);
    expect(proxyLimit - LARGEST_PROXIED_BODY_LIMIT).toBeLessThanOrEqual(1024 * 1024);
  });

  it("keeps the game data upload out of the proxy: its body is larger than the proxy passes", () => {
    expect(UNPROXIED_ROUTES).toEqual(["/api/game-data"]);
    expect(bodyLimitFor("/api/game-data")).toBeGreaterThan(LARGEST_PROXIED_BODY_LIMIT);
  });

  it.each([
    [80 * 1024 * 1024, "80 MB"],
    [5 * 1024 * 1024, "5 MB"],
    [10_000_000, "9.5 MB"],
    [4096, "4 KB"],
    [1024, "1 KB"],
  ])("says %i bytes as %s", (bytes, words) => {
    expect(renderText(sizeText(bytes), en)).toBe(words);
  });
});

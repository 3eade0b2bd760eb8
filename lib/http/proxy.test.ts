/** proxy.ts answers what Next's router must not see: malformed %-encoding (400) and bodies over the route's limit (413). */
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "../../proxy";
import { UNPROXIED_ROUTES } from "./body-limits";

function call(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return proxy(new NextRequest(`http://127.0.0.1:3000${path}`, init));
}

describe("proxy", () => {
  it.each(["/api/rosters/%C0%AF", "/api/rosters/%FF%FE", "/api/rosters/%ED%A0%80", "/api/share/%C0%AF", "/rosters/%C0%AF"])("answers %s with 400 and a sentence", async (path) => {
    const response = call(path, { headers: { "accept-language": "sv" } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("INVALID_INPUT");
    expect(body.error.message).toMatch(/%/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("says the route's limit when a body declares more", async () => {
    const over = call("/api/account/sign-in", { method: "POST", headers: { "content-length": String(4097), "content-type": "application/json" } });
    expect(over.status).toBe(413);
    expect(((await over.json()) as { error: { message: string } }).error.message).toContain("4 KB");
    const roster = call("/api/rosters", { method: "POST", headers: { "content-length": String(10_000_001), "content-type": "application/json" } });
    expect(roster.status).toBe(413);
    expect(roster.headers.get("connection")).toBe("close");
  });

  it("lets a roster of 10,000,000 bytes through (the largest body of a route it runs for)", () => {
    const response = call("/api/rosters", { method: "POST", headers: { "content-length": String(10_000_000), "content-type": "application/json" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("runs for every path but static files, /api/health and /api/game-data exactly", () => {
    const matches = new RegExp(`^${config.matcher[0]!.source}$`);
    expect(matches.test("/api/health")).toBe(false);
    // Uploads of whole repositories: the route refuses sizes and sets headers itself (tests/db/data-install.db.test.ts).
    expect(matches.test("/api/game-data")).toBe(false);
    for (const path of ["/", "/api/healthz", "/api/health/x", "/api/rosters", "/rosters/abc", "/game-data", "/api/game-data/abc", "/api/game-datax"]) expect(matches.test(path), path).toBe(true);
  });

  it("leaves out exactly the routes the body-limit table marks as not proxied", () => {
    const matches = new RegExp(`^${config.matcher[0]!.source}$`);
    expect(UNPROXIED_ROUTES).toEqual(["/api/game-data"]);
    for (const path of UNPROXIED_ROUTES) expect(matches.test(path), path).toBe(false);
  });
});

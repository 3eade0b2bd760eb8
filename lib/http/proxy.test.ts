/** proxy.ts answers what Next's router must not see: malformed %-encoding (400) and bodies over the route's limit (413). */
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "../../proxy";

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
    const upload = call("/api/game-data", { method: "POST", headers: { "content-length": String(81 * 1024 * 1024), "content-type": "multipart/form-data; boundary=x" } });
    expect(upload.status).toBe(413);
    expect(((await upload.json()) as { error: { message: string } }).error.message).toContain("80 MB");
  });

  it("lets a game data upload of 12.6 MB through (Next's default would cut it at 10 MB)", () => {
    const response = call("/api/game-data", { method: "POST", headers: { "content-length": String(12_600_000), "content-type": "multipart/form-data; boundary=x" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("runs for every path but static files and /api/health exactly", () => {
    const matches = new RegExp(`^${config.matcher[0]!.source}$`);
    expect(matches.test("/api/health")).toBe(false);
    for (const path of ["/", "/api/healthz", "/api/health/x", "/api/rosters", "/rosters/abc", "/game-data"]) expect(matches.test(path), path).toBe(true);
  });
});

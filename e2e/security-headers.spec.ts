/**
 * Every page loads with the Content-Security-Policy on and breaks none of it: no CSP violation
 * reported by the browser, pages still work (the editor adds a unit), and the security headers
 * are on page and API answers alike.
 */
import http from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { addUnit, createRosterThroughForm, loadGame } from "./support/roster-ui";

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("every page works under the CSP with no violation, and answers carry the security headers", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });

  const home = await page.goto("/");
  const headers = home!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers["content-security-policy"]).not.toContain("unsafe-inline' 'strict");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");

  const game = await loadGame("aof-regiments", "aofr-human-empire");
  const rosterId = await createRosterThroughForm(page, { game, rulesetId: "standard", name: "Policed army" });
  await addUnit(page, "Knights");
  for (const path of ["/", "/rosters", "/rosters/new", "/compare", "/game-data", `/rosters/${rosterId}`, "/rosters/missing-roster"]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toContain("'nonce-");
  }
  const api = await page.request.get("/api/health");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(violations).toEqual([]);
});

test("the game data upload, answered without the proxy, refuses a body declared over 80 MB before it is sent, with the headers", async ({ page, baseURL }) => {
  const listed = await page.request.get("/api/game-data");
  expect(listed.status()).toBe(200);
  expect(listed.headers()["x-content-type-options"]).toBe("nosniff");
  expect(listed.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  // Headers only: the server must answer without waiting for 80 MB that never come.
  const origin = new URL(baseURL as string).origin;
  const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(`${origin}/api/game-data`, { method: "POST", headers: { origin, "content-type": "multipart/form-data; boundary=x", "content-length": String(81 * 1024 * 1024) } }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.flushHeaders();
  });
  expect(answer.status).toBe(413);
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  expect(JSON.parse(answer.body).error.message).toContain("80 MB");
});

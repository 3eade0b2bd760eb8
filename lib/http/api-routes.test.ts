/**
 * The origin and body checks live in route() (lib/http/route.ts); a write handler exported any
 * other way would skip them. This keeps every state-changing handler of app/api on route().
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const API = path.resolve(__dirname, "../../app/api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(name) ? [full] : [];
  });
}

describe("API route handlers", () => {
  const files = routeFiles(API);

  it("finds the route files", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [path.relative(API, file), file]))("%s: every write handler is built with route()", (_name, file) => {
    const source = readFileSync(file, "utf8");
    const exported = [...source.matchAll(/export\s+(?:async\s+)?(?:const|function|let|var)\s+(POST|PUT|PATCH|DELETE)\b\s*(=\s*(\w+))?/g)];
    for (const match of exported) expect(`${match[1]} = ${match[3] ?? "(function)"}`).toBe(`${match[1]} = route`);
    expect(source).not.toMatch(/export\s*\{[^}]*\b(POST|PUT|PATCH|DELETE)\b/);
  });

  it("has no server actions, which would need the same check (Next checks their Origin itself)", () => {
    const app = path.resolve(__dirname, "../../app");
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return sources(full);
        return /\.(ts|tsx)$/.test(name) ? [full] : [];
      });
    const withActions = sources(app).filter((file) => /^\s*["']use server["']/m.test(readFileSync(file, "utf8")));
    expect(withActions.map((file) => path.relative(app, file)), "a server action must check its origin like route() does: see docs/security.md").toEqual([]);
  });
});

/**
 * The engine must run unchanged in the browser and on the server: it may import zod and its
 * own files, nothing else (no Next.js, React, Prisma or Node I/O). This follows every import
 * from lib/engine transitively, so a pure-looking helper that reaches `node:fs` fails too.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ENGINE_DIR = path.resolve(__dirname);
// saxes and fflate (BattleScribe files), intl-messageformat (issue wording) and fastest-levenshtein
// (the nearest known keyword to a typo) are plain JavaScript that runs in the browser too.
const ALLOWED_PACKAGES = new Set(["zod", "saxes", "fflate", "intl-messageformat", "@formatjs/icu-messageformat-parser", "fastest-levenshtein"]);
const IMPORT = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|require\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "test-support" ? [] : listSources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

export function findImports(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? "").filter(Boolean);
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Every forbidden import reachable from the engine, as "file -> specifier". */
export function findForbiddenImports(entryFiles: string[]): string[] {
  const seen = new Set<string>();
  const forbidden: string[] = [];
  const queue = [...entryFiles];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of findImports(readFileSync(file, "utf8"))) {
      if (specifier.endsWith(".json") && specifier.startsWith(".")) {
        // Data, not code: a JSON file imports nothing, but it must exist.
        statSync(path.resolve(path.dirname(file), specifier));
      } else if (specifier.startsWith(".") || specifier.startsWith("@/")) {
        const target = specifier.startsWith("@/")
          ? resolveLocal(path.resolve(ENGINE_DIR, "../../x"), `./${specifier.slice(2)}`)
          : resolveLocal(file, specifier);
        queue.push(target);
      } else if (!ALLOWED_PACKAGES.has(specifier)) {
        forbidden.push(`${path.relative(process.cwd(), file)} -> ${specifier}`);
      }
    }
  }
  return forbidden;
}

describe("engine purity", () => {
  it("imports nothing but zod and its own pure files (engine, roster edits, issue wording)", () => {
    // Issue wording is pure too: the browser shows it next to the live validation.
    const files = [...listSources(ENGINE_DIR), ...["../i18n", "../roster", "../roster-format", "../exchange", "../opr", "../battlescribe"].flatMap((d) => listSources(path.resolve(ENGINE_DIR, d)))];
    expect(files.length).toBeGreaterThan(10);
    expect(findForbiddenImports(files)).toEqual([]);
  });

  it("recognises every import form it guards against", () => {
    const source = [
      'import { PrismaClient } from "@prisma/client";',
      'import type { NextRequest } from "next/server";',
      'export { useState } from "react";',
      'const fs = await import("node:fs");',
      'const path = require("path");',
      'import "server-only";',
    ].join("\n");
    expect(findImports(source)).toEqual(["@prisma/client", "next/server", "react", "node:fs", "path", "server-only"]);
  });
});

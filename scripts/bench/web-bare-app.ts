/**
 * The framework's ceiling for the web bench, in a tiny app of its own: a bare dynamic Next.js
 * route (`GET /bare`, a small JSON answer built per request) and a bare dynamic page
 * (`GET /page-bare`, a heading and a list rendered per request: what any App Router page costs
 * before it does anything). Built once with this project's Next and bundler (the flags of
 * `npm run build`) and kept under node_modules/.cache until Next's version, those flags or these
 * files change.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./bench-server";
import { serverEnvironment } from "../server-node-flags";
import { nextBuildFlags } from "../support/next-build-flags";

const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

function nextVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", "next", "package.json"), "utf8")) as { version: string }).version;
}

// Plain JavaScript without JSX, so that Next sets up neither TypeScript nor a JSX transform.
const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "muster-bench-bare", private: true, type: "module" }),
  "next.config.mjs": `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  "app/layout.js": `import { createElement as h } from "react";\nexport default function Layout({ children }) {\n  return h("html", { lang: "en" }, h("body", null, children));\n}\n`,
  "app/page-bare/page.js": `import { createElement as h } from "react";\nimport { headers } from "next/headers";\nexport default async function Page() {\n  const agent = (await headers()).get("user-agent");\n  return h("main", null, h("h1", null, "Bare"), h("p", null, agent), h("ul", null, Array.from({ length: 8 }, (_, i) => h("li", { key: i }, \`System \${i}\`))));\n}\n`,
  "app/bare/route.js": `export const dynamic = "force-dynamic";\nexport function GET(request) {\n  return Response.json({ status: "ok", path: new URL(request.url).pathname, at: Date.now() }, { headers: { "cache-control": "no-store" } });\n}\n`,
};

/** The app's folder, built (once per Next version). */
export function buildBareApp(): string {
  const flags = nextBuildFlags();
  const digest = createHash("sha256").update(JSON.stringify([FILES, flags])).digest("hex").slice(0, 8);
  const dir = path.join(ROOT, "node_modules", ".cache", `muster-bench-bare-next-${nextVersion()}-${digest}`);
  if (fs.existsSync(path.join(dir, ".next", "BUILD_ID"))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const built = spawnSync(process.execPath, [NEXT_BIN, "build", ...flags, dir], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`building the bare Next.js app failed:\n${built.stdout}\n${built.stderr}`);
  return dir;
}

export type BareServer = { url: string; pid: number; stop: () => Promise<void> };

export async function startBareApp(port: number, nodeFlags: string[] = []): Promise<BareServer> {
  const dir = buildBareApp();
  const server: ChildProcess = spawn(process.execPath, [...nodeFlags, NEXT_BIN, "start", dir, "-p", String(port), "-H", "127.0.0.1"], { cwd: dir, env: { ...process.env, ...serverEnvironment(), NEXT_TELEMETRY_DISABLED: "1" }, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    const closed = new Promise((resolve) => server.once("close", resolve));
    server.kill("SIGTERM");
    await closed;
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/bare`)).ok) return { url, pid: server.pid as number, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error("the bare Next.js app did not start");
}

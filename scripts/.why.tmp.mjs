import * as esbuild from "esbuild";
const [entry, target] = process.argv.slice(2);
const r = await esbuild.build({ entryPoints: [entry], bundle: true, write: false, metafile: true, format: "esm", platform: "browser", jsx: "automatic", tsconfig: "tsconfig.json",
  external: ["react", "react-dom", "next", "next/*", "server-only"], logLevel: "silent", loader: { ".css": "empty" } });
const inputs = r.metafile.inputs;
const start = Object.keys(inputs).find(f => f.endsWith(entry));
const prev = new Map([[start, null]]); const q = [start];
while (q.length) { const f = q.shift(); for (const imp of inputs[f]?.imports ?? []) if (imp.kind !== "dynamic-import" && !prev.has(imp.path)) { prev.set(imp.path, f); q.push(imp.path); } }
const reach = [...prev.keys()];
console.log("static reach", (reach.reduce((a, f) => a + (inputs[f]?.bytes ?? 0), 0) / 1024).toFixed(0) + "K");
console.log(reach.map(f => [f, inputs[f]?.bytes ?? 0]).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([f, b]) => `${(b / 1024).toFixed(1)}K ${f}`).join("\n"));
const hit = target && reach.find(f => f.includes(target));
if (hit) { const chain = []; let cur = hit; while (cur) { chain.push(cur); cur = prev.get(cur); } console.log("chain:\n  " + chain.reverse().join("\n  -> ")); }

/**
 * What a page costs a browser before it is interactive (issue 36): the HTML, the React Server
 * Components payload inlined in it (`self.__next_f.push` scripts: the props of client
 * components, e.g. a roster editor's data), and every script the HTML loads, gzip-compressed as
 * the server would send them (level 6, Next's compression).
 */
import { gzipSync } from "node:zlib";

export type PageWeight = { path: string; htmlBytes: number; inlineRscBytes: number; scripts: number; scriptsGzipBytes: number };

const SCRIPT_SRC = /<script[^>]*\ssrc="([^"]+)"/g;
const INLINE_RSC = /<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g;

const gzipped = (bytes: Uint8Array) => gzipSync(bytes, { level: 6 }).byteLength;

export async function measurePageWeight(base: string, path: string, headers: Record<string, string> = {}): Promise<PageWeight> {
  const response = await fetch(`${base}${path}`, { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const inlineRscBytes = [...html.matchAll(INLINE_RSC)].reduce((n, m) => n + Buffer.byteLength(m[1] ?? ""), 0);
  const sources = [...new Set([...html.matchAll(SCRIPT_SRC)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&")))];
  let scriptsGzipBytes = 0;
  for (const src of sources) {
    const script = await fetch(new URL(src, base), { headers });
    scriptsGzipBytes += gzipped(new Uint8Array(await script.arrayBuffer()));
  }
  return { path, htmlBytes: Buffer.byteLength(html), inlineRscBytes, scripts: sources.length, scriptsGzipBytes };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function formatPageWeight(label: string, w: PageWeight): string {
  return `${label.padEnd(26)} html ${kb(w.htmlBytes).padStart(9)}  inline RSC ${kb(w.inlineRscBytes).padStart(9)}  JS ${String(w.scripts).padStart(2)} files ${kb(w.scriptsGzipBytes).padStart(9)} gzip`;
}

/**
 * The game data rows of the web bench: the corpus's 40k 10th edition subset (seven files, the
 * Space Marines and their libraries, Titans among them) uploaded by the bench's browser, then
 * `GET /api/game-data/<package>` whole, with its ETag (304), and for the Space Marines only.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { corpusDir } from "../../tests/support/bs-corpus";

export type BenchPackage = { id: string; etag: string; spaceMarinesId: string };

const SPACE_MARINES = "Imperium - Space Marines.cat";

/** Null (with the reason printed) when the corpus is not there. */
export async function installBenchPackage(url: string, cookie: string): Promise<BenchPackage | null> {
  const corpus = corpusDir();
  const dir = corpus ? path.join(corpus, "bsdata", "wh40k-10e") : undefined;
  if (!dir || !fs.existsSync(path.join(dir, SPACE_MARINES))) {
    console.log("game data rows: skipped (no ../shared/corpus/bsdata/wh40k-10e)");
    return null;
  }
  const form = new FormData();
  for (const name of fs.readdirSync(dir).filter((n) => /\.(gst|cat)$/.test(n))) form.append("files", new Blob([fs.readFileSync(path.join(dir, name))]), name);
  const installed = await fetch(`${url}/api/game-data`, { method: "POST", body: form, headers: { origin: url, cookie } });
  if (installed.status !== 201) throw new Error(`installing the 10e subset answered ${installed.status}: ${await installed.text()}`);
  const { id } = (await installed.json()) as { id: string };
  const spaceMarinesId = /<catalogue[^>]*\sid="([^"]+)"/.exec(fs.readFileSync(path.join(dir, SPACE_MARINES), "utf8"))?.[1] ?? "";
  const whole = await fetch(`${url}/api/game-data/${id}`, { headers: { cookie, "accept-encoding": "identity" } });
  const wholeBytes = Buffer.from(await whole.arrayBuffer());
  const subset = Buffer.from(await (await fetch(`${url}/api/game-data/${id}?catalogue=${encodeURIComponent(spaceMarinesId)}`, { headers: { cookie, "accept-encoding": "identity" } })).arrayBuffer());
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(`game data: the 10e subset is ${kb(wholeBytes.byteLength)} of JSON (${kb(gzipSync(wholeBytes).byteLength)} gzip); the Space Marines with what they link ${kb(subset.byteLength)} (${kb(gzipSync(subset).byteLength)} gzip)`);
  return { id, etag: whole.headers.get("etag") ?? "", spaceMarinesId };
}

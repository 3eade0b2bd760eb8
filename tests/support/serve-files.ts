/**
 * A loopback HTTP server for tests that fetch from "the network" (a BattleScribe data index): it
 * answers each request path with what `files()` returns at that moment, so a test can move the
 * repository to a new revision between requests, and 404 otherwise.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FileServer = { base: string; close: () => void };

export async function serveFiles(files: () => Record<string, Uint8Array>): Promise<FileServer> {
  const server = http.createServer((request, response) => {
    const body = files()[request.url ?? ""];
    response.writeHead(body ? 200 : 404).end(body ? Buffer.from(body) : "missing");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/**
 * Production builds use webpack (`next build --webpack`, package.json's build script; `next dev`
 * keeps Turbopack). Turbopack in Next 16.4 writes the server code that routes share once per
 * route that loads it: this app's data layer (Prisma's client, Better Auth, Zod and lib/) came
 * out as 15 copies of one 1.7 MB chunk, alike but for their names, each loaded and kept by the
 * server. An idle `npm start` on the embedded database held 330-340 MB with Turbopack's build
 * and about 275 MB with webpack's, for the same pages and the same CPU per request (issue 33's
 * target is 400 MB during an upload; docs/battlescribe.md, "The server's own memory").
 */
/** @type {import("next").NextConfig} */
const nextConfig = {
  // Loaded by Node at run time, never bundled: PGlite reads its WASM and data files from its
  // package folder, pg has optional native parts, and Prisma's client loads its query
  // compiler WASM the same way.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "@prisma/client",
    "@prisma/driver-adapter-utils",
    "pg",
    "piscina",
  ],
  poweredByHeader: false,
  experimental: {
    // Next hands the proxy a copy of every body it runs for and cuts it here, silently: this
    // must pass the largest body of a route the proxy runs for (LARGEST_PROXIED_BODY_LIMIT of
    // lib/http/body-limits.ts, which each route enforces; body-limits.test.ts keeps the two in
    // step) and a little more, so that a route counting past its limit answers 413 instead of
    // receiving a body cut short. Next's own default (10 MiB) does: rosters take 10,000,000
    // bytes, and game data uploads are kept out of the proxy. A higher figure would let Next
    // buffer that much of every request body.
    proxyClientMaxBodySize: 10 * 1024 * 1024,
  },
};

export default nextConfig;

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

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
    // Next hands the proxy a copy of every body and cuts it at 10 MB by default, silently: let
    // through the largest any route takes (LARGEST_BODY_LIMIT of lib/http/body-limits.ts, which
    // each route enforces; body-limits.test.ts keeps the two in step) and a megabyte more, so
    // that a route counting past its limit answers 413 instead of receiving a body cut short.
    proxyClientMaxBodySize: 81 * 1024 * 1024,
  },
};

export default nextConfig;

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
  ],
  poweredByHeader: false,
  experimental: {
    // proxy.ts runs before API routes too, and Next buffers the body for it only up to this
    // size (10 MB by default), passing the route a truncated body beyond it. Game data uploads
    // (app/api/game-data) take up to 80 MB: a whole BSData repository is 40 MB.
    proxyClientMaxBodySize: "81mb",
  },
};

export default nextConfig;

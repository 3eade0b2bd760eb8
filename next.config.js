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
};

export default nextConfig;

// Stands in for "server-only" when a benchmark bundles server code for plain Node.
export {};

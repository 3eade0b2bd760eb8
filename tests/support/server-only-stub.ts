// Stands in for `server-only` in tests (see tests/support/vitest-resolve.ts).
export {};

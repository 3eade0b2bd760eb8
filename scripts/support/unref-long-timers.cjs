/**
 * Preloaded into the Prisma CLI (node --require, see run-prisma-cli.ts). Prisma 6's WASM
 * schema engine arms a 10-second advisory-lock timeout and never clears it, so the CLI idles
 * 10 s after it has finished. In this one-shot process a long timer is only ever a timeout guarding work that
 * holds its own socket or promise, so it must not keep the process alive by itself.
 */
const setTimeoutOriginal = globalThis.setTimeout;

globalThis.setTimeout = function setTimeoutUnrefLong(callback, delay, ...args) {
  const timer = setTimeoutOriginal(callback, delay, ...args);
  if (Number(delay) >= 10_000 && typeof timer?.unref === "function") timer.unref();
  return timer;
};

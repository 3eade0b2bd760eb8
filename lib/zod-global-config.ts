/**
 * Zod's configuration set before Zod loads (instrumentation-client.ts), without importing Zod:
 * Zod 4.6+ reads `globalThis.__zod_globalConfig` when it loads and keeps using that object.
 */
export const ZOD_CONFIG_GLOBAL = "__zod_globalConfig";

/** The configuration object to leave on globalThis: whatever is there, with jitless on. */
export function zodConfigBeforeLoad(existing: unknown): Record<string, unknown> {
  const config = existing && typeof existing === "object" ? (existing as Record<string, unknown>) : {};
  config.jitless = true;
  return config;
}

// Runs in the browser before any of the app's code: Zod must never try `new Function`, which
// the Content-Security-Policy forbids (see lib/zod-setup.ts). Zod (4.6 and later) keeps its
// configuration on globalThis.__zod_globalConfig and adopts an object already there when it
// loads, so setting it here needs no import of Zod: every page would otherwise load all of Zod
// (32 KB gzip) before anything else. lib/zod-setup.test.ts proves the adoption.
import { ZOD_CONFIG_GLOBAL, zodConfigBeforeLoad } from "./lib/zod-global-config";

const holder = globalThis as Record<string, unknown>;
holder[ZOD_CONFIG_GLOBAL] = zodConfigBeforeLoad(holder[ZOD_CONFIG_GLOBAL]);

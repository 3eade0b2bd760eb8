/**
 * Zod compiles fast parsers with `new Function` unless told not to. Muster's Content-Security-
 * Policy forbids eval in the browser, so Zod runs without it everywhere (same results).
 */
import { z } from "zod";

z.config({ jitless: true });

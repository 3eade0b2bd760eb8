/** The language switcher's request. */
import { z } from "zod";
import { locales } from "@/lib/i18n/locales";

export const chooseLocaleSchema = z.strictObject({
  locale: z.enum(locales, { error: `The language must be one of ${locales.join(", ")}.` }),
});

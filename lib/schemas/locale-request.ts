/** The language switcher's request. */
import { z } from "zod";
import { schemaMessage } from "@/lib/errors/schema-text";
import { locales } from "@/lib/i18n/locales";

export const chooseLocaleSchema = z.strictObject({
  locale: z.enum(locales, { error: schemaMessage("error.schema.localeUnknown", { locales: locales.join(", ") }) }),
});

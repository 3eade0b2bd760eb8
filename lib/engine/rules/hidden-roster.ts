import { z } from "zod";
import { defineRule } from "./rule-module";

/**
 * The 9th Age hidden rosters: entries of these categories (magic items) may be concealed from
 * the opponent until revealed. Nothing to check; the exchange layer reads the parameters.
 */
export const hiddenRoster = defineRule({
  id: "hidden-roster",
  params: z.object({ categoryIds: z.array(z.string()).min(1) }),
});

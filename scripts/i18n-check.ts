/**
 * `npm run i18n:check -- [locale...]`: each translation area file against its English one
 * (missing or extra keys, ICU that does not parse, other arguments, missing plural forms).
 * Exit code 1 on any problem. The unit tests run the same check over the whole catalogue.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { checkCatalogue } from "../lib/i18n/catalogue-check";
import { locales } from "../lib/i18n/locales";

const folder = path.join(import.meta.dirname, "..", "lib", "i18n");
const areas = readdirSync(path.join(folder, "en")).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "index.ts");

function catalogueOf(module: Record<string, unknown>): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const value of Object.values(module)) if (value && typeof value === "object") Object.assign(merged, value);
  return merged;
}

const chosen = process.argv.slice(2).filter((arg) => arg !== "--");
let problems = 0;
for (const locale of (chosen.length > 0 ? chosen : locales.filter((l) => l !== "en"))) {
  for (const area of areas) {
    const english = catalogueOf(await import(path.join(folder, "en", area)));
    let translation: Record<string, string>;
    try {
      translation = catalogueOf(await import(path.join(folder, locale, area)));
    } catch (error) {
      console.log(`${locale}/${area}: cannot be read (${error instanceof Error ? error.message.split("\n")[0] : error})`);
      problems += 1;
      continue;
    }
    for (const problem of checkCatalogue(english, translation, locale)) {
      problems += 1;
      console.log(`${locale}/${area}: ${JSON.stringify(problem)}`);
    }
  }
}
console.log(problems === 0 ? "no problems" : `${problems} problems`);
process.exitCode = problems === 0 ? 0 : 1;

import { describe, expect, it } from "vitest";
import { directionOf, lettersJoin, matchAcceptLanguage } from "./locales";
import { localeOfHeaders } from "./locale-of-request";

describe("matchAcceptLanguage", () => {
  it.each([
    [null, "en"],
    ["", "en"],
    ["ru-RU,ru;q=0.9,en-US;q=0.8", "ru"],
    ["sv-FI", "sv"],
    ["de-DE,de;q=0.9,pl;q=0.5,en;q=0.4", "pl"],
    ["fr;q=1, ar;q=0.2, hi;q=0.7", "hi"],
    ["ar;q=0, hi;q=0", "en"],
    ["zh-CN", "en"],
    ["*", "en"],
    ["hi;q=abc, sv", "sv"],
  ])("%s → %s", (header, locale) => {
    expect(matchAcceptLanguage(header)).toBe(locale);
  });
});

describe("localeOfHeaders", () => {
  it("prefers the chosen locale's cookie over the browser's languages", () => {
    expect(localeOfHeaders(new Headers({ cookie: "a=1; muster-locale=ar", "accept-language": "ru" }))).toBe("ar");
  });

  it("ignores a cookie naming a language Muster does not have", () => {
    expect(localeOfHeaders(new Headers({ cookie: "muster-locale=xx", "accept-language": "pl" }))).toBe("pl");
  });
});

describe("lettersJoin", () => {
  it.each([
    ["ar", true],
    ["hi", true],
    ["ru", false],
    ["pl", false],
  ] as const)("%s: %s", (locale, joins) => {
    expect(lettersJoin(locale)).toBe(joins);
  });
});

describe("directionOf", () => {
  it.each([
    ["ar", "rtl"],
    ["hi", "ltr"],
    ["en", "ltr"],
  ] as const)("%s is %s", (locale, direction) => {
    expect(directionOf(locale)).toBe(direction);
  });
});

describe("names inside right-to-left sentences", () => {
  it("isolates a shown value in Arabic but not a select's key, and leaves left-to-right text alone", async () => {
    const { fill } = await import("./format");
    const template = "{scope, select, self {هنا} other {هناك}}: {name}";
    expect(fill(template, { scope: "self", name: "Lord (General)" }, "ar")).toBe("هنا: \u2068Lord (General)\u2069");
    expect(fill("{name}: {count, plural, one {# unit} other {# units}}", { name: "Lord", count: 2 }, "en")).toBe("Lord: 2 units");
  });
});

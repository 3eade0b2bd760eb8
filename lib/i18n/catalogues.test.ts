/**
 * Every language has every message of the English catalogue, as ICU that parses, with the same
 * arguments, and with each plural form its language needs; the checker itself is tested on
 * broken translations so that a pass means something.
 */
import { describe, expect, it } from "vitest";
import { checkCatalogue } from "./catalogue-check";
import { catalogues, translatorFor } from "./catalogues";
import { fill } from "./format";
import { locales } from "./locales";

const english = catalogues.en;

describe("every locale's catalogue", () => {
  it.each(locales.filter((locale) => locale !== "en"))("%s has every message, valid, with the English arguments and its plural forms", (locale) => {
    expect(checkCatalogue(english.messages, catalogues[locale].messages, locale)).toEqual([]);
    expect(checkCatalogue(english.issues, catalogues[locale].issues, locale)).toEqual([]);
  });

  it("English itself passes (its plurals need one and other)", () => {
    expect(checkCatalogue(english.messages, english.messages, "en")).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== "en"))("%s translates its messages rather than copying the English", (locale) => {
    const same = Object.entries(english.messages).filter(([key, text]) => catalogues[locale].messages[key as keyof typeof english.messages] === text && /[a-z]{4,}/.test(text.replace(/\{[^}]*\}/g, "")));
    // Names (Muster, BattleScribe, the languages' own names) may stay; sentences may not.
    expect(same.length).toBeLessThan(Object.keys(english.messages).length * 0.05);
  });
});

describe("checkCatalogue", () => {
  const source = { a: "{count, plural, one {# unit} other {# units}}", b: "Hello {name}", c: "{when, date, long}" };

  it.each([
    ["a missing key", { b: "Hej {name}", c: "{when, date, long}" }, "sv", [{ kind: "missing", key: "a" }]],
    ["an extra key", { ...source, d: "x" }, "en", [{ kind: "extra", key: "d" }]],
    ["ICU that does not parse", { ...source, b: "Hej {name" }, "sv", ["invalid"]],
    ["a renamed argument", { ...source, b: "Hej {namn}" }, "sv", ["arguments"]],
    ["a date shown as text", { ...source, c: "{when}" }, "sv", ["arguments"]],
    ["Russian with two plural forms", { ...source, a: "{count, plural, one {# отряд} other {# отрядов}}" }, "ru", ["plural-forms"]],
    ["Arabic with four of its six forms", { ...source, a: "{count, plural, one {a} two {b} few {c} other {d}}" }, "ar", ["plural-forms"]],
  ] as const)("finds %s", (_name, translation, locale, expected) => {
    const problems = checkCatalogue(source, translation as Record<string, string>, locale);
    expect(problems.map((problem) => (typeof expected[0] === "string" ? problem.kind : problem))).toEqual(expected);
  });

  it("accepts Russian plurals with one, few, many and other", () => {
    expect(checkCatalogue(source, { ...source, a: "{count, plural, one {# отряд} few {# отряда} many {# отрядов} other {# отряда}}" }, "ru")).toEqual([]);
  });

  const points = { p: "{stored, number} pts, recomputed {recomputed}" };

  it("accepts a translation that makes a plain number of the English a plural, so that its noun agrees", () => {
    const ru = { p: "{stored, plural, one {# очко} few {# очка} many {# очков} other {# очка}}, пересчёт {recomputed, plural, one {# очко} few {# очка} many {# очков} other {# очка}}" };
    expect(checkCatalogue(points, ru, "ru")).toEqual([]);
  });

  it("still wants every plural form of such an upgrade, and no argument of its own", () => {
    expect(checkCatalogue(points, { p: "{stored, plural, one {# очко} other {# очков}} {recomputed}" }, "ru").map((p) => p.kind)).toEqual(["plural-forms"]);
    expect(checkCatalogue(points, { p: "{total, plural, one {# очко} few {# очка} many {# очков} other {# очка}} {recomputed}" }, "ru").map((p) => p.kind)).toEqual(["arguments"]);
  });
});

describe("Latin runs inside right-to-left messages", () => {
  const files = { a: "Download .ros", b: "Open a roster (.ros, .rosz)", c: "{name} has Tough({value})", d: "Data from BattleScribe (installed)." };
  const arabic = { a: "تنزيل \u2066.ros\u2069", b: "افتح قائمة (\u2066.ros\u2069، \u2068.rosz\u2069)", c: "لدى {name} الصلابة \u2066Tough({value})\u2069", d: "بيانات من BattleScribe (مثبتة)." };

  it.each([
    ["a file extension", { ...arabic, a: "تنزيل .ros" }, [".ros"]],
    ["extensions in brackets", { ...arabic, b: "افتح قائمة (.ros، .rosz)" }, [".ros", ".rosz"]],
    ["a name with its value in brackets", { ...arabic, c: "لدى {name} الصلابة Tough({value})" }, ["Tough("]],
  ] as const)("flags %s that is not isolated", (_name, translation, runs) => {
    expect(checkCatalogue(files, arabic, "ar")).toEqual([]);
    const problems = checkCatalogue(files, { ...arabic, ...translation }, "ar");
    expect(problems).toEqual([{ kind: "latin-run-not-isolated", key: Object.keys(translation).find((k) => translation[k as keyof typeof translation] !== arabic[k as keyof typeof arabic]), runs }]);
  });

  it("leaves Latin words, names in brackets and left-to-right languages alone", () => {
    expect(checkCatalogue(files, { ...arabic, d: "بيانات (BattleScribe) من Muster (مثبتة): New Recruit." }, "ar")).toEqual([]);
    expect(checkCatalogue(files, files, "ru")).toEqual([]);
  });
});

describe("plurals follow each language's rules", () => {
  it.each([
    ["ru", 1, "1"],
    ["ru", 3, "3"],
    ["ru", 5, "5"],
    ["pl", 22, "22"],
    ["ar", 2, ""],
  ] as const)("%s with %d models", (locale, count, digits) => {
    const text = translatorFor(locale).t("totals.models", { count });
    expect(text).not.toContain("{");
    if (digits) expect(text).toContain(digits);
  });

  it("Russian says 1 модель, 3 модели, 5 моделей", () => {
    const tr = translatorFor("ru");
    const words = [1, 3, 5].map((count) => tr.t("totals.models", { count }).replace(/[\d\s]/g, ""));
    expect(new Set(words).size).toBe(3);
  });

  it.each([
    ["en", "gameData.upload.done", { name: "Test", revision: 3, files: 1 }, "1 file."],
    ["en", "gameData.upload.done", { name: "Test", revision: 3, files: 6 }, "6 files."],
    ["en", "gameData.upload.replaced", { name: "Test", revision: 3, previous: 2, files: 1 }, "1 file."],
    ["en", "dataSources.system", { name: "Test", revision: 3, catalogues: 1 }, "(1 catalogue)"],
    ["en", "spells.refused", { name: "Apprentice", max: 1, level: "Wizard Apprentice" }, "knows 1 spell,"],
    ["en", "compare.fact.sudden-death.impossible", { outnumbered: "A", modelsA: 1, modelsB: 1 }, "against 1 model)"],
    ["sv", "gameData.upload.done", { name: "Test", revision: 3, files: 1 }, "1 fil."],
    ["ru", "gameData.upload.done", { name: "Test", revision: 3, files: 5 }, "5 файлов."],
    ["pl", "dataSources.system", { name: "Test", revision: 3, catalogues: 2 }, "(2 katalogi)"],
  ] as const)("%s %s counts in words that agree with the number", (locale, key, params, expected) => {
    expect(translatorFor(locale).t(key, params)).toContain(expected);
  });

  it.each([
    ["en", "1,500/2,000"],
    ["ru", "1\u00a0500/2\u00a0000"],
    ["pl", "1500/2000"],
  ] as const)("%s writes a plain {x} number as {x, number} does", (locale, expected) => {
    expect(fill("{a}/{b, number}", { a: 1500, b: 2000 }, locale)).toBe(expected);
  });

  it.each([
    ["sv", "2,5"],
    ["ru", "2,5"],
    ["pl", "2,5"],
    ["en", "2.5"],
  ] as const)("%s writes decimals its own way", (locale, expected) => {
    expect(fill("{x}", { x: 2.5 }, locale)).toBe(expected);
  });

  it("does not group a number that names something (a line of a file)", () => {
    expect(fill("line {line}", { line: 12000 }, "en")).toBe("line 12000");
  });

  it("formats numbers per locale", () => {
    expect(translatorFor("ar").locale).toBe("ar");
    expect(translatorFor("xx").locale).toBe("en");
  });
});

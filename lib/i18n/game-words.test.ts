/**
 * A game system's words per language: amounts whose noun agrees with the number (1, 2, 5, 21 and
 * 2.5 points) in every locale, every term of the shipped systems in the catalogue, English equal
 * to the data's own names, and data without catalogue words keeping its own.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { translatorFor } from "./catalogues";
import { createTranslator } from "./translate";
import { gameWords, withGameWords } from "./game-words";
import { locales } from "./locales";
import { messagesEn } from "./en";
import type { GameSystem } from "../gamedata/catalogue-schema";

const nbsp = "\u00a0";
const SYSTEMS_DIR = path.join(import.meta.dirname, "..", "..", "data", "systems");
const shipped: GameSystem[] = fs.readdirSync(SYSTEMS_DIR).map((dir) => JSON.parse(fs.readFileSync(path.join(SYSTEMS_DIR, dir, "system.json"), "utf8")) as GameSystem);

describe("points in words, per language", () => {
  it.each([
    ["en", ["1 pt", "2 pts", "5 pts", "21 pts", "2.5 pts", "1,500 pts"]],
    ["sv", ["1 poäng", "2 poäng", "5 poäng", "21 poäng", "2,5 poäng", `1${nbsp}500 poäng`]],
    ["pl", ["1 pkt", "2 pkt", "5 pkt", "21 pkt", "2,5 pkt", "1500 pkt"]],
    ["ru", ["1 очко", "2 очка", "5 очков", "21 очко", "2,5 очка", `1${nbsp}500 очков`]],
    ["hi", ["1 अंक", "2 अंक", "5 अंक", "21 अंक", "2.5 अंक", "1,500 अंक"]],
    ["ar", ["نقطة واحدة", "نقطتان", "5 نقاط", "21 نقطة", "2.5 نقطة", "1,500 نقطة"]],
  ] as const)("%s: 1, 2, 5, 21, 2.5 and 1500 points", (locale, expected) => {
    const words = gameWords(translatorFor(locale), "aof-regiments");
    expect([1, 2, 5, 21, 2.5, 1500].map((n) => words.amount("pts", n))).toEqual(expected);
  });

  it.each([
    ["en", ["1 CP", "2 CP", "5 CP", "21 CP", "2.5 CP"]],
    ["sv", ["1 Kommandopoäng", "2 Kommandopoäng", "5 Kommandopoäng", "21 Kommandopoäng", "2,5 Kommandopoäng"]],
    ["pl", ["1 punkt dowodzenia", "2 punkty dowodzenia", "5 punktów dowodzenia", "21 punktów dowodzenia", "2,5 punktu dowodzenia"]],
    ["ru", ["1 командное очко", "2 командных очка", "5 командных очков", "21 командное очко", "2,5 командного очка"]],
    ["hi", ["1 कमान अंक", "2 कमान अंक", "5 कमान अंक", "21 कमान अंक", "2.5 कमान अंक"]],
    ["ar", ["نقطة قيادة واحدة", "نقطتا قيادة", "5 نقاط قيادة", "21 نقطة قيادة", "2.5 نقطة قيادة"]],
  ] as const)("%s: Command Points of Warhammer 40,000 agree with 1, 2, 5, 21 and 2.5", (locale, expected) => {
    const words = gameWords(translatorFor(locale), "wh40k-9e");
    expect([1, 2, 5, 21, 2.5].map((n) => words.amount("CP", n))).toEqual(expected);
  });

  it.each([
    ["sv", "Kraftvärde", "Kommandopoäng"],
    ["pl", "Wartość Mocy", "Punkty Dowodzenia"],
    ["ru", "Рейтинг мощи", "Командные очки"],
  ] as const)("%s names Power Rating and Command Points as its rules do", (locale, power, command) => {
    const words = gameWords(translatorFor(locale), "wh40k-9e");
    expect([words.costName("PL"), words.costName("CP")]).toEqual([power, command]);
  });
});

describe("the shipped systems' terms", () => {
  const termsOf = (system: GameSystem) => [
    ...system.costTypes.flatMap((c) => [`cost.${c.id}`, `amount.${c.id}`]),
    ...system.categories.map((c) => `category.${c.id}`),
    ...system.forceEntries.map((f) => `forceEntry.${f.id}`),
    ...system.rulesets.flatMap((r) => [`ruleset.${r.id}`, ...(r.description ? [`rulesetDescription.${r.id}`] : []), ...(r.battleSizes ?? []).map((b) => `battleSize.${b.id}`)]),
    ...system.profileTypes.flatMap((p) => [`profileType.${p.id}`, ...p.characteristics.map((c) => `characteristic.${p.id}.${c.id}`)]),
  ];

  it.each(shipped.map((system) => [system.id, system] as const))("%s has catalogue words for every cost type, role, detachment, ruleset and battle size", (_id, system) => {
    const missing = termsOf(system).filter((term) => !(`game.${system.id}.${term}` in messagesEn));
    expect(missing).toEqual([]);
  });

  it.each(shipped.map((system) => [system.id, system] as const))("%s in English reads as its data does", (_id, system) => {
    const words = gameWords(translatorFor("en"), system);
    const pairs = [
      ...system.costTypes.map((c) => [words.costName(c), c.name]),
      ...system.categories.map((c) => [words.category(c), c.name]),
      ...system.forceEntries.map((f) => [words.forceEntry(f), f.name]),
      ...system.rulesets.flatMap((r) => [[words.ruleset(r), r.name], [words.rulesetDescription(r), r.description], ...(r.battleSizes ?? []).map((b) => [words.battleSize(b), b.name])]),
      ...system.profileTypes.flatMap((p) => [[words.profileType(p), p.name], ...p.characteristics.map((c) => [words.characteristic(p.id, c), c.name])]),
      ...(system.sharedSelectionEntries ?? []).map((e) => [words.entry(e), e.name]),
    ];
    // English groups the digits of a limit ("Small game (2,500 pts)"); the data writes 2500.
    expect(pairs.filter(([said, data]) => said?.replace(/(\d),(\d{3})/g, "$1$2") !== data)).toEqual([]);
  });

  it.each(locales)("%s names Warhammer 40,000's roles and battle sizes in its own words", (locale) => {
    const words = gameWords(translatorFor(locale), "wh40k-9e");
    const said = [words.category({ id: "hq", name: "HQ" }), words.battleSize({ id: "strike-force", name: "Strike Force" })];
    if (locale === "en") expect(said).toEqual(["HQ", "Strike Force"]);
    else expect(said).not.toContain("Strike Force");
  });

  it.each([
    ["hi", "warscroll", "जनरल"],
    ["ar", "مخطوطة الحرب Warscroll", "القائد"],
  ] as const)("%s keeps the warscroll and names the General as its Age of Sigmar rules do", (locale, warscroll, general) => {
    const words = gameWords(translatorFor(locale), "aos");
    expect(words.profileType({ id: "warscroll", name: "Warscroll" })).toBe(warscroll);
    expect(words.entry({ id: "general", name: "General" })).toBe(general);
  });

  it("Polish calls a spell's Casting Value Wartość rzucenia", () => {
    expect(gameWords(translatorFor("pl"), "aos").characteristic("spell", { id: "casting-value", name: "Casting Value" })).toBe("Wartość rzucenia");
    expect(translatorFor("pl").t("export.pdf.spell.castingValue")).toBe("Wartość rzucenia");
  });

  it("writes a battle size's points in the language (Skirmish (750 pts) in Russian)", () => {
    const words = gameWords(translatorFor("ru"), "aof-regiments");
    expect(words.battleSize({ id: "skirmish", name: "Skirmish (750 pts)", limits: { pts: 750 } })).toBe("Стычка (750 очков)");
  });
});

describe("data with no catalogue words keeps its own", () => {
  const bsData = { id: "28ec-711c-d87f-3aeb", costTypes: [{ id: "e356-c769-5920-6e14", name: " PL" }, { id: "points", name: "pts" }] };

  it.each(locales)("%s: an installed BattleScribe system's names and cost words stay as the data has them", (locale) => {
    const words = gameWords(translatorFor(locale), bsData);
    expect(words.category({ id: "hq-guid", name: "HQ" })).toBe("HQ");
    expect(words.costName("points")).toBe("pts");
    expect(words.amount("points", 1500)).toContain("pts");
    expect(words.amount("points", 1500)).toContain(new Intl.NumberFormat(locale).format(1500));
  });
});

describe("issues in a game's words", () => {
  it("Russian: the army's cost and limit with agreeing nouns, the detachment and role translated", () => {
    const tr = withGameWords(translatorFor("ru"), shipped.find((s) => s.id === "wh40k-9e")!);
    expect(tr.issue("limit.exceeded", { costType: "pts", total: 2021, limit: 2000 })).toBe(`Армия стоит 2${nbsp}021 очко — больше лимита (2${nbsp}000 очков).`);
    expect(tr.issue("slot.too-few", { subject: "Troops", subjectId: "troops", limit: 2, actual: 1, forceName: "Battalion Detachment", scope: "force" })).toContain("Войска");
    expect(tr.issue("slot.too-few", { subject: "Troops", subjectId: "troops", limit: 2, actual: 1, forceName: "Battalion Detachment", scope: "force" })).toContain("Батальонный детачмент");
  });

  it("English without a game's words still names the cost type", () => {
    expect(translatorFor("en").issue("limit.exceeded", { costType: "pts", total: 2010, limit: 2000 })).toBe("The army costs 2,010 pts, over its limit of 2,000 pts.");
  });
});

describe("a game's words in a catalogue without its fallback (as the browser has it)", () => {
  it("uses the catalogue's words where it has them and the data's name where it has none, never a key", () => {
    const catalogue = { "game.aof-regiments.category.heroes": "Héros" } as unknown as Parameters<typeof createTranslator>[0];
    const tr = createTranslator(catalogue, {} as Parameters<typeof createTranslator>[1], "fr");
    expect(tr.has("game.aof-regiments.category.heroes")).toBe(true);
    expect(tr.has("game.aof-regiments.category.hero")).toBe(false);
    expect(tr.has("constructor")).toBe(false);
    const words = gameWords(tr, "aof-regiments");
    expect(words.category({ id: "heroes", name: "Heroes" })).toBe("Héros");
    // English has this key; a catalogue without it shows the data's name, not the key.
    expect(words.category({ id: "hero", name: "Hero" })).toBe("Hero");
  });

  it("finds a key in the fallback catalogue when the locale lacks it", () => {
    const tr = createTranslator({} as Parameters<typeof createTranslator>[0], {} as Parameters<typeof createTranslator>[1], "fr", { messages: messagesEn, issues: {} as Parameters<typeof createTranslator>[1] });
    const key = Object.keys(messagesEn).find((k) => k.startsWith("game.aof-regiments.category."))!;
    expect(tr.has(key)).toBe(true);
  });
});

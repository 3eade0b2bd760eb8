/**
 * An Army Forge army book becomes a Muster catalogue of the game system the table names. The
 * upgrade semantics of a section (which variant, how many models it affects, how many options
 * may be chosen) become groups and constraints: the same code reads every book. Pure.
 */
import { catalogueSchema, type Catalogue, type Profile, type Rule, type SelectionEntry, type SelectionEntryGroup, type SpellList } from "../gamedata/catalogue-schema";
import type { ArmyBook, BookUnit, CommonRules, Gain, SpecialRuleRef, UpgradeOption, UpgradeSection } from "./book-schema";
import type { OprGameSystem } from "./game-systems";

export type BookWarning =
  | { code: "opr.book.unknown-package"; params: { unit: string; packageId: string } }
  | { code: "opr.book.no-option-cost"; params: { unit: string; option: string } }
  | { code: "opr.book.unknown-rule"; params: { rule: string } };

export type BookConversion = { catalogue: Catalogue; warnings: BookWarning[] };

/** Army Forge ids may start with "-" or "_", which Muster ids may not; they are kept otherwise. */
function safeId(raw: string): string {
  return raw.replace(/[^A-Za-z0-9_.:-]/g, "_");
}

/** One uid serves several games (Robot Legions in Grimdark Future and in Firefight): the game's prefix tells them apart. */
export function catalogueIdOfBook(bookUid: string, system: Pick<OprGameSystem, "catalogueIdPrefix">): string {
  return `${system.catalogueIdPrefix}${safeId(bookUid)}`;
}

export function unitEntryId(catalogueId: string, unitId: string): string {
  return `${catalogueId}.${safeId(unitId)}`;
}

export function sectionGroupId(unitEntry: string, sectionUid: string): string {
  return `${unitEntry}.${safeId(sectionUid)}`;
}

export function optionEntryId(groupId: string, optionUid: string): string {
  return `${groupId}.${safeId(optionUid)}`;
}

/** The book's spells, as the one spell list its Casters know. */
export function spellListId(catalogueId: string): string {
  return `${catalogueId}.spells`;
}

/** The default entry standing for the weapon a replace section swaps out. */
export function keptWeaponEntryId(groupId: string): string {
  return `${groupId}.kept`;
}

function ruleLabel(rule: SpecialRuleRef): string {
  if (rule.label) return rule.label;
  return rule.rating === undefined || rule.rating === null || rule.rating === "" ? rule.name : `${rule.name}(${rule.rating})`;
}

type Context = {
  book: ArmyBook;
  system: OprGameSystem;
  descriptions: Map<string, string>;
  warnings: BookWarning[];
  unknownRules: Set<string>;
  /** The book's spell list, when it has spells. */
  spellListId?: string;
};

function describeRule(ctx: Context, name: string): string {
  const found = ctx.descriptions.get(name.toLowerCase());
  if (found !== undefined) return found;
  if (!ctx.unknownRules.has(name)) {
    ctx.unknownRules.add(name);
    ctx.warnings.push({ code: "opr.book.unknown-rule", params: { rule: name } });
  }
  return "";
}

function rulesOf(ctx: Context, ownerId: string, refs: readonly SpecialRuleRef[]): Rule[] {
  return refs.map((ref, i) => ({ id: `${ownerId}.r${i}`, name: ruleLabel(ref), description: describeRule(ctx, ref.name) }));
}

/** A unit or upgrade with a caster rule (Caster(2)) knows every spell of its book. */
function wizardOf(ctx: Context, refs: readonly SpecialRuleRef[]): Pick<SelectionEntry, "wizard"> {
  if (!ctx.spellListId || !refs.some((ref) => ctx.system.casterRules.includes(ref.name))) return {};
  return { wizard: { paths: [ctx.spellListId], knowsAllSpells: true } };
}

type WeaponLike = { name: string; attacks?: number | string | null; range?: number | string | null; specialRules?: SpecialRuleRef[] };

/** A range in inches (`24"`), or "-" for melee (0 or none). */
function rangeText(range: WeaponLike["range"]): string {
  if (range === undefined || range === null || range === "" || Number(range) === 0) return "-";
  return /^\d+$/.test(String(range)) ? `${range}"` : String(range);
}

/** `count`: how many of the weapon a unit carries (its base weapons only; options are counted as taken). */
function weaponProfile(ctx: Context, weapon: WeaponLike, count?: number): Profile | undefined {
  const p = ctx.system.weaponProfile;
  if (!p) return undefined;
  const rules = weapon.specialRules ?? [];
  for (const rule of rules) describeRule(ctx, rule.name);
  const ap = rules.find((rule) => rule.name === p.apRule);
  const special = rules.filter((rule) => rule !== ap).map(ruleLabel);
  return {
    name: weapon.name,
    typeId: p.typeId,
    characteristics: {
      [p.range]: rangeText(weapon.range),
      [p.attacks]: weapon.attacks === undefined || weapon.attacks === null || weapon.attacks === "" ? "-" : String(weapon.attacks),
      [p.ap]: ap?.rating === undefined || ap.rating === null ? "-" : String(ap.rating),
      [p.special]: special.length > 0 ? special.join(", ") : "-",
    },
    ...(count !== undefined ? { count } : {}),
  };
}

function isWeapon(gain: Gain): gain is Extract<Gain, { weaponId?: unknown }> {
  return gain.type === "ArmyBookWeapon" || (gain.type === undefined && "attacks" in gain);
}

/** What an option gives, as profiles (weapons) and rules (special rules, items' rules), and the spells a caster rule brings. */
function optionContent(ctx: Context, entryId: string, option: UpgradeOption): Pick<SelectionEntry, "profiles" | "rules" | "wizard"> {
  const profiles: Profile[] = [];
  const refs: SpecialRuleRef[] = [];
  for (const gain of option.gains) {
    if (gain.type === "ArmyBookItem") refs.push(...gain.content);
    else if (gain.type === "ArmyBookRule") refs.push(gain);
    else if (isWeapon(gain)) {
      const profile = weaponProfile(ctx, gain);
      if (profile) profiles.push(profile);
    }
  }
  const rules = rulesOf(ctx, entryId, refs);
  return { ...(profiles.length ? { profiles } : {}), ...(rules.length ? { rules } : {}), ...wizardOf(ctx, refs) };
}

/** What a player sees in Army Forge: the gains' labels ("Jetpack (Ambush, Flying)"), else the option's label. */
function optionName(option: UpgradeOption): string {
  const labels = option.gains.map((gain) => gain.label);
  return labels.length > 0 && labels.every(Boolean) ? labels.join(", ").slice(0, 400) : option.label;
}

/** How many models a section applies to: the unit as a whole counts once, "any" means every model. */
function affectedModels(section: UpgradeSection, size: number): number {
  const affects = section.affects;
  if (!affects || affects.type === "all") return 1;
  if (affects.type === "any") return size;
  return Math.min(affects.value ?? 1, size);
}

/** How many options one affected model may take. A replaced weapon is replaced by one thing. */
function optionsPerModel(section: UpgradeSection): number {
  const select = section.select;
  if (!select) return section.variant === "replace" ? 1 : section.options.length;
  if (select.type === "any" || select.type === "all") return section.options.length;
  return select.value ?? 1;
}

function max(id: string, value: number) {
  return { id, type: "max" as const, value, field: "selections", scope: "parent" as const };
}

function optionCost(ctx: Context, unit: BookUnit, option: UpgradeOption): number {
  const own = option.costs.find((c) => c.unitId === unit.id);
  if (own) return own.cost;
  if (option.costs.length === 0 && option.cost !== undefined) return option.cost;
  ctx.warnings.push({ code: "opr.book.no-option-cost", params: { unit: unit.name, option: option.label } });
  return option.cost ?? 0;
}

/** Army Forge names a target as its section reads ("Replace one Pulse Rifle": "Pulse Rifles"), so singular and plural match. */
function findWeapon(unit: BookUnit, target: string): BookUnit["weapons"][number] | undefined {
  return unit.weapons.find((w) => w.name === target || `${w.name}s` === target || w.name === `${target}s`);
}

/**
 * Whether a replacement swaps every copy of the weapon: a section for the whole unit (no count,
 * or "all"), or one model's weapon that the unit carries once (a hero's "Replace one Pistol").
 */
function replacesEveryCopy(section: UpgradeSection, unit: BookUnit, weapon: BookUnit["weapons"][number]): boolean {
  if (!section.affects || section.affects.type === "all") return true;
  return affectedModels(section, unit.size) === 1 && (weapon.count ?? 1) === 1;
}

/**
 * A section that swaps every copy of one weapon offers that weapon as its default, so the card
 * shows either the weapon or its replacement, never both.
 */
function replacedWeapon(section: UpgradeSection, unit: BookUnit, claimed: Set<string>) {
  if (section.variant !== "replace") return undefined;
  const target = section.targets?.length === 1 ? section.targets[0] : undefined;
  const weapon = target === undefined ? undefined : findWeapon(unit, target);
  if (!weapon || claimed.has(weapon.name) || !replacesEveryCopy(section, unit, weapon)) return undefined;
  claimed.add(weapon.name);
  return weapon;
}

/**
 * What each option of a section that swaps some copies replaces: one of each target per
 * selection ("Replace Pistol and CCW"), whether the unit carries it as such or as the default
 * of a whole-unit replacement ("Replace all Rifles" and "Replace one Rifle" on the same unit).
 */
function replacementsOf(section: UpgradeSection, unit: BookUnit): SelectionEntry["replaces"] {
  if (section.variant !== "replace") return undefined;
  const counts = new Map<string, number>();
  for (const target of section.targets ?? []) {
    // A target the unit does not carry is gained from another upgrade (a Combat Shield): not counted.
    const weapon = findWeapon(unit, target);
    if (weapon) counts.set(weapon.name, (counts.get(weapon.name) ?? 0) + 1);
  }
  return counts.size > 0 ? [...counts].map(([profile, count]) => ({ profile, count })) : undefined;
}

function sectionGroup(ctx: Context, unit: BookUnit, unitId: string, section: UpgradeSection, claimed: Set<string>): SelectionEntryGroup {
  const groupId = sectionGroupId(unitId, section.uid);
  const models = affectedModels(section, unit.size);
  const perModel = optionsPerModel(section);
  const kept = replacedWeapon(section, unit, claimed);
  const replaces = kept ? undefined : replacementsOf(section, unit);
  const entries: SelectionEntry[] = section.options.map((option) => {
    const id = optionEntryId(groupId, option.uid);
    const cost = optionCost(ctx, unit, option);
    return {
      id,
      name: optionName(option),
      type: "upgrade",
      ...(cost !== 0 ? { costs: [{ typeId: ctx.system.costTypeId, value: cost }] } : {}),
      constraints: [max(`${id}.max`, models)],
      ...optionContent(ctx, id, option),
      ...(replaces ? { replaces } : {}),
    };
  });
  const group: SelectionEntryGroup = { id: groupId, name: section.label, selectionEntries: entries };
  if (kept) {
    const keptId = keptWeaponEntryId(groupId);
    const profile = weaponProfile(ctx, kept, kept.count ?? 1);
    entries.unshift({ id: keptId, name: kept.name, type: "upgrade", constraints: [max(`${keptId}.max`, 1)], ...(profile ? { profiles: [profile] } : {}) });
    group.defaultEntryId = keptId;
    group.constraints = [{ ...max(`${groupId}.min`, 1), type: "min" }, max(`${groupId}.max`, 1)];
  } else if (perModel < section.options.length) {
    group.constraints = [max(`${groupId}.max`, models * perModel)];
  }
  return group;
}

function unitEntry(ctx: Context, unit: BookUnit, packages: Map<string, ArmyBook["upgradePackages"][number]>): SelectionEntry {
  const { system, book } = ctx;
  const id = unitEntryId(catalogueIdOfBook(book.uid, system), unit.id);
  const claimed = new Set<string>();
  const groups: SelectionEntryGroup[] = [];
  for (const packageUid of unit.upgrades) {
    const pack = packages.get(packageUid);
    if (!pack) {
      ctx.warnings.push({ code: "opr.book.unknown-package", params: { unit: unit.name, packageId: packageUid } });
      continue;
    }
    for (const section of pack.sections) groups.push(sectionGroup(ctx, unit, id, section, claimed));
  }
  const roles = system.roleRules.filter((r) => unit.rules.some((rule) => rule.name === r.rule)).map((r) => r.categoryId);
  const primary = roles[0] ?? system.unitCategoryId;
  const categoryIds = [...new Set([primary, ...roles, system.unitCategoryId].filter((c): c is string => Boolean(c)))];
  const attributes: Record<string, number> = {};
  for (const { rule, attribute } of system.attributeRules) {
    const rating = Number(unit.rules.find((r) => r.name === rule)?.rating);
    if (Number.isFinite(rating)) attributes[attribute] = rating;
  }
  const profiles: Profile[] = [];
  if (system.unitProfile) {
    const p = system.unitProfile;
    profiles.push({ name: unit.name, typeId: p.typeId, characteristics: { [p.quality]: `${unit.quality}+`, [p.defense]: `${unit.defense}+`, [p.size]: String(unit.size) } });
  }
  for (const weapon of unit.weapons) {
    if (claimed.has(weapon.name)) continue;
    const profile = weaponProfile(ctx, weapon, weapon.count ?? 1);
    if (profile) profiles.push(profile);
  }
  const rules = rulesOf(ctx, id, unit.rules);
  return {
    id,
    name: unit.name,
    type: "unit",
    ...(unit.cost !== 0 ? { costs: [{ typeId: system.costTypeId, value: unit.cost }] } : {}),
    categoryLinks: categoryIds.map((categoryId) => ({ categoryId, primary: categoryId === primary })),
    profiles,
    ...(rules.length ? { rules } : {}),
    ...wizardOf(ctx, unit.rules),
    ...(Object.keys(attributes).length ? { attributes } : {}),
    // The unit's models, so rules that count models (combined units, heroes joining) see them.
    selectionEntries: [{ id: `${id}.model`, name: unit.name, type: "model", constraints: [{ ...max(`${id}.model.min`, unit.size), type: "min" }, max(`${id}.model.max`, unit.size)] }],
    ...(groups.length ? { selectionEntryGroups: groups } : {}),
  };
}

/** Revisions are integers in Muster; "3.5.1" becomes 30501 so later versions compare higher. */
export function revisionOfVersion(version: string | undefined): number {
  const parts = (version ?? "").split(".").map((part) => Number.parseInt(part, 10));
  if (parts.some((part) => !Number.isFinite(part))) return 0;
  const [major = 0, minor = 0, patch = 0] = parts;
  return major * 10_000 + minor * 100 + patch;
}

/** The spells in the order a player looks them up: by how many tokens they cost, then as the book lists them. */
function bookSpellList(book: ArmyBook, catalogueId: string): SpellList | undefined {
  if (book.spells.length === 0) return undefined;
  const spells = [...book.spells]
    .sort((a, b) => a.threshold - b.threshold)
    .map((spell) => ({ id: `${catalogueId}.spell.${safeId(spell.id)}`, name: spell.name, castingValue: String(spell.threshold), effect: spell.effect }));
  return { id: spellListId(catalogueId), name: book.name, spells };
}

export function armyBookToCatalogue(book: ArmyBook, commonRules: CommonRules, system: OprGameSystem): BookConversion {
  const descriptions = new Map<string, string>();
  for (const rule of commonRules) descriptions.set(rule.name.toLowerCase(), rule.description);
  // The book's own rules win over common rules of the same name.
  for (const rule of book.specialRules) descriptions.set(rule.name.toLowerCase(), rule.description);
  const catalogueId = catalogueIdOfBook(book.uid, system);
  const spellList = bookSpellList(book, catalogueId);
  const ctx: Context = { book, system, descriptions, warnings: [], unknownRules: new Set(), ...(spellList ? { spellListId: spellList.id } : {}) };
  const packages = new Map(book.upgradePackages.map((pack) => [pack.uid, pack]));
  const catalogue = catalogueSchema.parse({
    kind: "catalogue",
    id: catalogueId,
    gameSystemId: system.musterSystemId,
    name: book.name,
    revision: revisionOfVersion(book.versionString),
    source: {
      edition: `Army Forge army book ${book.name}${book.versionString ? ` v${book.versionString}` : ""}`.slice(0, 200),
      points: "As the imported army book states them",
      date: typeof book.modifiedAt === "string" && book.modifiedAt ? book.modifiedAt.slice(0, 10) : "not stated in the file",
      checked: "Imported from an Army Forge army book file; not checked by Muster's maintainers.",
    },
    selectionEntries: book.units.map((unit) => unitEntry(ctx, unit, packages)),
    ...(spellList ? { spellLists: [spellList] } : {}),
  });
  return { catalogue, warnings: ctx.warnings };
}

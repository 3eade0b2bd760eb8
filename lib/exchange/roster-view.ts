/**
 * A roster laid out for people: forces, units grouped by role, options, costs and issues in
 * words. The text export, the PDF and the print view all render this one shape. Pure.
 */
import type { Catalogue, DataSource, GameSystem, SpellList } from "../gamedata/catalogue-schema";
import type { Roster, Selection } from "../gamedata/roster-schema";
import { evaluate, getCatalogueIndex, unitsOfIssue } from "../engine";
import { describeArmyLimit } from "./army-limit-words";
import { unitKeywordChoices } from "../roster/keyword-choices";
import type { CatalogueIndex, CostMap, Evaluation, Resource, SlotTable } from "../engine";
import { type Translator } from "../i18n/translate";
import { en } from "../i18n/english";
import { gameWords, withGameWords, type GameWords } from "../i18n/game-words";
import { hiddenRoster } from "../engine/rules/hidden-roster";

export type OptionView = {
  id: string;
  entryId: string;
  name: string;
  number: number;
  costs: CostMap;
  depth: number;
  isModel: boolean;
  /** A magic item concealed under hidden-roster rules. */
  hidden: boolean;
};

export type UnitView = {
  id: string;
  entryId: string;
  name: string;
  entryName: string;
  categoryId: string;
  categoryName: string;
  costs: CostMap;
  models: number;
  options: OptionView[];
  keywordChoices: [string, string][];
  path?: { id: string; name: string };
  spells: { id: string; name: string; number: number }[];
  joinedTo?: string;
  combined: boolean;
  notes?: string;
  issueCount: number;
  /**
   * On a hidden roster: what the concealed items of this unit cost together (already in
   * `costs`), shown as one amount per unit so that no single item can be told by its price.
   */
  hiddenCosts?: CostMap;
};

export type ForceView = {
  id: string;
  name: string;
  costs: CostMap;
  groups: { categoryId: string; categoryName: string; units: UnitView[] }[];
};

export type RosterView = {
  name: string;
  /** The game system's id, by which its words are looked up (see viewWords). */
  systemId: string;
  systemName: string;
  factionName: string;
  /** Where the catalogue's numbers come from, as its data states it. */
  dataSource?: DataSource;
  rulesetName: string;
  battleSizeName?: string;
  /** Shown cost types, named in the view's language. */
  costTypes: { id: string; name: string }[];
  limits: CostMap;
  totals: CostMap;
  models: number;
  resources: Record<string, Resource>;
  valid: boolean;
  issues: { severity: "error" | "warning"; message: string; unitName?: string }[];
  /** The army's running totals against its role and copy limits, in words ("Hero: 3 of at most 4"). */
  armyLimits: { id: string; text: string; state: "ok" | "under" | "over" }[];
  forces: ForceView[];
  notes?: string;
  hiddenItems: number;
};

export type ViewOptions = {
  translator?: Translator;
  /** Conceal magic items (hidden-roster rules) except these selection ids. */
  hideItems?: { revealed: ReadonlySet<string> };
  evaluation?: Evaluation;
};

/** Categories a hidden roster conceals (magic items), from the ruleset's `hidden-roster` rule. */
export function hiddenCategoryIds(system: GameSystem, rulesetId: string): string[] {
  const ruleset = system.rulesets.find((r) => r.id === rulesetId);
  const use = ruleset?.rules.find((r) => r.rule === "hidden-roster");
  const parsed = use ? hiddenRoster.params.safeParse(use.params) : undefined;
  return parsed?.success ? parsed.data.categoryIds : [];
}

function spellLists(system: GameSystem, catalogue: Catalogue): SpellList[] {
  return [...(system.spellLists ?? []), ...(catalogue.spellLists ?? [])];
}

function optionsOf(
  index: CatalogueIndex,
  table: SlotTable | undefined,
  selections: Selection[],
  evaluation: Evaluation,
  hide: (categoryIds: string[], id: string) => boolean,
  depth = 0,
  words?: GameWords,
): OptionView[] {
  const out: OptionView[] = [];
  for (const selection of selections) {
    const slot = table?.slots.get(selection.entryId);
    const hidden = slot ? hide(slot.categoryIds, selection.id) : false;
    out.push({
      id: selection.id,
      entryId: selection.entryId,
      // The game's own roles (General, Warlord) in the page's words; the data's entries by their names.
      name: selection.customName ?? (slot ? (words?.entry(slot.entry) ?? slot.entry.name) : selection.entryId),
      number: selection.number,
      costs: evaluation.totals.selections[selection.id]?.costs ?? {},
      depth,
      isModel: slot?.entry.type === "model",
      hidden,
    });
    if (selection.selections?.length) {
      out.push(...optionsOf(index, slot ? index.childrenOf(slot) : undefined, selection.selections, evaluation, hide, depth + 1, words));
    }
  }
  return out;
}

/** A view's game words in a language: amounts of its cost types ("1 500 очков"), for the exports that print them. */
export function viewWords(view: Pick<RosterView, "systemId" | "costTypes">, tr: Translator): GameWords {
  return gameWords(tr, { id: view.systemId, costTypes: view.costTypes });
}

export function describeRoster(roster: Roster, system: GameSystem, catalogue: Catalogue, options: ViewOptions = {}): RosterView {
  // Roles, detachments, rulesets, battle sizes and amounts in the translator's language (the data's own words where it has none).
  const tr = withGameWords(options.translator ?? en, system);
  const words = gameWords(tr, system);
  const evaluation = options.evaluation ?? evaluate(roster, system, catalogue, { available: false });
  const index = getCatalogueIndex(system, catalogue);
  const ruleset = system.rulesets.find((r) => r.id === roster.rulesetId);
  const battleSize = ruleset?.battleSizes?.find((b) => b.id === roster.battleSizeId);
  const lists = spellLists(system, catalogue);
  const spellsById = new Map(lists.flatMap((l) => l.spells.map((s) => [s.id, s] as const)));
  if (catalogue.hereditarySpell) spellsById.set(catalogue.hereditarySpell.id, catalogue.hereditarySpell);
  const concealed = options.hideItems ? new Set(hiddenCategoryIds(system, roster.rulesetId)) : new Set<string>();
  let hiddenItems = 0;
  const hide = (categoryIds: string[], id: string) => {
    if (!options.hideItems || options.hideItems.revealed.has(id) || !categoryIds.some((c) => concealed.has(c))) return false;
    hiddenItems += 1;
    return true;
  };
  const names = new Map<string, string>();
  for (const force of roster.forces) {
    for (const s of force.selections) names.set(s.id, s.customName ?? index.roots.slots.get(s.entryId)?.entry.name ?? s.entryId);
  }
  const categoryOrder = new Map(system.categories.map((c, i) => [c.id, i]));
  const issueCounts = new Map<string, number>();
  for (const issue of evaluation.issues) {
    for (const unitId of unitsOfIssue(issue)) issueCounts.set(unitId, (issueCounts.get(unitId) ?? 0) + 1);
  }

  const forces: ForceView[] = roster.forces.map((force) => {
    const groups = new Map<string, UnitView[]>();
    for (const selection of force.selections) {
      const slot = index.roots.slots.get(selection.entryId);
      const categoryId = slot?.primaryCategoryId ?? "";
      const path = selection.path ? lists.find((l) => l.id === selection.path) : undefined;
      const unit: UnitView = {
        id: selection.id,
        entryId: selection.entryId,
        name: names.get(selection.id) ?? selection.entryId,
        entryName: slot?.entry.name ?? selection.entryId,
        categoryId,
        categoryName: categoryId ? words.category({ id: categoryId, name: index.categoryName(categoryId) }) : tr.t("export.uncategorised"),
        costs: { ...evaluation.totals.selections[selection.id]?.costs },
        models: evaluation.totals.selections[selection.id]?.models ?? 0,
        options: optionsOf(index, slot ? index.childrenOf(slot) : undefined, selection.selections ?? [], evaluation, hide, 0, words),
        keywordChoices: Object.entries(unitKeywordChoices(force, selection)),
        ...(path ? { path: { id: path.id, name: path.name } } : {}),
        spells: (selection.spells ?? []).map((id) => {
          const spell = spellsById.get(id);
          return { id, name: spell?.name ?? id, number: spell?.number ?? 0 };
        }),
        ...(selection.joinedTo ? { joinedTo: names.get(selection.joinedTo) ?? selection.joinedTo } : {}),
        combined: Boolean(selection.combined),
        ...(selection.notes ? { notes: selection.notes } : {}),
        issueCount: issueCounts.get(selection.id) ?? 0,
      };
      groups.set(categoryId, [...(groups.get(categoryId) ?? []), unit]);
    }
    const sorted = [...groups.entries()].sort(([a], [b]) => (categoryOrder.get(a) ?? 999) - (categoryOrder.get(b) ?? 999));
    return {
      id: force.id,
      name: words.forceEntry({ id: force.forceEntryId, name: index.forceEntry(force.forceEntryId)?.name ?? force.forceEntryId }),
      costs: evaluation.totals.forces[force.id]?.costs ?? {},
      groups: sorted.map(([categoryId, units]) => ({
        categoryId,
        categoryName: units[0]?.categoryName ?? categoryId,
        units,
      })),
    };
  });

  if (options.hideItems && hiddenItems > 0) hiddenItems = concealForOpponent(forces);
  const describeIssue = (issue: Evaluation["issues"][number]) => ({
    severity: issue.severity,
    message: tr.issue(issue.code, issue.params),
    ...(issue.path[1] && names.has(issue.path[1]) ? { unitName: names.get(issue.path[1]) } : {}),
  });
  let shownIssues = evaluation.issues.map(describeIssue);
  if (options.hideItems && hiddenItems > 0) {
    // Only what the roster without its concealed items also says may be shown: anything else
    // comes from the items (and could name or count them), so it becomes one generic line.
    const visible = withoutSelectionIds(roster, concealedSelectionIds(roster, system, catalogue, options.hideItems.revealed));
    const visibleMessages = new Set(evaluate(visible, system, catalogue, { available: false }).issues.map((i) => describeIssue(i).message));
    const withheld = shownIssues.filter((i) => !visibleMessages.has(i.message));
    shownIssues = shownIssues.filter((i) => visibleMessages.has(i.message));
    if (withheld.length > 0) shownIssues.push({ severity: withheld.some((i) => i.severity === "error") ? "error" : "warning", message: tr.t("export.hiddenIssue") });
  }

  return {
    name: roster.name,
    systemId: system.id,
    systemName: system.name,
    factionName: catalogue.name,
    ...(catalogue.source ? { dataSource: catalogue.source } : {}),
    rulesetName: ruleset ? words.ruleset(ruleset) : roster.rulesetId,
    ...(battleSize ? { battleSizeName: words.battleSize(battleSize) } : {}),
    costTypes: system.costTypes.filter((c) => !c.hidden).map((c) => ({ id: c.id, name: words.costName(c) })),
    limits: evaluation.limits,
    totals: evaluation.totals.roster.costs,
    models: evaluation.totals.roster.models,
    resources: evaluation.resources,
    valid: evaluation.valid,
    issues: shownIssues,
    armyLimits: evaluation.armyLimits.map((limit) => ({ id: limit.id, state: limit.state, text: describeArmyLimit(limit, tr, words) })),
    forces,
    ...(roster.notes ? { notes: roster.notes } : {}),
    hiddenItems,
  };
}

function addCosts(into: CostMap, costs: CostMap, sign = 1): void {
  for (const [type, value] of Object.entries(costs)) into[type] = (into[type] ?? 0) + sign * value;
}

/**
 * What an opponent may know of a hidden roster: a concealed item keeps nothing that identifies
 * it (no name, no entry, no id but an opaque placeholder, no number, no own cost), what it
 * holds is left out, options that hold one show only their visible part, and the unit shows
 * the concealed part once, as one amount. The unit's total still includes it (the rules say
 * so). Returns how many items were concealed.
 */
function concealForOpponent(forces: ForceView[]): number {
  let placeholder = 0;
  for (const force of forces) {
    for (const group of force.groups) {
      for (const unit of group.units) {
        if (!unit.options.some((o) => o.hidden)) continue;
        const hiddenCosts: CostMap = {};
        const kept: OptionView[] = [];
        // Visible ancestors of the option at each depth, to take a concealed item's cost off them.
        const ancestors: OptionView[] = [];
        let insideHiddenAt: number | undefined;
        for (const option of unit.options) {
          if (insideHiddenAt !== undefined && option.depth > insideHiddenAt) continue;
          insideHiddenAt = undefined;
          ancestors.length = option.depth;
          if (!option.hidden) {
            kept.push(option);
            ancestors[option.depth] = option;
            continue;
          }
          insideHiddenAt = option.depth;
          addCosts(hiddenCosts, option.costs);
          for (const ancestor of ancestors) if (ancestor) addCosts(ancestor.costs, option.costs, -1);
          kept.push({ id: `hidden-${++placeholder}`, entryId: "", name: "", number: 1, costs: {}, depth: option.depth, isModel: false, hidden: true });
        }
        unit.options = kept;
        unit.hiddenCosts = hiddenCosts;
      }
    }
  }
  return placeholder;
}

/** The ids a hidden roster conceals (real selection ids), for the server to remove them. */
export function concealedSelectionIds(roster: Roster, system: GameSystem, catalogue: Catalogue, revealed: ReadonlySet<string>): Set<string> {
  const concealed = new Set(hiddenCategoryIds(system, roster.rulesetId));
  const index = getCatalogueIndex(system, catalogue);
  const ids = new Set<string>();
  const walk = (table: SlotTable | undefined, selections: Selection[], inside: boolean) => {
    for (const selection of selections) {
      const slot = table?.slots.get(selection.entryId);
      const hidden = inside || (!revealed.has(selection.id) && Boolean(slot?.categoryIds.some((c) => concealed.has(c))));
      if (hidden) ids.add(selection.id);
      walk(slot ? index.childrenOf(slot) : undefined, selection.selections ?? [], hidden);
    }
  };
  for (const force of roster.forces) {
    for (const selection of force.selections) {
      const slot = index.roots.slots.get(selection.entryId);
      walk(slot ? index.childrenOf(slot) : undefined, selection.selections ?? [], false);
    }
  }
  return ids;
}

function withoutIds(selections: Selection[], ids: ReadonlySet<string>): Selection[] {
  return selections.filter((s) => !ids.has(s.id)).map((s) => (s.selections ? { ...s, selections: withoutIds(s.selections, ids) } : s));
}

/** The roster without the given selections (and what they hold): what a visitor may have. */
export function withoutSelectionIds(roster: Roster, ids: ReadonlySet<string>): Roster {
  if (ids.size === 0) return roster;
  return { ...roster, forces: roster.forces.map((f) => ({ ...f, selections: withoutIds(f.selections, ids) })) };
}

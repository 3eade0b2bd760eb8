/**
 * evaluate(roster, system, catalogue): totals, every broken rule and what may be added where.
 * Pure and deterministic: the same code runs in the browser for instant feedback and on the
 * server before anything is saved. It never mutates its inputs.
 */
import type { Catalogue, GameSystem, RuleUse } from "../gamedata/catalogue-schema";
import type { Roster } from "../gamedata/roster-schema";
import { listAvailable } from "./available";
import { getCatalogueIndex } from "./catalogue-index";
import { checkAllConstraints } from "./constraints";
import { checkReplacements } from "./replacements";
import { aggregateCosts, aggregateCounts, addCosts, buildTree, countModels, createNode } from "./roster-tree";
import { resolveEffective, resolveSlot } from "./modifiers";
import { ruleModules } from "./rules";
import type { RuleModule } from "./rules/rule-module";
import type { CostMap, Evaluation, EvaluationContext, Issue, Node, Resource, Tally } from "./types";

type ActiveRule = { module: RuleModule<unknown>; params: unknown; force?: Node };

const parsedParams = new WeakMap<RuleUse, { ok: true; value: unknown } | { ok: false; message: string }>();

function parseRuleUse(use: RuleUse) {
  let parsed = parsedParams.get(use);
  if (!parsed) {
    const module = ruleModules.get(use.rule);
    if (!module) parsed = { ok: false, message: `unknown rule "${use.rule}"` };
    else {
      const result = module.params.safeParse(use.params);
      parsed = result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message ?? "invalid" };
    }
    parsedParams.set(use, parsed);
  }
  return parsed;
}

function activate(ctx: EvaluationContext, uses: RuleUse[], force?: Node): ActiveRule[] {
  const active: ActiveRule[] = [];
  for (const use of uses) {
    const parsed = parseRuleUse(use);
    const module = ruleModules.get(use.rule);
    if (!parsed.ok || !module) {
      ctx.report({ code: "data.invalid-rule", path: force?.path ?? [], params: { rule: use.rule, message: parsed.ok ? "" : parsed.message } });
      continue;
    }
    active.push({ module, params: parsed.value, force });
  }
  return active;
}

function createContext(roster: Roster, system: GameSystem, catalogue: Catalogue): EvaluationContext {
  const index = getCatalogueIndex(system, catalogue);
  const ruleset = index.ruleset(roster.rulesetId);
  const battleSize = roster.battleSizeId ? ruleset?.battleSizes?.find((b) => b.id === roster.battleSizeId) : undefined;
  const issues: Issue[] = [];
  const root = createNode("roster", "roster", []);
  root.name = roster.name;
  const ctx: EvaluationContext = {
    input: { roster, system, catalogue },
    index,
    ruleset,
    battleSize,
    limits: { ...(battleSize?.limits ?? {}), ...roster.limits },
    root,
    nodes: [],
    byId: new Map(),
    issues,
    groupLimits: {},
    armyLimits: [],
    report(issue) {
      const severity = ruleset?.severities?.[issue.code] ?? issue.severity ?? "error";
      issues.push({ code: issue.code, severity, path: issue.path, params: issue.params, ...(issue.counted ? { counted: issue.counted } : {}) });
    },
  };
  if (roster.gameSystemId !== system.id) {
    ctx.report({ code: "roster.wrong-game-system", path: [], params: { expected: system.id, actual: roster.gameSystemId } });
  }
  if (roster.catalogueId !== catalogue.id) {
    ctx.report({ code: "roster.wrong-catalogue", path: [], params: { expected: catalogue.id, actual: roster.catalogueId } });
  }
  if (!ruleset) ctx.report({ code: "roster.unknown-ruleset", path: [], params: { rulesetId: roster.rulesetId } });
  if (roster.battleSizeId && !battleSize) {
    ctx.report({ code: "roster.unknown-battle-size", path: [], params: { battleSizeId: roster.battleSizeId } });
  }
  return ctx;
}

/** Features a roster may only use when its ruleset switches the matching rule on. */
const FEATURES = [
  { rule: "combined-units", code: "unit.combine-not-allowed", used: (n: Node) => Boolean(n.selection?.combined) },
  { rule: "hero-joins-unit", code: "hero.join-not-allowed", used: (n: Node) => Boolean(n.selection?.joinedTo) },
  { rule: "magic-selection", code: "wizard.spells-not-allowed", used: (n: Node) => Boolean(n.selection?.spells?.length) },
];

function applyEffects(ctx: EvaluationContext): void {
  for (const node of ctx.nodes) {
    if (node.kind === "force") {
      const entry = node.forceEntry;
      if (!entry) continue;
      const owner = { self: node, parent: ctx.root, key: entry.id, root: ctx.root, limits: ctx.limits };
      node.ownCosts = resolveEffective(owner, { costs: entry.costs, constraints: [], modifiers: entry.modifiers ?? [], hidden: false, name: entry.name }).costs;
      continue;
    }
    const slot = node.slot;
    if (!slot) continue;
    const owner = { self: node, parent: node.parent, key: slot.entryId, root: ctx.root, limits: ctx.limits };
    const effective = resolveSlot(owner, slot);
    const factor = node.number * node.multiplier;
    const costs: CostMap = {};
    for (const type in effective.costs) costs[type] = (effective.costs[type] ?? 0) * factor;
    node.ownCosts = costs;
    node.constraintValues = effective.constraintValues;
    node.hidden = effective.hidden;
    node.name = node.selection?.customName ?? effective.name;
  }
  // Children were created after their parents, so walking backwards sums bottom-up.
  for (let i = ctx.nodes.length - 1; i >= 0; i--) {
    const node = ctx.nodes[i] as Node;
    const subtree: CostMap = { ...node.ownCosts };
    for (const child of node.children) addCosts(subtree, child.subtreeCosts);
    node.subtreeCosts = subtree;
  }
  const rosterCosts: CostMap = {};
  for (const force of ctx.root.children) addCosts(rosterCosts, force.subtreeCosts);
  ctx.root.subtreeCosts = rosterCosts;
}

function tally(node: Node): Tally {
  return { costs: node.subtreeCosts, models: node.models };
}

export type EvaluateOptions = { available?: boolean };

export function evaluate(roster: Roster, system: GameSystem, catalogue: Catalogue, options: EvaluateOptions = {}): Evaluation {
  const ctx = createContext(roster, system, catalogue);
  const rules = activate(ctx, ctx.ruleset?.rules ?? []);
  let combinedFactor = 1;
  for (const rule of rules) combinedFactor = rule.module.treeOptions?.(rule.params).combinedFactor ?? combinedFactor;

  buildTree(ctx, { combinedFactor });
  countModels(ctx.root);
  aggregateCounts(ctx.nodes);
  applyEffects(ctx);
  aggregateCosts(ctx.nodes);
  checkAllConstraints(ctx);
  checkReplacements(ctx);

  for (const force of ctx.root.children) rules.push(...activate(ctx, force.forceEntry?.rules ?? [], force));
  for (const rule of rules) rule.module.check?.(ctx, rule.params, rule.force);
  const active = new Set(rules.map((r) => r.module.id));
  for (const feature of FEATURES) {
    if (active.has(feature.rule)) continue;
    for (const node of ctx.nodes) {
      if (feature.used(node)) ctx.report({ code: feature.code, path: node.path, params: { name: node.name } });
    }
  }

  const totals = { roster: tally(ctx.root), forces: {} as Record<string, Tally>, selections: {} as Record<string, Tally> };
  for (const node of ctx.nodes) {
    if (node.kind === "force") totals.forces[node.id] = tally(node);
    else totals.selections[node.id] = tally(node);
  }
  const resources: Record<string, Resource> = {};
  for (const [type, starting] of Object.entries(ctx.battleSize?.starting ?? {})) {
    const spent = ctx.root.subtreeCosts[type] ?? 0;
    resources[type] = { starting, spent, remaining: starting - spent };
  }
  const available: Evaluation["available"] = {};
  if (options.available !== false) {
    for (const node of ctx.nodes) if (node.table) available[node.id] = listAvailable(ctx, node);
  }
  return {
    valid: !ctx.issues.some((i) => i.severity === "error"),
    totals,
    limits: ctx.limits,
    resources,
    issues: ctx.issues,
    available,
    groupLimits: ctx.groupLimits,
    armyLimits: ctx.armyLimits,
  };
}

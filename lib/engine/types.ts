import type {
  Catalogue,
  Constraint,
  GameSystem,
  Modifier,
  Ruleset,
  BattleSize,
  SelectionEntry,
  ForceEntry,
} from "../gamedata/catalogue-schema";
import type { Roster, Selection } from "../gamedata/roster-schema";

export type Severity = "error" | "warning";
export type IssueParams = Record<string, string | number | boolean | string[] | null>;

/** One broken rule. `path` is the force id then selection ids down to the selection concerned. */
export type Issue = {
  code: string;
  severity: Severity;
  path: string[];
  params: IssueParams;
  /**
   * Paths of the selections that count toward a broken "at most" limit of a role (all the
   * heroes over the hero limit), so that each of them can show the issue, not just the force.
   */
  counted?: string[][];
};

export type CostMap = Record<string, number>;

export type Tally = { costs: CostMap; models: number };

export type Totals = {
  roster: Tally;
  forces: Record<string, Tally>;
  /** Every selection's subtree (a unit with its models and options). */
  selections: Record<string, Tally>;
};

export type Resource = { starting: number; spent: number; remaining: number };

/** An entry that may be added under a force (root) or a selection, with why it cannot if so. */
export type AvailableEntry = {
  entryId: string;
  name: string;
  type: SelectionEntry["type"];
  groupId?: string;
  costs: CostMap;
  blocked?: { code: string; params: IssueParams };
};

export type Evaluation = {
  valid: boolean;
  totals: Totals;
  limits: CostMap;
  resources: Record<string, Resource>;
  issues: Issue[];
  /** Keyed by force id or selection id. */
  available: Record<string, AvailableEntry[]>;
  /**
   * Option groups' constraint values after modifiers, under each force or selection that may
   * hold them (parent id -> constraint id -> value): "150 pts of magic items, 200 for the
   * General", "one Warlord Trait once the Warlord is chosen". Lets the editor show what is left.
   */
  groupLimits: Record<string, Record<string, number>>;
  /** The army's running totals against its role and copy limits, for gauges beside the list. */
  armyLimits: ArmyLimit[];
};

/**
 * One army-wide limit measured now: "Hero 3 of 4" (role count), "Characters 39.9% of at most
 * 40%" (role share of a cost), "most copies of one unit 2 of 2" (copies). The issues stay the
 * verdict; this is the gauge.
 */
export type ArmyLimit = {
  id: string;
  kind: "role-count" | "role-share" | "copies";
  type: "min" | "max";
  /** The role's category, for role limits. */
  categoryId?: string;
  name?: string;
  /** The cost type a role share is of. */
  costTypeId?: string;
  /** The limit in selections or in the cost, after modifiers and percentages. */
  limit: number;
  actual: number;
  /** For a role share: the rule's percentage, and the actual cost as a percentage of the same base. */
  percent?: number;
  actualPercent?: number;
  state: "ok" | "under" | "over";
};

/** Counting buckets: selections, models and costs of everything matching one key. */
export type Aggregate = { selections: number; models: number; costs: CostMap };

/** An entry as it may be chosen under one particular parent (links and groups resolved). */
export type Slot = {
  entryId: string;
  entry: SelectionEntry;
  /** Link id when reached through an entryLink. */
  linkId?: string;
  categoryIds: string[];
  primaryCategoryId?: string;
  constraints: Constraint[];
  modifiers: Modifier[];
  hidden: boolean;
  /** Groups (innermost last) the entry sits in under this parent. */
  groupIds: string[];
  /** Keys a selection of this slot is counted under: entry id, categories, groups. */
  keys: string[];
};

export type GroupSlot = {
  groupId: string;
  name: string;
  constraints: Constraint[];
  modifiers: Modifier[];
  hidden: boolean;
  defaultEntryId?: string;
  parentGroupId?: string;
};

export type SlotTable = {
  slots: Map<string, Slot>;
  groups: GroupSlot[];
  /** Slots with a constraint counted in their parent: checked even when nothing is chosen. */
  constrained: Slot[];
};

export type CatalogueIndex = {
  system: GameSystem;
  catalogue: Catalogue;
  roots: SlotTable;
  childrenOf(slot: Slot): SlotTable;
  categoryName(id: string): string;
  forceEntry(id: string): ForceEntry | undefined;
  ruleset(id: string): Ruleset | undefined;
};

export type NodeKind = "roster" | "force" | "selection";

/** A place in the evaluated roster tree. Mutable during evaluation only. */
export type Node = {
  kind: NodeKind;
  id: string;
  path: string[];
  parent?: Node;
  force?: Node;
  /** The root selection (unit) this node is in; itself for a root selection. */
  unit?: Node;
  children: Node[];
  selection?: Selection;
  slot?: Slot;
  /** Slots a child of this node may come from. */
  table?: SlotTable;
  forceEntry?: ForceEntry;
  /** A force's own angle-bracket keywords (its Chapter), inherited by its units. */
  keywordChoices?: Record<string, string>;
  customKeywords?: string[];
  number: number;
  /** Combined units count double in models and costs. */
  multiplier: number;
  models: number;
  childAgg: Map<string, Aggregate>;
  descAgg: Map<string, Aggregate>;
  hidden: boolean;
  name: string;
  ownCosts: CostMap;
  subtreeCosts: CostMap;
  constraintValues: Map<string, number>;
};

export type EvaluationInput = {
  roster: Roster;
  system: GameSystem;
  catalogue: Catalogue;
};

export type EvaluationContext = {
  input: EvaluationInput;
  index: CatalogueIndex;
  ruleset?: Ruleset;
  battleSize?: BattleSize;
  limits: CostMap;
  root: Node;
  nodes: Node[];
  byId: Map<string, Node>;
  issues: Issue[];
  groupLimits: Record<string, Record<string, number>>;
  armyLimits: ArmyLimit[];
  report(issue: Omit<Issue, "severity"> & { severity?: Severity }): void;
};

import type { Condition, ConditionGroup, LocalConditionGroup, Repeat } from "../data-types";
import type { ChildFilter, QueryFacts, ScopeNode, VirtualNode } from "./queries";
import { ANY_CHILD, isForceOfEntry, isInstanceOf, isTypeScope, keyedFilter, limitField, matchingSelections, parentOf, percentBase, queryValue, resolveScope, rootSelectionOf, selectionMatches } from "./queries";
import type { RosterNode, SelectionNode } from "./roster";
import { isBeforeInRoster } from "./roster-order";
import { decimal } from "./decimal";

export type Self = SelectionNode | VirtualNode | RosterNode;

/** What conditions may hold: plain ones, groups, and New Recruit's local condition groups. */
type Conditional = { conditions?: Condition[]; conditionGroups?: ConditionGroup[]; localConditionGroups?: LocalConditionGroup[] };

const childFilters = new WeakMap<object, ChildFilter>();

/**
 * A condition's, repeat's or local group's child filter, with its memo key, made once per data
 * object: an evaluation asks for it thousands of times.
 */
function childFilterOf(query: { childId?: string }): ChildFilter {
  if (!query.childId || query.childId === "any") return ANY_CHILD;
  let filter = childFilters.get(query);
  if (!filter) {
    // New Recruit counts a shared entry through every link whatever a condition's or repeat's
    // `shared` says (BattleScribe, with shared="false", through none): constraints keep theirs.
    filter = keyedFilter({ kind: "id", id: query.childId, shared: true });
    childFilters.set(query, filter);
  }
  return filter;
}

/**
 * New Recruit's count in scope `ancestor`: what the unit the node belongs to holds, its top
 * selection included (BattleScribe's count there finds nothing; its instanceOf walks up).
 */
function ancestorValue(self: Self, query: Condition | Repeat, filter: ChildFilter, facts: QueryFacts): number {
  const root = rootSelectionOf(self);
  if (!root) return 0;
  const field = query.field ?? "selections";
  if (selectionMatches(root, filter, facts)) {
    if (field !== "selections" && field !== "forces") return queryValue(root, ANY_CHILD, { ...query, includeChildSelections: true }, facts) + facts.ownCost(root, limitField(field) ?? field);
    return root.number + queryValue(root, filter, { ...query, includeChildSelections: true }, facts);
  }
  return queryValue(root, filter, { ...query, includeChildSelections: true }, facts);
}

/** Counts what a condition or repeat measures; a percentage is of the scope's whole. */
function measure(self: Self, query: Condition | Repeat, facts: QueryFacts): number {
  if (query.scope === "ancestor") {
    const value = ancestorValue(self, query, childFilterOf(query), facts);
    if (!query.percentValue) return value;
    const base = ancestorValue(self, query, ANY_CHILD, facts);
    return base === 0 ? 0 : decimal((value / base) * 100);
  }
  const scope = resolveScope(self, query.scope, facts);
  if (!scope) return 0;
  const value = queryValue(scope, childFilterOf(query), query, facts);
  if (!query.percentValue) return value;
  const base = percentBase(scope, query, facts);
  return base === 0 ? 0 : decimal((value / base) * 100);
}

/**
 * BattleScribe answers instanceOf only for selections: scope self, parent or ancestor, and a
 * child id naming an entry, a category or a type; forces, the roster and catalogues are never
 * instances of anything. New Recruit also answers it for the selection's force (scope force and
 * a force entry's id), which its data relies on (see `QueryFacts.newRecruit`).
 */
function instanceOf(self: Self, condition: Condition, facts: QueryFacts): boolean {
  const id = condition.childId ?? "";
  const scope = condition.scope ?? "parent";
  if (scope === "ancestor") {
    const start = parentOf(self);
    return start ? isInstanceOf(start, id, facts, true) : false;
  }
  if (scope !== "self" && scope !== "parent" && !isTypeScope(scope) && !(scope === "force" && facts.newRecruit)) return false;
  const node: ScopeNode | undefined = resolveScope(self, scope, facts);
  // New Recruit: a force (scope force, or the parent of a root selection) is an instance of the
  // force entry it was made from.
  if (node?.kind === "force") return Boolean(facts.newRecruit) && isForceOfEntry(node, id);
  // New Recruit: what may be added is asked about as the selection it would be.
  if (node?.kind === "virtual" && node.node && facts.newRecruit) {
    return node.node.matchIds.includes(id) || node.node.type === id || (facts.virtualCategoriesOf?.(node.node, node.parent).includes(id) ?? false);
  }
  return node?.kind === "selection" ? isInstanceOf(node, id, facts, false) : false;
}

function compare(type: string, value: number, target: number): boolean {
  switch (type) {
    case "atLeast":
      return value >= target;
    case "atMost":
      return value <= target;
    case "greaterThan":
      return value > target;
    case "lessThan":
      return value < target;
    case "equalTo":
      return value === target;
    case "notEqualTo":
      return value !== target;
    default:
      return false;
  }
}

/**
 * `owner` is the node whose modifier is being evaluated when `self` is a candidate counted by a
 * local condition group; New Recruit's `before` compares the two in roster order.
 */
export function conditionHolds(self: Self, condition: Condition, facts: QueryFacts, owner?: Self): boolean {
  switch (condition.type) {
    case "before":
      return owner !== undefined && self.kind === "selection" && isBeforeInRoster(self, owner) && selectionMatches(self, childFilterOf(condition), facts);
    case "instanceOf":
      return instanceOf(self, condition, facts);
    case "notInstanceOf":
      return !instanceOf(self, condition, facts);
    case "always":
      return true;
    case "never":
      return false;
  }
  // Without a child id BattleScribe's query yields NaN: every comparison but "not equal" fails.
  const value = condition.childId ? measure(self, condition, facts) : Number.NaN;
  return compare(condition.type, value, condition.value);
}

/**
 * New Recruit's local condition group: how many selections in its scope satisfy all its inner
 * conditions at once (each candidate seen as `self`), or their cost when `field` names a cost
 * type, compared with its value. "At least one model in the force is both a Character and a
 * Lorai" needs this: two plain conditions would be satisfied by two different models.
 */
export function localGroupHolds(self: Self, group: LocalConditionGroup, facts: QueryFacts): boolean {
  const scope = resolveScope(self, group.scope, facts);
  const field = group.field ?? "selections";
  const costTypeId = limitField(field) ?? field;
  let value = 0;
  if (scope) {
    const filter = childFilterOf(group);
    for (const candidate of matchingSelections(scope, filter, group, facts, false)) {
      if (!allHold(candidate, group, facts, self)) continue;
      value += field === "selections" ? candidate.number : facts.ownCost(candidate, costTypeId);
    }
  }
  return compare(group.type, value, group.value);
}

function memberCount(group: Conditional): number {
  return (group.conditions?.length ?? 0) + (group.conditionGroups?.length ?? 0) + (group.localConditionGroups?.length ?? 0);
}

/**
 * Whether a group's i-th member holds, members taken in the data's order: conditions, then
 * groups, then local groups. Indexed rather than listed so that the hottest loop of an
 * evaluation allocates nothing.
 */
function memberHolds(self: Self, group: Conditional, i: number, facts: QueryFacts, owner: Self | undefined): boolean {
  const conditions = group.conditions?.length ?? 0;
  if (i < conditions) return conditionHolds(self, (group.conditions as Condition[])[i] as Condition, facts, owner);
  const groups = group.conditionGroups?.length ?? 0;
  if (i < conditions + groups) return groupHolds(self, (group.conditionGroups as ConditionGroup[])[i - conditions] as ConditionGroup, facts, owner);
  return localGroupHolds(self, (group.localConditionGroups as LocalConditionGroup[])[i - conditions - groups] as LocalConditionGroup, facts);
}

/**
 * `and`/`or` as BattleScribe; New Recruit's `not` holds when no member does and `count` when
 * the number of members that hold is within `min` (1 when absent) and `max`.
 */
export function groupHolds(self: Self, group: ConditionGroup, facts: QueryFacts, owner?: Self): boolean {
  const members = memberCount(group);
  switch (group.type) {
    case "or":
      if (members === 0) return true;
      for (let i = 0; i < members; i++) if (memberHolds(self, group, i, facts, owner)) return true;
      return false;
    case "not":
      for (let i = 0; i < members; i++) if (memberHolds(self, group, i, facts, owner)) return false;
      return true;
    case "count": {
      let held = 0;
      for (let i = 0; i < members; i++) if (memberHolds(self, group, i, facts, owner)) held++;
      return held >= (group.min ?? 1) && (group.max === undefined || group.max < 0 || held <= group.max);
    }
    default:
      for (let i = 0; i < members; i++) if (!memberHolds(self, group, i, facts, owner)) return false;
      return true;
  }
}

/** Conditions and condition groups of one modifier: all must hold. */
export function allHold(self: Self, holder: Conditional, facts: QueryFacts, owner?: Self): boolean {
  if (holder.conditions) for (const condition of holder.conditions) if (!conditionHolds(self, condition, facts, owner)) return false;
  if (holder.conditionGroups) for (const group of holder.conditionGroups) if (!groupHolds(self, group, facts, owner)) return false;
  if (holder.localConditionGroups) for (const group of holder.localConditionGroups) if (!localGroupHolds(self, group, facts)) return false;
  return true;
}

/** How many times repeats apply a modifier; 1 when it has none. */
export function repeatTimes(self: Self, repeats: Repeat[] | undefined, facts: QueryFacts): number {
  if (!repeats || repeats.length === 0) return 1;
  let times = 0;
  for (const repeat of repeats) {
    if (!repeat.value) continue;
    const ratio = measure(self, repeat, facts) / repeat.value;
    const steps = repeat.roundUp ? Math.ceil(ratio) : Math.floor(ratio);
    times += Math.max(0, steps) * (repeat.repeats ?? 1);
  }
  return times;
}

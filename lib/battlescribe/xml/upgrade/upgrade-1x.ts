/**
 * BattleScribe data 1.x (1.15: Necromunda, Warhammer Fantasy 8th) to the 2.00 shape, which
 * ./upgrade-2-00.ts and ./upgrade-2-01.ts then take to 2.03. In 1.x an entry carries its
 * points and its limits as attributes (`points`, `minSelections`, `maxInForce`, ...), links
 * are one element for entries, groups, rules and profiles (`linkType`), a force type holds
 * its categories with their limits as attributes, and modifiers and conditions name their
 * scopes in words ("direct parent", "force type"). Each becomes what 2.x writes for it; the
 * limits become constraints whose ids are the old attribute names, so that modifiers naming
 * those attributes (`field="maxSelections"`) still change them. There are no cost types in
 * 1.x: points become the cost type `points` ("pts"), which the game system gains.
 */
import { drop, element, itemsOf, take, type Dropped, type XmlElement } from "./tree";

type Limit = { type: "min" | "max"; field: string; scope: string; whole?: boolean; unset: string };

/** The limit attributes of 1.x entries, groups and categories, and the 2.x constraint of each. */
const LIMITS: Record<string, Limit> = {
  minSelections: { type: "min", field: "selections", scope: "parent", unset: "0" },
  maxSelections: { type: "max", field: "selections", scope: "parent", unset: "-1" },
  minPoints: { type: "min", field: "points", scope: "parent", whole: true, unset: "0" },
  maxPoints: { type: "max", field: "points", scope: "parent", whole: true, unset: "-1" },
  minInForce: { type: "min", field: "selections", scope: "force", whole: true, unset: "0" },
  maxInForce: { type: "max", field: "selections", scope: "force", whole: true, unset: "-1" },
  minInRoster: { type: "min", field: "selections", scope: "roster", whole: true, unset: "0" },
  maxInRoster: { type: "max", field: "selections", scope: "roster", whole: true, unset: "-1" },
};

/**
 * A category's share of the points. Uncertain: 1.x is taken to count the points the whole
 * roster spends, as "Lords: up to 25% of the army's points" reads; no 1.x documentation says.
 */
const PERCENT_LIMITS: Record<string, "min" | "max"> = { minPercentage: "min", maxPercentage: "max" };

/** Force type attributes with no 2.x counterpart on a force entry, and their harmless value. */
const FORCE_ONLY = /^(minSelections|maxSelections|minPoints|maxPoints|minPercentage|maxPercentage|countTowardsParent.*)$/;
const FORCE_UNSET = new Set(["0", "-1", "0.0", "-1.0", "false"]);

const CONDITION_TYPES: Record<string, string> = {
  "less than": "lessThan",
  "greater than": "greaterThan",
  "equal to": "equalTo",
  "not equal to": "notEqualTo",
  "at least": "atLeast",
  "at most": "atMost",
  "instance of": "instanceOf",
};

export function upgradeFrom1x(root: XmlElement, dropped: Dropped): void {
  const books = take(root, "books");
  if (books !== undefined && root.attributes.book === undefined) root.attributes.book = books;
  const out: XmlElement[] = [];
  for (const child of root.children) {
    switch (child.name) {
      case "entries":
        out.push(list("selectionEntries", child, (e) => entry(e, false)));
        break;
      case "sharedEntries":
        out.push(list("sharedSelectionEntries", child, (e) => entry(e, true)));
        break;
      case "sharedEntryGroups":
        out.push(list("sharedSelectionEntryGroups", child, (g) => group(g, true)));
        break;
      case "links":
        out.push(...links(child));
        break;
      case "forceTypes":
        out.push(list("forceEntries", child, (f) => force(f, dropped)));
        break;
      case "profileTypes":
        for (const type of child.children) renameContainer(type, "characteristics", "characteristicTypes", "characteristicType");
        out.push(child);
        break;
      default:
        out.push(upgradeInfo(child));
    }
  }
  root.children = out;
  if (root.name === "gameSystem" && itemsOf(root, "costTypes").length === 0) {
    root.children.unshift(element("costTypes", {}, [element("costType", { id: "points", name: "pts", defaultCostLimit: "-1" })]));
  }
}

function list(name: string, from: XmlElement, convert: (item: XmlElement) => XmlElement): XmlElement {
  return element(name, {}, from.children.map(convert));
}

function renameContainer(parent: XmlElement, from: string, to: string, item: string): void {
  for (const child of parent.children) {
    if (child.name !== from) continue;
    child.name = to;
    for (const inner of child.children) inner.name = item;
  }
}

/** Rules and profiles (anywhere): their modifiers and characteristics. */
function upgradeInfo(node: XmlElement): XmlElement {
  if (node.name === "rules" || node.name === "sharedRules" || node.name === "profiles" || node.name === "sharedProfiles") {
    for (const item of node.children) {
      for (const child of item.children) if (child.name === "modifiers") child.children = child.children.map(modifier);
      for (const c of itemsOf(item, "characteristics")) {
        const id = take(c, "characteristicId");
        if (id !== undefined) c.attributes.characteristicTypeId = id;
      }
    }
  }
  return node;
}

function constraintsFrom(node: XmlElement, inShared: boolean): XmlElement[] {
  const modified = new Set(itemsOf(node, "modifiers").map((m) => m.attributes.field ?? ""));
  const constraints: XmlElement[] = [];
  for (const [attribute, limit] of Object.entries(LIMITS)) {
    const value = take(node, attribute);
    if (value === undefined) continue;
    // A limit at its "no limit" value is written only where a link or modifier may change it.
    if (Number(value) === Number(limit.unset) && !inShared && !modified.has(attribute)) continue;
    const attributes: Record<string, string> = { id: attribute, type: limit.type, value, field: limit.field, scope: limit.scope };
    if (limit.whole) attributes.includeChildSelections = "true";
    if (inShared && limit.scope !== "parent") attributes.shared = "true";
    constraints.push(element("constraint", attributes));
  }
  for (const [attribute, type] of Object.entries(PERCENT_LIMITS)) {
    const value = take(node, attribute);
    if (value === undefined || (Number(value) === (type === "min" ? 0 : -1) && !modified.has(attribute))) continue;
    constraints.push(element("constraint", { id: attribute, type, value, field: "points", scope: "roster", percentValue: "true", includeChildSelections: "true" }));
  }
  return constraints;
}

function entry(node: XmlElement, inShared: boolean): XmlElement {
  const out = element("selectionEntry", {}, [], "");
  out.line = node.line;
  const points = take(node, "points");
  const categoryId = take(node, "categoryId");
  const constraints = constraintsFrom(node, inShared);
  out.attributes = { ...node.attributes };
  if (categoryId !== undefined) out.attributes.categoryEntryId = categoryId;
  if (points !== undefined) out.children.push(element("costs", {}, [element("cost", { name: "pts", costTypeId: "points", value: points })]));
  if (constraints.length > 0) out.children.push(element("constraints", {}, constraints));
  out.children.push(...children(node));
  return out;
}

function group(node: XmlElement, inShared: boolean): XmlElement {
  const out = element("selectionEntryGroup");
  out.line = node.line;
  const defaultEntryId = take(node, "defaultEntryId");
  const constraints = constraintsFrom(node, inShared);
  out.attributes = { ...node.attributes };
  if (defaultEntryId !== undefined && defaultEntryId !== "") out.attributes.defaultSelectionEntryId = defaultEntryId;
  if (constraints.length > 0) out.children.push(element("constraints", {}, constraints));
  out.children.push(...children(node));
  return out;
}

/** An entry's or group's children in 2.00 names. */
function children(node: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (const child of node.children) {
    switch (child.name) {
      case "entries":
        out.push(list("selectionEntries", child, (e) => entry(e, false)));
        break;
      case "entryGroups":
        out.push(list("selectionEntryGroups", child, (g) => group(g, false)));
        break;
      case "links":
        out.push(...links(child));
        break;
      case "modifiers":
        out.push(list("modifiers", child, modifier));
        break;
      default:
        out.push(upgradeInfo(child));
    }
  }
  return out;
}

/** 1.x links: to entries and groups (entryLinks), to rules and profiles (infoLinks). */
function links(node: XmlElement): XmlElement[] {
  const entryLinks: XmlElement[] = [];
  const infoLinks: XmlElement[] = [];
  for (const link of node.children) {
    const linkType = take(link, "linkType") ?? "";
    const categoryId = take(link, "categoryId");
    const modifiers = itemsOf(link, "modifiers").map(modifier);
    const attributes: Record<string, string> = { ...link.attributes };
    const converted = element("", attributes, modifiers.length > 0 ? [element("modifiers", {}, modifiers)] : []);
    converted.line = link.line;
    if (linkType === "entry" || linkType === "entry group") {
      converted.name = "entryLink";
      attributes.type = linkType === "entry" ? "selectionEntry" : "selectionEntryGroup";
      if (categoryId !== undefined) attributes.categoryEntryId = categoryId;
      entryLinks.push(converted);
    } else {
      converted.name = "infoLink";
      attributes.type = linkType;
      infoLinks.push(converted);
    }
  }
  const out: XmlElement[] = [];
  if (entryLinks.length > 0) out.push(element("entryLinks", {}, entryLinks));
  if (infoLinks.length > 0) out.push(element("infoLinks", {}, infoLinks));
  return out;
}

function force(node: XmlElement, dropped: Dropped): XmlElement {
  const out = element("forceEntry");
  out.line = node.line;
  for (const [name, value] of Object.entries(node.attributes)) {
    if (!FORCE_ONLY.test(name)) out.attributes[name] = value;
    else if (!FORCE_UNSET.has(value)) drop(dropped, node, name);
  }
  for (const child of node.children) {
    if (child.name === "forceTypes") out.children.push(list("forceEntries", child, (f) => force(f, dropped)));
    else if (child.name === "categories") out.children.push(list("categoryEntries", child, (c) => category(c, dropped)));
    else out.children.push(upgradeInfo(child));
  }
  return out;
}

function category(node: XmlElement, dropped: Dropped): XmlElement {
  const out = element("categoryEntry");
  out.line = node.line;
  const constraints = constraintsFrom(node, false);
  for (const [name, value] of Object.entries(node.attributes)) {
    if (!name.startsWith("countTowardsParent")) out.attributes[name] = value;
    else if (value !== "false") drop(dropped, node, name);
  }
  if (constraints.length > 0) out.children.push(element("constraints", {}, constraints));
  for (const child of node.children) {
    if (child.name === "modifiers") out.children.push(list("modifiers", child, modifier));
    else out.children.push(upgradeInfo(child));
  }
  return out;
}

/** The scope a 1.x `parentId`/`incrementParentId` names, and whether it counts what selections hold. */
function scopeOf(parentId: string | undefined): { scope: string; whole: boolean } {
  switch (parentId) {
    case "direct parent":
      return { scope: "parent", whole: false };
    case "force type":
      return { scope: "force", whole: true };
    case "roster":
    case "category":
      return { scope: parentId, whole: true };
    default:
      return { scope: parentId ?? "parent", whole: false };
  }
}

function modifier(node: XmlElement): XmlElement {
  const type = node.attributes.type ?? "";
  const attributes: Record<string, string> =
    type === "show" || type === "hide" ? { type: "set", field: "hidden", value: type === "hide" ? "true" : "false" } : { type, field: node.attributes.field ?? "", value: node.attributes.value ?? "" };
  const out = element("modifier", attributes);
  out.line = node.line;
  const conditions = itemsOf(node, "conditions").map(condition);
  const groups = itemsOf(node, "conditionGroups").map(conditionGroup);
  if (conditions.length > 0) out.children.push(element("conditions", {}, conditions));
  if (groups.length > 0) out.children.push(element("conditionGroups", {}, groups));
  if (node.attributes.repeat === "true") {
    const { scope, whole } = scopeOf(node.attributes.incrementParentId);
    const field = node.attributes.incrementField ?? "selections";
    const repeat: Record<string, string> = { repeats: node.attributes.numRepeats ?? "1", value: node.attributes.incrementValue ?? "1", scope, childId: node.attributes.incrementChildId ?? "any", shared: "true" };
    if (field === "points limit") repeat.field = "limit::points";
    else if (field === "total selections") repeat.field = "selections";
    else repeat.field = field;
    if (whole || field === "points") repeat.includeChildSelections = "true";
    out.children.push(element("repeats", {}, [element("repeat", repeat)]));
  }
  return out;
}

function condition(node: XmlElement): XmlElement {
  const from = node.attributes;
  const attributes: Record<string, string> = { type: CONDITION_TYPES[from.type ?? ""] ?? from.type ?? "", value: from.value ?? "0", shared: "true" };
  if (from.field === "points limit" || from.field === "total selections") {
    Object.assign(attributes, { field: from.field === "points limit" ? "limit::points" : "selections", scope: "roster", childId: "any" });
  } else {
    const { scope, whole } = scopeOf(from.parentId);
    Object.assign(attributes, { field: from.field ?? "selections", scope, childId: from.childId ?? "any" });
    if (whole || from.field === "points") attributes.includeChildSelections = "true";
  }
  const out = element("condition", attributes);
  out.line = node.line;
  return out;
}

function conditionGroup(node: XmlElement): XmlElement {
  const out = element("conditionGroup", { type: node.attributes.type ?? "and" });
  const conditions = itemsOf(node, "conditions").map(condition);
  const groups = itemsOf(node, "conditionGroups").map(conditionGroup);
  if (conditions.length > 0) out.children.push(element("conditions", {}, conditions));
  if (groups.length > 0) out.children.push(element("conditionGroups", {}, groups));
  return out;
}


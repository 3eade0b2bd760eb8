/**
 * Which elements and attributes the BattleScribe data format has, and where: one spec per item
 * element (e.g. `selectionEntry`), naming its attributes with their types, the container
 * elements it may hold (e.g. `costs`, holding `cost` items) and its text children. The reader
 * is driven by this table; the generic `define`/`contain` helpers tie every attribute and
 * container name to a property of the matching type in ../data-types.ts, so the two cannot
 * drift apart without a type error.
 */
import type {
  Association,
  AttributeType,
  CatalogueData,
  CatalogueLink,
  CategoryEntry,
  CategoryLink,
  Characteristic,
  CharacteristicType,
  Condition,
  ConditionGroup,
  LocalConditionGroup,
  Constraint,
  CostType,
  CostValue,
  EntryLink,
  ForceEntry,
  ForceEntryLink,
  GameSystemData,
  InfoGroup,
  InfoLink,
  Modifier,
  ModifierGroup,
  Profile,
  ProfileAttribute,
  ProfileType,
  Publication,
  Repeat,
  Rule,
  SelectionEntry,
  SelectionEntryGroup,
} from "../data-types";

export const STRING = 0;
export const BOOLEAN = 1;
export const NUMBER = 2;
/** Known, and deliberately not kept (e.g. the root's `type`, implied by its name). */
export const IGNORED = 3;
/** A string expected to be unique (an element's `id`): copied, not looked up among the others. */
export const UNIQUE_STRING = 4;
export type AttrKind = typeof STRING | typeof BOOLEAN | typeof NUMBER | typeof IGNORED | typeof UNIQUE_STRING;

/** One attribute an element may have, with what the XML reader needs to know of it at once. */
export type AttrSpec = {
  name: string;
  kind: AttrKind;
  required: boolean;
  /**
   * Required by the schema, yet left out by real data (New Recruit writes groups and rules
   * without a name): read as empty, with a warning, instead of refusing the file.
   */
  lenient: boolean;
  /** The value when the attribute is left out, or undefined: one the model requires but real files leave out (New Recruit does). */
  fallback: unknown;
};

/**
 * 0: no id check; 1: an id others refer to (a repeated one is warned about with both lines, and
 * lookups take the first); 2: an id nothing refers to (category links: repeats are only counted).
 */
export type IdCheck = 0 | 1 | 2;
/** A text child kept as one string, or as a list of strings when it may repeat. */
export const TEXT_ONE = 0;
export const TEXT_MANY = 1;
export type TextMode = typeof TEXT_ONE | typeof TEXT_MANY;

export type NodeSpec = {
  element: string;
  attrs: Map<string, AttrKind>;
  /** The same, in a list the readers walk: each attribute's kind, whether required, its default. */
  attributes: readonly AttrSpec[];
  idCheck: IdCheck;
  containers: Map<string, NodeSpec>;
  texts: Map<string, TextMode>;
  /** The property that receives the element's own text (a characteristic's value). */
  ownText: string | null;
};

type Keys<T> = keyof T & string;

function define<T>(
  element: string,
  attrs: { [K in Keys<T>]?: AttrKind },
  required: Keys<T>[],
  idCheck: IdCheck = 0,
  defaults: { [K in Keys<T>]?: T[K] } = {},
): NodeSpec {
  const fallbacks = defaults as Record<string, unknown>;
  return {
    element,
    attrs: new Map(Object.entries(attrs) as [string, AttrKind][]),
    attributes: (Object.entries(attrs) as [string, AttrKind][]).map(([name, kind]) => {
      const isRequired = (required as string[]).includes(name);
      const lenient = isRequired && name === "name";
      return { name, kind, required: isRequired && !lenient, lenient, fallback: lenient ? "" : fallbacks[name] };
    }),
    idCheck,
    containers: new Map(),
    texts: new Map(),
    ownText: null,
  };
}

function contain<T>(spec: NodeSpec, containers: { [K in Keys<T>]?: NodeSpec }, texts: { [K in Keys<T>]?: TextMode } = {}): void {
  for (const [name, child] of Object.entries(containers) as [string, NodeSpec][]) spec.containers.set(name, child);
  for (const [name, mode] of Object.entries(texts) as [string, TextMode][]) spec.texts.set(name, mode);
}

const S = STRING;
const B = BOOLEAN;
const N = NUMBER;
const I = UNIQUE_STRING;

/** Page references, present on most things a player reads. */
const published = { hidden: B, page: S, publicationId: S } as const;
const counted = { field: S, scope: S, shared: B, includeChildSelections: B, includeChildForces: B, percentValue: B } as const;
const commentOnly = { comment: TEXT_ONE } as const;

const publication = define<Publication>("publication", { id: I, name: S, shortName: S, publisher: S, publicationDate: S, publisherUrl: S, hidden: B }, ["id", "name"]);
const costType = define<CostType>("costType", { id: I, name: S, defaultCostLimit: N, hidden: B, limit: B }, ["id", "name"]);
const characteristicType = define<CharacteristicType>("characteristicType", { id: I, name: S, kind: S, defaultValue: S }, ["id", "name"]);
const attributeType = define<AttributeType>("attributeType", { id: I, name: S }, ["id", "name"]);
const profileType = define<ProfileType>("profileType", { id: I, name: S, kind: S, hidden: B, sortIndex: N }, ["id", "name"]);
const cost = define<CostValue>("cost", { id: I, name: S, typeId: S, value: N, hidden: B }, ["name", "typeId", "value"]);
const constraint = define<Constraint>(
  "constraint",
  { id: I, type: S, value: N, ...counted, negative: B, automatic: B, message: S },
  ["id", "type", "value"],
);
// New Recruit writes `instanceOf` conditions without a value.
const condition = define<Condition>("condition", { id: I, type: S, value: N, ...counted, childId: S, childName: S }, ["type"], 0, { value: 0 });
const conditionGroup = define<ConditionGroup>("conditionGroup", { id: I, type: S, min: N, max: N }, []);
const localConditionGroup = define<LocalConditionGroup>(
  "localConditionGroup",
  { id: I, type: S, value: N, ...counted, childId: S, repeats: N },
  ["type"],
  0,
  { value: 0 },
);
const repeat = define<Repeat>("repeat", { id: I, value: N, repeats: N, ...counted, childId: S, childName: S, roundUp: B }, ["value", "repeats"]);
const modifier = define<Modifier>(
  "modifier",
  { id: I, type: S, field: S, value: S, scope: S, affects: S, position: N, arg: S, join: S, automatic: B },
  ["type", "field"],
  0,
  // New Recruit's `replace` modifiers (and some `set`) have no value: replace with nothing.
  { value: "" },
);
const modifierGroup = define<ModifierGroup>("modifierGroup", { id: I, type: S }, []);
const characteristic = define<Characteristic>("characteristic", { id: I, name: S, typeId: S, hidden: B }, ["name", "typeId"]);
characteristic.ownText = "value";
const profileAttribute = define<ProfileAttribute>("attribute", { id: I, name: S, typeId: S }, ["name", "typeId"]);
profileAttribute.ownText = "value";
const profile = define<Profile>("profile", { id: I, name: S, typeId: S, typeName: S, noindex: B, ...published }, ["id", "name", "typeId"], 1);
const rule = define<Rule>("rule", { id: I, name: S, noindex: B, ...published }, ["id", "name"], 1);
const infoLink = define<InfoLink>("infoLink", { id: I, name: S, targetId: S, type: S, ...published }, ["id", "targetId", "type"], 1);
const infoGroup = define<InfoGroup>("infoGroup", { id: I, name: S, ...published }, ["id", "name"], 1);
// Real data (the 40k 9th edition game system) repeats category link ids; nothing refers to them.
const categoryLink = define<CategoryLink>("categoryLink", { id: I, name: S, targetId: S, primary: B, type: S, ...published }, ["id", "targetId"], 2);
const categoryEntry = define<CategoryEntry>("categoryEntry", { id: I, name: S, ...published }, ["id", "name"], 1);
const forceEntry = define<ForceEntry>("forceEntry", { id: I, name: S, exportable: B, sortIndex: N, childForcesLabel: S, ...published }, ["id", "name"], 1);
const forceEntryLink = define<ForceEntryLink>("forceEntryLink", { id: I, name: S, targetId: S, type: S, sortIndex: N, ...published }, ["id", "targetId"], 1);
const association = define<Association>(
  "association",
  { id: I, name: S, childId: S, scope: S, min: N, max: N, includeChildSelections: B },
  [],
);
const entryDisplay = { sortIndex: N, collapsible: B, flatten: B, defaultAmount: S, collective: B, import: B } as const;
const selectionEntry = define<SelectionEntry>(
  "selectionEntry",
  { id: I, name: S, type: S, subType: S, ...entryDisplay, ...published },
  ["id", "name"],
  1,
);
const selectionEntryGroup = define<SelectionEntryGroup>(
  "selectionEntryGroup",
  { id: I, name: S, defaultSelectionEntryId: S, ...entryDisplay, ...published },
  ["id", "name"],
  1,
);
const entryLink = define<EntryLink>("entryLink", { id: I, name: S, targetId: S, type: S, ...entryDisplay, ...published }, ["id", "targetId"], 1);
const catalogueLink = define<CatalogueLink>("catalogueLink", { id: I, name: S, targetId: S, type: S, importRootEntries: B }, ["id", "targetId"]);

const rootAttrs = {
  id: I,
  name: S,
  revision: N,
  battleScribeVersion: S,
  authorName: S,
  authorContact: S,
  authorUrl: S,
  library: B,
  publicationId: S,
} as const;
export const gameSystemSpec = define<GameSystemData & { type: unknown }>("gameSystem", { ...rootAttrs, type: IGNORED }, ["id", "name"]);
export const catalogueSpec = define<CatalogueData & { type: unknown }>(
  "catalogue",
  { ...rootAttrs, gameSystemId: S, gameSystemRevision: N, hidden: B, type: IGNORED },
  ["id", "name"],
);

const modifiers = { modifiers: modifier, modifierGroups: modifierGroup } as const;
const infoHolder = { profiles: profile, rules: rule, infoGroups: infoGroup, infoLinks: infoLink } as const;
const entryChildren = {
  ...infoHolder,
  ...modifiers,
  costs: cost,
  constraints: constraint,
  selectionEntries: selectionEntry,
  selectionEntryGroups: selectionEntryGroup,
  entryLinks: entryLink,
  categoryLinks: categoryLink,
  associations: association,
} as const;

contain<Publication>(publication, {}, commentOnly);
contain<CostType>(costType, { modifiers: modifier }, commentOnly);
contain<CharacteristicType>(characteristicType, {}, commentOnly);
contain<ProfileType>(profileType, { characteristicTypes: characteristicType, attributeTypes: attributeType }, commentOnly);
contain<AttributeType>(attributeType, {}, commentOnly);
contain<Constraint>(constraint, {}, commentOnly);
contain<Condition>(condition, {}, commentOnly);
const conditional = { conditions: condition, conditionGroups: conditionGroup, localConditionGroups: localConditionGroup } as const;
contain<ConditionGroup>(conditionGroup, conditional, commentOnly);
contain<LocalConditionGroup>(localConditionGroup, { conditions: condition, conditionGroups: conditionGroup }, commentOnly);
contain<Repeat>(repeat, {}, commentOnly);
contain<Modifier>(modifier, { ...conditional, repeats: repeat }, commentOnly);
contain<ModifierGroup>(modifierGroup, { ...conditional, repeats: repeat, ...modifiers }, commentOnly);
contain<Characteristic>(characteristic, { conditions: condition, conditionGroups: conditionGroup });
contain<Profile>(profile, { characteristics: characteristic, attributes: profileAttribute, ...modifiers }, { alias: TEXT_MANY, comment: TEXT_ONE });
contain<Rule>(rule, modifiers, { description: TEXT_ONE, alias: TEXT_MANY, comment: TEXT_ONE });
contain<InfoLink>(infoLink, modifiers, commentOnly);
contain<InfoGroup>(infoGroup, { ...infoHolder, ...modifiers }, commentOnly);
contain<CategoryLink>(categoryLink, { ...infoHolder, ...modifiers, constraints: constraint }, commentOnly);
contain<CategoryEntry>(categoryEntry, { ...infoHolder, ...modifiers, constraints: constraint }, commentOnly);
contain<ForceEntry>(
  forceEntry,
  { ...infoHolder, ...modifiers, constraints: constraint, categoryLinks: categoryLink, forceEntries: forceEntry, forceEntryLinks: forceEntryLink, costs: cost },
  commentOnly,
);
contain<ForceEntryLink>(forceEntryLink, { ...infoHolder, ...modifiers, constraints: constraint, categoryLinks: categoryLink, costs: cost }, commentOnly);
contain<Association>(association, {}, commentOnly);
contain<SelectionEntry>(selectionEntry, entryChildren, commentOnly);
contain<SelectionEntryGroup>(selectionEntryGroup, entryChildren, commentOnly);
contain<EntryLink>(entryLink, entryChildren, commentOnly);
contain<CatalogueLink>(catalogueLink, {}, commentOnly);

const rootChildren = {
  publications: publication,
  costTypes: costType,
  profileTypes: profileType,
  categoryEntries: categoryEntry,
  forceEntries: forceEntry,
  sharedForceEntries: forceEntry,
  selectionEntries: selectionEntry,
  entryLinks: entryLink,
  rules: rule,
  infoLinks: infoLink,
  sharedSelectionEntries: selectionEntry,
  sharedSelectionEntryGroups: selectionEntryGroup,
  sharedRules: rule,
  sharedProfiles: profile,
  sharedInfoGroups: infoGroup,
} as const;
const rootTexts = { readme: TEXT_ONE, comment: TEXT_ONE } as const;
contain<GameSystemData>(gameSystemSpec, rootChildren, rootTexts);
contain<CatalogueData>(catalogueSpec, { ...rootChildren, catalogueLinks: catalogueLink }, rootTexts);

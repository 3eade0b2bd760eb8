/**
 * BattleScribe game data (schema 2.03) as plain JSON: the shape of the `.gst`/`.cat` XML with
 * every container element turned into an array property of the same name, every attribute into
 * a property (booleans and numbers typed), and text elements (`description`, characteristic
 * values) into strings. It is also the JSON form the BattleScribe Spec Adapter Protocol's
 * `setup` command carries, so files and protocol data share one model.
 */

export type CostValue = {
  name: string;
  typeId: string;
  value: number;
  id?: string;
  hidden?: boolean;
};

export type Constraint = {
  id: string;
  type: "min" | "max" | "exactly";
  value: number;
  field?: string;
  scope?: string;
  shared?: boolean;
  includeChildSelections?: boolean;
  includeChildForces?: boolean;
  percentValue?: boolean;
  negative?: boolean;
  automatic?: boolean;
  message?: string;
  comment?: string;
};

export type Condition = {
  type: string;
  value: number;
  field?: string;
  scope?: string;
  childId?: string;
  shared?: boolean;
  includeChildSelections?: boolean;
  includeChildForces?: boolean;
  percentValue?: boolean;
  id?: string;
  /** New Recruit: the name of the child, for people reading the file. */
  childName?: string;
  comment?: string;
};

export type ConditionGroup = {
  /** BattleScribe: `and`, `or`. New Recruit adds `not` (none holds) and `count` (see min/max). */
  type?: string;
  conditions?: Condition[];
  conditionGroups?: ConditionGroup[];
  localConditionGroups?: LocalConditionGroup[];
  /** New Recruit, `type="count"`: how many members must (at least / at most) hold. */
  min?: number;
  max?: number;
  id?: string;
  comment?: string;
};

/**
 * New Recruit: counts the selections in `scope` for which every inner condition holds (each
 * seen as `self`), then compares that count (or their `field` cost) with `value` by `type`,
 * as a condition would. Inner conditions of type `before` compare roster order with the
 * owner of the modifier.
 */
export type LocalConditionGroup = {
  type: string;
  value: number;
  field?: string;
  scope?: string;
  childId?: string;
  shared?: boolean;
  includeChildSelections?: boolean;
  includeChildForces?: boolean;
  percentValue?: boolean;
  /** Written as 1 by New Recruit's editor; no other value is seen in data. */
  repeats?: number;
  conditions?: Condition[];
  conditionGroups?: ConditionGroup[];
  id?: string;
  comment?: string;
};

export type Repeat = {
  value: number;
  repeats: number;
  field?: string;
  scope?: string;
  childId?: string;
  /** New Recruit: the name of the child, for people reading the file. */
  childName?: string;
  roundUp?: boolean;
  shared?: boolean;
  includeChildSelections?: boolean;
  includeChildForces?: boolean;
  percentValue?: boolean;
  id?: string;
  comment?: string;
};

export type Modifier = {
  type: string;
  field: string;
  value: string;
  /** New Recruit extensions, kept when present so they can be reported as not understood. */
  scope?: string;
  affects?: string;
  conditions?: Condition[];
  conditionGroups?: ConditionGroup[];
  localConditionGroups?: LocalConditionGroup[];
  repeats?: Repeat[];
  id?: string;
  /** New Recruit extensions. */
  position?: number;
  arg?: string;
  join?: string;
  /** New Recruit: set on modifiers of an `automatic` constraint's limit; kept, not evaluated. */
  automatic?: boolean;
  comment?: string;
};

export type ModifierGroup = {
  type?: string;
  conditions?: Condition[];
  conditionGroups?: ConditionGroup[];
  localConditionGroups?: LocalConditionGroup[];
  repeats?: Repeat[];
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  id?: string;
  comment?: string;
};

export type Characteristic = {
  name: string;
  typeId: string;
  value: string;
  id?: string;
  hidden?: boolean;
  /** New Recruit (Age of Sigmar 4th): conditions written inside a characteristic; kept, not evaluated. */
  conditions?: Condition[];
  conditionGroups?: ConditionGroup[];
};

/** New Recruit: a labelled value on a profile (Age of Sigmar 4th: an ability's colour and type). */
export type ProfileAttribute = {
  name: string;
  typeId: string;
  value: string;
  id?: string;
};

export type Profile = {
  id: string;
  name: string;
  typeId: string;
  typeName?: string;
  hidden?: boolean;
  page?: string;
  publicationId?: string;
  characteristics?: Characteristic[];
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  /** New Recruit: leave out of the index. */
  noindex?: boolean;
  alias?: string[];
  attributes?: ProfileAttribute[];
  comment?: string;
};

export type Rule = {
  id: string;
  name: string;
  description?: string;
  hidden?: boolean;
  page?: string;
  publicationId?: string;
  /** New Recruit: leave out of the index. */
  noindex?: boolean;
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  alias?: string[];
  comment?: string;
};

export type InfoLink = {
  id: string;
  name?: string;
  targetId: string;
  type: string;
  hidden?: boolean;
  page?: string;
  publicationId?: string;
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  comment?: string;
};

export type InfoGroup = {
  id: string;
  name: string;
  hidden?: boolean;
  page?: string;
  publicationId?: string;
  profiles?: Profile[];
  rules?: Rule[];
  infoGroups?: InfoGroup[];
  infoLinks?: InfoLink[];
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  comment?: string;
};

/** What entries, links and categories may carry besides their own fields. */
export type InfoHolder = {
  profiles?: Profile[];
  rules?: Rule[];
  infoGroups?: InfoGroup[];
  infoLinks?: InfoLink[];
};

export type CategoryLink = InfoHolder & {
  id: string;
  targetId: string;
  name?: string;
  primary?: boolean;
  hidden?: boolean;
  page?: string;
  publicationId?: string;
  constraints?: Constraint[];
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  type?: string;
  comment?: string;
};

export type CategoryEntry = InfoHolder & {
  id: string;
  name: string;
  hidden?: boolean;
  page?: string;
  publicationId?: string;
  constraints?: Constraint[];
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  comment?: string;
};

export type ForceEntry = InfoHolder & {
  id: string;
  name: string;
  hidden?: boolean;
  page?: string;
  publicationId?: string;
  constraints?: Constraint[];
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  categoryLinks?: CategoryLink[];
  forceEntries?: ForceEntry[];
  /** New Recruit: other force entries that may be added inside a force of this one (`forceEntryLinks`). */
  forceEntryLinks?: ForceEntryLink[];
  /** New Recruit: what a force of this entry costs (Horus Heresy 3rd: detachments counted as costs). */
  costs?: CostValue[];
  exportable?: boolean;
  /** New Recruit display hints: the order force entries are offered in, and the heading of child forces. */
  sortIndex?: number;
  childForcesLabel?: string;
  comment?: string;
};

/**
 * New Recruit: a force entry (anywhere in the data) offered as a child force of the force entry
 * holding the link; the link's own constraints, modifiers and category links are added to the
 * target's, and a force made through it has the composite entry id `link::target`.
 */
export type ForceEntryLink = InfoHolder & {
  id: string;
  targetId: string;
  name?: string;
  type?: string;
  hidden?: boolean;
  page?: string;
  publicationId?: string;
  sortIndex?: number;
  constraints?: Constraint[];
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  categoryLinks?: CategoryLink[];
  costs?: CostValue[];
  comment?: string;
};

/** Children an entry, group or link may hold. */
/** New Recruit: a link from a selection to other selections in the roster. */
export type Association = {
  id?: string;
  name?: string;
  childId?: string;
  scope?: string;
  min?: number;
  max?: number;
  includeChildSelections?: boolean;
  comment?: string;
};

export type EntryContainer = InfoHolder & {
  costs?: CostValue[];
  constraints?: Constraint[];
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  selectionEntries?: SelectionEntry[];
  selectionEntryGroups?: SelectionEntryGroup[];
  entryLinks?: EntryLink[];
  categoryLinks?: CategoryLink[];
  /** New Recruit extension. */
  associations?: Association[];
  /** New Recruit display hints. */
  sortIndex?: number;
  collapsible?: boolean;
  flatten?: boolean;
  /** Kept as written: New Recruit allows more than a plain number here. */
  defaultAmount?: string;
  comment?: string;
};

export type SelectionEntryType = "unit" | "model" | "upgrade" | "unit-group" | "mount" | "crew";

export type SelectionEntry = EntryContainer & {
  id: string;
  name: string;
  type?: SelectionEntryType;
  hidden?: boolean;
  collective?: boolean;
  import?: boolean;
  page?: string;
  publicationId?: string;
  /** New Recruit: what a model is (crew, mount). */
  subType?: SelectionEntryType;
};

export type SelectionEntryGroup = EntryContainer & {
  id: string;
  name: string;
  hidden?: boolean;
  collective?: boolean;
  import?: boolean;
  defaultSelectionEntryId?: string;
  page?: string;
  publicationId?: string;
};

export type EntryLink = EntryContainer & {
  id: string;
  name?: string;
  targetId: string;
  type?: "selectionEntry" | "selectionEntryGroup";
  hidden?: boolean;
  collective?: boolean;
  import?: boolean;
  page?: string;
  publicationId?: string;
};

export type CostType = {
  id: string;
  name: string;
  defaultCostLimit?: number;
  hidden?: boolean;
  limit?: boolean;
  modifiers?: Modifier[];
  comment?: string;
};

export type CharacteristicType = {
  id: string;
  name: string;
  kind?: string;
  defaultValue?: string;
  comment?: string;
};

/** New Recruit: the kinds of attribute a profile of a type may carry. */
export type AttributeType = {
  id: string;
  name: string;
  comment?: string;
};

export type ProfileType = {
  id: string;
  name: string;
  kind?: string;
  characteristicTypes?: CharacteristicType[];
  attributeTypes?: AttributeType[];
  hidden?: boolean;
  sortIndex?: number;
  comment?: string;
};

export type Publication = {
  id: string;
  name: string;
  shortName?: string;
  publisher?: string;
  publicationDate?: string;
  publisherUrl?: string;
  hidden?: boolean;
  comment?: string;
};

export type CatalogueLink = {
  id: string;
  name?: string;
  targetId: string;
  type?: string;
  importRootEntries?: boolean;
  comment?: string;
};

/** What a game system and a catalogue have in common. */
export type DataFileBase = {
  id: string;
  name: string;
  revision?: number;
  battleScribeVersion?: string;
  authorName?: string;
  authorContact?: string;
  authorUrl?: string;
  library?: boolean;
  publications?: Publication[];
  costTypes?: CostType[];
  profileTypes?: ProfileType[];
  categoryEntries?: CategoryEntry[];
  forceEntries?: ForceEntry[];
  sharedForceEntries?: ForceEntry[];
  selectionEntries?: SelectionEntry[];
  entryLinks?: EntryLink[];
  rules?: Rule[];
  infoLinks?: InfoLink[];
  sharedSelectionEntries?: SelectionEntry[];
  sharedSelectionEntryGroups?: SelectionEntryGroup[];
  sharedRules?: Rule[];
  sharedProfiles?: Profile[];
  sharedInfoGroups?: InfoGroup[];
  publicationId?: string;
  readme?: string;
  comment?: string;
};

export type GameSystemData = DataFileBase;

export type CatalogueData = DataFileBase & {
  /** New Recruit: a catalogue not offered as a faction of its own. */
  hidden?: boolean;
  gameSystemId?: string;
  gameSystemRevision?: number;
  catalogueLinks?: CatalogueLink[];
};

/** A game system with the catalogues that may be used with it. */
export type DataSet = { gameSystem: GameSystemData; catalogues: CatalogueData[] };

/**
 * BattleScribe game data (schema 2.03) as plain JSON: the shape of the `.gst`/`.cat` XML with
 * every container element turned into an array property of the same name, every attribute into
 * a property (booleans and numbers typed), and text elements (`description`, characteristic
 * values) into strings. It is also the JSON form the BattleScribe Spec Adapter Protocol's
 * `setup` command carries, so files and protocol data share one model.
 */

export type CostValue = { name: string; typeId: string; value: number };

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
};

export type ConditionGroup = {
  type?: string;
  conditions?: Condition[];
  conditionGroups?: ConditionGroup[];
};

export type Repeat = {
  value: number;
  repeats: number;
  field?: string;
  scope?: string;
  childId?: string;
  roundUp?: boolean;
  shared?: boolean;
  includeChildSelections?: boolean;
  includeChildForces?: boolean;
  percentValue?: boolean;
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
  repeats?: Repeat[];
};

export type ModifierGroup = {
  type?: string;
  conditions?: Condition[];
  conditionGroups?: ConditionGroup[];
  repeats?: Repeat[];
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
};

export type Characteristic = { name: string; typeId: string; value: string };

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
};

export type Rule = {
  id: string;
  name: string;
  description?: string;
  hidden?: boolean;
  page?: string;
  publicationId?: string;
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
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
};

/** Children an entry, group or link may hold. */
export type EntryContainer = InfoHolder & {
  costs?: CostValue[];
  constraints?: Constraint[];
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  selectionEntries?: SelectionEntry[];
  selectionEntryGroups?: SelectionEntryGroup[];
  entryLinks?: EntryLink[];
  categoryLinks?: CategoryLink[];
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
};

export type CharacteristicType = { id: string; name: string; kind?: string; defaultValue?: string };

export type ProfileType = {
  id: string;
  name: string;
  kind?: string;
  characteristicTypes?: CharacteristicType[];
};

export type Publication = {
  id: string;
  name: string;
  shortName?: string;
  publisher?: string;
  publicationDate?: string;
  publisherUrl?: string;
};

export type CatalogueLink = {
  id: string;
  name?: string;
  targetId: string;
  type?: string;
  importRootEntries?: boolean;
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
};

export type GameSystemData = DataFileBase;

export type CatalogueData = DataFileBase & {
  gameSystemId?: string;
  gameSystemRevision?: number;
  catalogueLinks?: CatalogueLink[];
};

/** A game system with the catalogues that may be used with it. */
export type DataSet = { gameSystem: GameSystemData; catalogues: CatalogueData[] };

import type { ProfileView, RuleView } from "../engine/info";
import type { RosterNode } from "../engine/roster";
import type { ForceSnapshot, RosterSnapshot, SelectionSnapshot } from "../engine/snapshot";
import { isBlocking, type RosterError } from "../engine/validate";

/**
 * The engine's snapshot in the BattleScribe Spec Adapter Protocol's words: the `state` and
 * `errors` messages, with BattleScribe-style English messages (the protocol compares them).
 */
export type ProtocolError = {
  message: string;
  ownerType: string;
  ownerId?: string;
  ownerEntryId?: string;
  entryId?: string;
  constraintId?: string;
};

export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
}

/**
 * The entry id the spec runner names an error's node by (`on: selection se-unit`): a force's or
 * category's entry, a selection's own entry without the links that reached it (BattleScribe
 * names the shared entry, `on: selection shared-unit`, whichever link it was chosen through).
 */
function entryIdOf(node: RosterNode): string | undefined {
  switch (node.kind) {
    case "roster":
      return undefined;
    case "force":
      return node.entry.id;
    case "category":
      return node.entryId;
    case "selection":
      return node.node.entry.id;
  }
}

export function describeError(error: RosterError): string {
  const p = error.params;
  if (error.code === "message") return error.text ?? "";
  if (error.code === "hidden") return `${p.owner} cannot have any selections of ${p.entry} (hidden)`;
  if (error.code === "association") return `${p.owner} ${error.constraintType === "max" ? "has too many" : "needs more"} ${p.entry} associations (${error.constraintType === "max" ? "maximum" : "minimum"} ${formatNumber(p.limit)})`;
  if (error.code === "costLimit") return `Roster is over the ${p.field} limit by ${formatNumber(p.difference)}${p.field}`;
  const each = p.each ? " each" : "";
  const what = p.field === "selections" ? "selections" : p.field;
  if (error.constraintType === "max") {
    return `${p.owner} has ${formatNumber(p.difference)} too many ${what} of ${p.entry} (maximum ${formatNumber(p.limit)}${each})`;
  }
  return `${p.owner} must have ${formatNumber(p.difference)} more ${what} of ${p.entry} (minimum ${formatNumber(p.limit)}${each})`;
}

/** One validation error with the fields the protocol names (`validationErrorState`); none is null. */
export function protocolError(error: RosterError): ProtocolError {
  const node = error.raisedOn;
  const ownerEntryId = entryIdOf(node);
  return {
    message: describeError(error),
    ownerType: node.kind,
    ...(node.kind === "roster" ? {} : { ownerId: node.id }),
    ...(ownerEntryId ? { ownerEntryId } : {}),
    entryId: error.entryId,
    constraintId: error.constraintId,
  };
}

/** Hidden profiles, rules and info groups are not state: BattleScribe leaves them out. */
function shown<T extends { hidden: boolean }>(items: T[]): T[] {
  return items.filter((item) => !item.hidden);
}

function profile(view: ProfileView) {
  return {
    name: view.name,
    typeId: view.typeId,
    typeName: view.typeName,
    hidden: view.hidden,
    ...(view.page ? { page: view.page } : {}),
    ...(view.publicationId ? { publicationId: view.publicationId } : {}),
    characteristics: view.characteristics.map((c) => ({ name: c.name, typeId: c.typeId, value: c.value })),
  };
}

function rule(view: RuleView) {
  return {
    name: view.name,
    description: view.description,
    hidden: view.hidden,
    ...(view.page ? { page: view.page } : {}),
    ...(view.publicationId ? { publicationId: view.publicationId } : {}),
  };
}

function selectionState(s: SelectionSnapshot): Record<string, unknown> {
  return {
    id: s.id,
    name: s.name,
    entryId: s.entryId,
    ...(s.entryGroupId ? { entryGroupId: s.entryGroupId } : {}),
    type: s.type,
    number: s.number,
    hidden: s.hidden,
    ...(s.page ? { page: s.page } : {}),
    ...(s.publicationId ? { publicationId: s.publicationId } : {}),
    ...(s.publicationName ? { publicationName: s.publicationName } : {}),
    ...(s.customName ? { customName: s.customName } : {}),
    ...(s.customNotes ? { customNotes: s.customNotes } : {}),
    costs: s.costs,
    children: s.children.map(selectionState),
    profiles: shown(s.profiles).map(profile),
    rules: shown(s.rules).map(rule),
    categories: s.categories,
    ...(s.associations ? { associations: s.associations.map((a) => ({ associationId: a.associationId, to: a.to, name: a.targetName })) } : {}),
  };
}

function forceState(f: ForceSnapshot): Record<string, unknown> {
  return {
    id: f.id,
    name: f.name,
    entryId: f.entryId,
    ...(f.catalogueId ? { catalogueId: f.catalogueId, catalogueName: f.catalogueName } : {}),
    hidden: f.hidden,
    ...(f.page ? { page: f.page } : {}),
    ...(f.publicationId ? { publicationId: f.publicationId } : {}),
    ...(f.customName ? { customName: f.customName } : {}),
    ...(f.customNotes ? { customNotes: f.customNotes } : {}),
    selections: f.selections.map(selectionState),
    childForces: f.childForces.map(forceState),
    // The protocol's categoryState has no id: categories are named by their entry.
    categories: f.categories.map(({ id: _id, ...category }) => category),
    profiles: shown(f.profiles).map(profile),
    rules: shown(f.rules).map(rule),
  };
}

export function stateMessage(snapshot: RosterSnapshot): Record<string, unknown> & { type: "state" } {
  return {
    type: "state" as const,
    name: snapshot.name,
    gameSystemId: snapshot.gameSystemId,
    gameSystemName: snapshot.gameSystemName,
    forces: snapshot.forces.map(forceState),
    costs: snapshot.costs,
    costLimits: snapshot.costLimits,
    validationErrors: snapshot.errors.filter(isBlocking).map(protocolError),
  };
}

/**
 * A tiny game system for engine tests: small enough to read in one go, shaped like the real
 * ones. Tests copy it and add exactly the constraint, modifier or rule they exercise.
 */
import type { Catalogue, GameSystem, RuleUse, SelectionEntry } from "../../gamedata/catalogue-schema";
import type { Roster, Selection } from "../../gamedata/roster-schema";

export function tinySystem(rules: RuleUse[] = [{ rule: "cost-limits", params: {} }]): GameSystem {
  return {
    kind: "gameSystem",
    id: "tiny",
    name: "Tiny Wars",
    shortName: "TW",
    revision: 1,
    costTypes: [
      { id: "pts", name: "pts" },
      { id: "PL", name: "Power" },
      { id: "CP", name: "CP" },
    ],
    categories: [
      { id: "hq", name: "HQ" },
      { id: "troops", name: "Troops" },
      { id: "transport", name: "Dedicated Transport" },
      { id: "hero", name: "Hero" },
      { id: "unit", name: "Unit" },
    ],
    profileTypes: [{ id: "unit", name: "Unit", characteristics: [{ id: "m", name: "M" }] }],
    forceEntries: [
      {
        id: "army",
        name: "Army",
        categoryLinks: [
          { categoryId: "hq", constraints: [{ id: "army-hq-min", type: "min", value: 1, field: "selections", scope: "force" }, { id: "army-hq-max", type: "max", value: 2, field: "selections", scope: "force" }] },
          { categoryId: "troops", constraints: [{ id: "army-troops-min", type: "min", value: 2, field: "selections", scope: "force" }] },
        ],
        costs: [{ typeId: "CP", value: 3 }],
        modifiers: [
          {
            type: "set",
            field: "CP",
            value: 0,
            conditions: [{ type: "atLeast", field: "selections", scope: "force", childId: "leader", value: 1, includeChildSelections: true }],
          },
        ],
      },
    ],
    rulesets: [
      {
        id: "standard",
        name: "Standard",
        rules,
        customLimits: true,
        battleSizes: [{ id: "small", name: "Small", limits: { pts: 500 }, starting: { CP: 3 } }],
        constraints: [
          { id: "leader-min", type: "min", value: 1, field: "selections", scope: "roster", childId: "leader" },
          { id: "leader-max", type: "max", value: 1, field: "selections", scope: "roster", childId: "leader" },
        ],
      },
    ],
    sharedSelectionEntries: [{ id: "leader", name: "Leader", type: "upgrade" }],
  };
}

const soldierUnit: SelectionEntry = {
  id: "soldiers",
  name: "Soldiers",
  type: "unit",
  categoryLinks: [{ categoryId: "troops", primary: true }, { categoryId: "unit" }],
  costs: [{ typeId: "PL", value: 5 }],
  modifiers: [{ type: "set", field: "PL", value: 10, conditions: [{ type: "atLeast", field: "models", scope: "self", value: 6 }] }],
  factionKeywords: ["EMPIRE", "<REGIMENT>"],
  selectionEntries: [
    {
      id: "soldier",
      name: "Soldier",
      type: "model",
      costs: [{ typeId: "pts", value: 10 }],
      constraints: [
        { id: "soldier-min", type: "min", value: 5, field: "selections", scope: "parent" },
        { id: "soldier-max", type: "max", value: 10, field: "selections", scope: "parent" },
      ],
    },
  ],
  selectionEntryGroups: [
    {
      id: "soldiers-weapon",
      name: "Weapon",
      defaultEntryId: "sword",
      constraints: [
        { id: "soldiers-weapon-min", type: "min", value: 1, field: "selections", scope: "parent" },
        { id: "soldiers-weapon-max", type: "max", value: 1, field: "selections", scope: "parent" },
      ],
      selectionEntries: [
        { id: "sword", name: "Sword", type: "upgrade" },
        { id: "halberd", name: "Halberd", type: "upgrade", costs: [{ typeId: "pts", value: 5 }] },
      ],
    },
  ],
};

export function tinyCatalogue(extra: SelectionEntry[] = []): Catalogue {
  return {
    kind: "catalogue",
    id: "tiny-empire",
    gameSystemId: "tiny",
    name: "Empire",
    revision: 1,
    selectionEntries: [
      {
        id: "captain",
        name: "Captain",
        type: "unit",
        categoryLinks: [{ categoryId: "hq", primary: true }, { categoryId: "hero" }, { categoryId: "unit" }],
        costs: [{ typeId: "pts", value: 50 }, { typeId: "PL", value: 3 }],
        keywords: ["HERO", "CHARACTER"],
        factionKeywords: ["EMPIRE"],
        attributes: { tough: 3 },
        entryLinks: [{ id: "captain-leader", targetId: "leader", type: "selectionEntry", constraints: [{ id: "captain-leader-max", type: "max", value: 1, field: "selections", scope: "parent" }] }],
      },
      soldierUnit,
      {
        id: "wagon",
        name: "Wagon",
        type: "unit",
        categoryLinks: [{ categoryId: "transport", primary: true }, { categoryId: "unit" }],
        costs: [{ typeId: "pts", value: 40 }],
        factionKeywords: ["EMPIRE"],
      },
      ...extra,
    ],
  };
}

let counter = 0;
export function sel(entryId: string, number = 1, selections: Selection[] = [], extra: Partial<Selection> = {}): Selection {
  counter += 1;
  return { id: `s${counter}`, entryId, number, selections, ...extra };
}

export const soldiers = (models = 5, weapon = "sword", extra: Partial<Selection> = {}) =>
  sel("soldiers", 1, [sel("soldier", models), sel(weapon)], { keywordChoices: { "<REGIMENT>": "REIKLAND" }, ...extra });
export const captain = (leader = false, extra: Partial<Selection> = {}) =>
  sel("captain", 1, leader ? [sel("leader")] : [], extra);

export function tinyRoster(selections: Selection[], patch: Partial<Roster> = {}): Roster {
  return {
    schemaVersion: 2,
    name: "Test army",
    gameSystemId: "tiny",
    catalogueId: "tiny-empire",
    rulesetId: "standard",
    limits: { pts: 500 },
    forces: [{ id: "f1", forceEntryId: "army", selections }],
    ...patch,
  };
}

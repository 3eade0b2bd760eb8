/**
 * Prices every unit of an Army Forge book as Army Forge does (the unit's cost, plus each chosen
 * option's cost for that unit) and as Muster does (the book converted, a list of that unit read
 * back through the engine), one option at a time, and reports every unit or option where the two
 * disagree or where Muster would not take the choice. For tests.
 */
import type { ArmyBook } from "../book-schema";
import { armyBookToCatalogue } from "../book-to-catalogue";
import type { OprGameSystem } from "../game-systems";
import type { ArmyForgeList } from "../list-schema";
import { armyForgeListToRoster } from "../list-to-roster";
import { evaluate } from "../../engine";
import type { GameSystem } from "../../gamedata/catalogue-schema";

export type PriceMismatch = { unit: string; option?: string; armyForge: number; muster: number | null; issues: string[] };

export type PriceCheck = { units: number; options: number; mismatches: PriceMismatch[] };

/** Army Forge's price of an option for one unit: its cost for that unit, else the option's own. */
export function armyForgeOptionCost(option: ArmyBook["upgradePackages"][number]["sections"][number]["options"][number], unitId: string): number {
  return option.costs.find((c) => c.unitId === unitId)?.cost ?? option.cost ?? 0;
}

export function checkBookPrices(book: ArmyBook, system: GameSystem, opr: OprGameSystem): PriceCheck {
  const { catalogue } = armyBookToCatalogue(book, [], opr);
  const packages = new Map(book.upgradePackages.map((pack) => [pack.uid, pack]));
  const mismatches: PriceMismatch[] = [];
  let options = 0;
  for (const unit of book.units) {
    const choices: ({ section: ArmyBook["upgradePackages"][number]["sections"][number]; option: ArmyBook["upgradePackages"][number]["sections"][number]["options"][number] } | undefined)[] = [undefined];
    for (const uid of unit.upgrades) for (const section of packages.get(uid)?.sections ?? []) for (const option of section.options) choices.push({ section, option });
    for (const choice of choices) {
      if (choice) options += 1;
      const armyForge = unit.cost + (choice ? armyForgeOptionCost(choice.option, unit.id) : 0);
      const list: ArmyForgeList = {
        gameSystem: opr.armyForgeId,
        armyId: book.uid,
        units: [
          {
            id: unit.id,
            name: unit.name,
            cost: unit.cost,
            size: unit.size,
            selectionId: "priced",
            selectedUpgrades: choice
              ? [{ upgrade: { uid: choice.section.uid, label: choice.section.label }, option: { uid: choice.option.uid, label: choice.option.label, costs: [{ unitId: unit.id, cost: armyForgeOptionCost(choice.option, unit.id) }] } }]
              : [],
          },
        ],
      };
      let n = 0;
      const converted = armyForgeListToRoster(list, { system, catalogue, opr }, () => `p${++n}`);
      const evaluation = evaluate(converted.roster, system, catalogue, { available: false });
      const muster = converted.unmatched.length > 0 ? null : converted.recomputedTotal;
      const issues = evaluation.issues.map((issue) => issue.code);
      if (muster !== armyForge || issues.length > 0) mismatches.push({ unit: unit.name, ...(choice ? { option: choice.option.label } : {}), armyForge, muster, issues });
    }
  }
  return { units: book.units.length, options, mismatches };
}

/**
 * A Muster roster in the plain-text layout Army Forge shares lists in, so a player can paste
 * it where One Page Rules players post lists:
 *
 *   ++ Name (AoFR) [628pts] ++
 *
 *   Warriors [20] Q4+ D4+ | 278pts | Fearless
 *   Spears (A1, Counter), Sergeant, 2x Pistol (12", A1)
 *
 * The tokens (Q, D, pts) are the format's, not words for a reader, so they are not translated. Pure.
 */
import { evaluate, getCatalogueIndex, type CatalogueIndex, type SlotTable } from "../engine";
import type { Catalogue, GameSystem, SelectionEntry } from "../gamedata/catalogue-schema";
import type { Roster, Selection } from "../gamedata/roster-schema";
import type { OprGameSystem } from "./game-systems";

function optionNames(index: CatalogueIndex, table: SlotTable, selections: readonly Selection[]): string[] {
  const names: string[] = [];
  for (const selection of selections) {
    const slot = table.slots.get(selection.entryId);
    if (!slot || slot.entry.type === "model") continue;
    names.push(selection.number > 1 ? `${selection.number}x ${slot.entry.name}` : slot.entry.name);
    names.push(...optionNames(index, index.childrenOf(slot), selection.selections ?? []));
  }
  return names;
}

function unitLine(entry: SelectionEntry, opr: OprGameSystem, size: number, cost: number, name: string): string {
  const profile = opr.unitProfile ? entry.profiles?.find((p) => p.typeId === opr.unitProfile?.typeId) : undefined;
  const stats = profile && opr.unitProfile ? ` Q${profile.characteristics[opr.unitProfile.quality] ?? "-"} D${profile.characteristics[opr.unitProfile.defense] ?? "-"}` : "";
  const rules = (entry.rules ?? []).map((rule) => rule.name).join(", ");
  return `${name} [${size}]${stats} | ${cost}pts${rules ? ` | ${rules}` : ""}`;
}

export function formatArmyForgeText(roster: Roster, system: GameSystem, catalogue: Catalogue, opr: OprGameSystem): string {
  const index = getCatalogueIndex(system, catalogue);
  const evaluation = evaluate(roster, system, catalogue, { available: false });
  const total = evaluation.totals.roster.costs[opr.costTypeId] ?? 0;
  const lines = [`++ ${roster.name} (${opr.shareTag}) [${total}pts] ++`];
  for (const force of roster.forces) {
    for (const unit of force.selections) {
      const slot = index.roots.slots.get(unit.entryId);
      if (!slot) continue;
      const tally = evaluation.totals.selections[unit.id];
      const models = tally?.models ?? 1;
      const cost = tally?.costs[opr.costTypeId] ?? 0;
      lines.push("", unitLine(slot.entry, opr, models, cost, unit.customName || slot.entry.name));
      const options = optionNames(index, index.childrenOf(slot), unit.selections ?? []);
      if (options.length > 0) lines.push(options.join(", "));
    }
  }
  return `${lines.join("\n")}\n`;
}

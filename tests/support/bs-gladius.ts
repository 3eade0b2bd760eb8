/**
 * A legal 2000-point 40k 10th edition Gladius Task Force on the corpus's BSData (written for
 * New Recruit), built through the roster operations the editor uses. The corpus test checks it
 * validates clean and what it costs; the benchmarks evaluate it.
 */
import { setCostLimit } from "../../lib/battlescribe/engine/actions";
import type { Engine } from "../../lib/battlescribe/engine/engine";
import { forceBuilder, rootNamed, type ForceBuilder } from "./bs-battalion";

export const WH40K_10E_POINTS = "51b2-306e-1021-d207";

export function buildGladiusTaskForce(engine: Engine): ForceBuilder {
  setCostLimit(engine, WH40K_10E_POINTS, 2000);
  const army = forceBuilder(engine, "Army Roster", "Imperium - Adeptus Astartes - Space Marines");
  const { force, unit, option, child } = army;
  option(rootNamed(force, "Battle Size"), "2. Strike Force (2000 Point limit)");
  option(rootNamed(force, "Detachment"), "Gladius Task Force");
  const captain = unit("Captain");
  option(captain, "Warlord");
  option(captain, "Artificer Armour");
  for (const name of ["Lieutenant", "Librarian", "Intercessor Squad", "Intercessor Squad", "Intercessor Squad", "Redemptor Dreadnought", "Bladeguard Veteran Squad", "Land Raider", "Repulsor Executioner", "Terminator Squad", "Eliminator Squad", "Outrider Squad", "Whirlwind"]) unit(name);
  // Groups with a minimum and no default wait for the player, as in BattleScribe.
  option(child(unit("Hellblaster Squad"), "Hellblaster Sergeant"), "Bolt pistol");
  option(unit("Gladiator Lancer"), "Two storm bolters");
  return army;
}

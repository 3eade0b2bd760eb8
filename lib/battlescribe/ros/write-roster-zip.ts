import { strToU8, zipSync } from "fflate";
import type { Engine } from "../engine/engine";
import { writeRosterXml } from "./write-roster";

/** `.rosz`: the `.ros` XML in a zip, as BattleScribe and New Recruit save it. */
export function writeRosterZip(engine: Engine, xml: string = writeRosterXml(engine)): Uint8Array {
  const name = (engine.roster.name || "roster").replace(/[\\/:*?"<>|]/g, "_");
  return zipSync({ [`${name}.ros`]: strToU8(xml) }, { level: 6 });
}

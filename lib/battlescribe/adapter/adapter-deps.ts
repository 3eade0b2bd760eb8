import type { AdapterDeps } from "./handle-command";
import { readDataFiles } from "../xml/read-data-files";
import { loadRosterXml } from "../ros/read-roster";
import { writeRosterXml } from "../ros/write-roster";

/** The adapter's file formats: BattleScribe data files in, `.ros` rosters in and out. */
export const adapterDeps: AdapterDeps = { readDataFiles, writeRosterXml, loadRosterXml };

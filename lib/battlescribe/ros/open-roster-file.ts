import { unzipLimited, ZipLimitError } from "../../zip/unzip-limited";
import { EngineError } from "../engine/actions";
import type { Engine } from "../engine/engine";
import type { SelectionNode } from "../engine/roster";
import { walkForces, walkSelections } from "../engine/roster";
import { readRosterXml, type DroppedEntry, type RosterReadNotes } from "./read-roster";
import { MAX_ROSTER_XML_CHARS } from "./parse-xml-tree";

export type CostDifference = { selectionId: string; name: string; costTypeId: string; costName: string; stored: number; computed: number };

export type OpenedRoster = {
  engine: Engine;
  /** Entries the installed data does not offer, by name and place, with what the file stored for them: left out, never silently. */
  unknown: DroppedEntry[];
  /** Where the file's stored costs differ from what the installed data gives (a newer revision, usually). */
  costDifferences: CostDifference[];
  /** Forces opened on a catalogue found by its name, the id the roster names being gone. */
  catalogueByName: RosterReadNotes["catalogueByName"];
};

const MAX_ZIP_ENTRY = MAX_ROSTER_XML_CHARS;

/** The XML of a `.ros`, or of the roster inside a `.rosz` (zip), sizes checked before inflating. */
export function rosterXmlOf(fileName: string, content: Uint8Array | string): string {
  if (typeof content === "string") return content;
  const zipped = content.length >= 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;
  if (!zipped) return new TextDecoder().decode(content);
  let entries: { name: string; bytes: Uint8Array }[];
  // Only the first .ros is read; sizes are counted as the bytes come, whatever the zip declares.
  let found = false;
  try {
    entries = unzipLimited(
      content,
      (info) => {
        if (found || !/\.ros$/i.test(info.name)) return false;
        if ((info.declaredSize ?? 0) > MAX_ZIP_ENTRY) throw new ZipLimitError("entry", info.name, info.declaredSize ?? 0, MAX_ZIP_ENTRY);
        return (found = true);
      },
      { maxEntries: 20, maxEntryBytes: MAX_ZIP_ENTRY, maxTotalBytes: MAX_ZIP_ENTRY },
    );
  } catch (error) {
    if (error instanceof ZipLimitError && error.reason === "entries") throw new EngineError("badRosterZip", `${fileName}: the zip holds more files than a roster does`);
    if (error instanceof ZipLimitError && error.reason !== "unreadable") throw new EngineError("rosterTooLarge", `${fileName}: the roster is larger than ${MAX_ZIP_ENTRY / 1_000_000} MB`);
    throw new EngineError("badRosterZip", `${fileName}: not a .rosz (zip) that can be opened`);
  }
  const xml = entries[0]?.bytes;
  if (!xml) throw new EngineError("badRosterZip", `${fileName}: the zip holds no .ros roster`);
  return new TextDecoder().decode(xml);
}

/** Opens a `.ros`/`.rosz` on installed data: costs worked out again and compared with the file's. */
export function openRosterFile(engine: Engine, fileName: string, content: Uint8Array | string): OpenedRoster {
  const { engine: opened, notes } = readRosterXml(engine, rosterXmlOf(fileName, content), { lenient: true });
  const costDifferences: CostDifference[] = [];
  const all: SelectionNode[] = [];
  // Into one array, never push(...spread): a spread of 100,000 selections overflows the stack.
  for (const force of walkForces(opened.roster.forces)) walkSelections(force.selections, all);
  for (const selection of all) {
    const stored = notes.stored.get(selection.id);
    if (!stored) continue;
    for (const [costTypeId, value] of stored) {
      const computed = selection.costs.get(costTypeId) ?? 0;
      if (Math.abs(computed - value) < 1e-9) continue;
      const costName = opened.index.costTypes.find((c) => c.id === costTypeId)?.name ?? costTypeId;
      costDifferences.push({ selectionId: selection.id, name: selection.node.name, costTypeId, costName, stored: value, computed });
    }
  }
  return { engine: opened, unknown: notes.unknown, costDifferences, catalogueByName: notes.catalogueByName };
}

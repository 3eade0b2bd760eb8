/**
 * Rosters on installed BattleScribe data: the document is the .ros XML as written, kept whole
 * so that entries the installed data does not know survive every save. Evaluated by
 * lib/battlescribe/engine on the data set the roster names.
 */
import type { DataSet } from "../battlescribe/data-types";
import { createEngine } from "../battlescribe/engine/engine";
import { snapshotRoster, type RosterSnapshot } from "../battlescribe/engine/snapshot";
import { isBlocking } from "../battlescribe/engine/validate";
import { writeRosterText } from "../battlescribe/export/roster-text";
import { modelCount } from "../battlescribe/export/roster-view";
import { openRosterFile } from "../battlescribe/ros/open-roster-file";
import { writeRosterXml } from "../battlescribe/ros/write-roster";
import { parseXmlTree, type XmlElement } from "../battlescribe/ros/parse-xml-tree";
import { bsDocumentSchema, type BsDocument } from "./battlescribe-document";
import { diffBsSnapshots } from "./battlescribe-diff";
import type { RosterFormat, RosterIdentity } from "./types";

export { bsDocumentSchema, bsXmlSchema, MAX_BS_ROSTER_CHARS, type BsDocument } from "./battlescribe-document";

/** The roster as the engine sees it on this data (entries the data lacks left out). */
export function snapshotBsDocument(document: BsDocument, data: DataSet): { snapshot: RosterSnapshot; missing: string[] } {
  const opened = openRosterFile(createEngine(data), "roster.ros", document.xml);
  return { snapshot: snapshotRoster(opened.engine), missing: opened.unknown.map((u) => u.path) };
}

function firstForce(root: XmlElement): XmlElement | undefined {
  const forces = root.children.find((c) => c.name === "forces");
  return forces?.children.find((c) => c.name === "force");
}

function identifyRoot(root: XmlElement): RosterIdentity {
  return { name: root.attributes.name ?? "", gameSystemId: root.attributes.gameSystemId ?? "", catalogueId: firstForce(root)?.attributes.catalogueId ?? "" };
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A roster with no force yet on this data, as BattleScribe starts one (the data's default cost limits). */
export function newBsDocument(data: DataSet, name: string): BsDocument {
  return { xml: writeRosterXml(createEngine(data, { rosterName: name })) };
}

/** The XML with the roster element's name replaced, every other byte as it was. */
export function renameRosterXml(xml: string, name: string): string {
  const open = /<roster(?=[\s>/])[^>]*>/.exec(xml);
  if (!open) return xml;
  const tag = open[0];
  const named = /(\sname\s*=\s*)("[^"]*"|'[^']*')/.exec(tag);
  const renamed = named ? `${tag.slice(0, named.index)}${named[1]}"${escapeAttribute(name)}"${tag.slice(named.index + named[0].length)}` : tag.replace(/^<roster/, `<roster name="${escapeAttribute(name)}"`);
  return `${xml.slice(0, open.index)}${renamed}${xml.slice(open.index + tag.length)}`;
}

function countModels(snapshot: RosterSnapshot): number {
  let models = 0;
  const visit = (forces: RosterSnapshot["forces"]) => {
    for (const force of forces) {
      for (const selection of force.selections) models += modelCount(selection);
      visit(force.childForces);
    }
  };
  visit(snapshot.forces);
  return models;
}

export const battlescribeFormat: RosterFormat<BsDocument, DataSet> = {
  id: "battlescribe",
  documentSchema: bsDocumentSchema,
  identify: (document) => identifyRoot(parseXmlTree(document.xml)),
  evaluate(document, data) {
    const { snapshot, missing } = snapshotBsDocument(document, data);
    const blocking = snapshot.errors.filter(isBlocking).length;
    const first = snapshot.forces[0];
    return {
      valid: blocking === 0 && missing.length === 0,
      totals: Object.fromEntries(snapshot.costs.map((c) => [c.typeId, c.value])),
      models: countModels(snapshot),
      missing,
      issues: snapshot.errors.map((error) => ({
        code: `bs.${error.code}`,
        severity: error.severity ?? "error",
        path: [error.raisedOn.id],
        params: { ...error.params, ...(error.text ? { text: error.text } : {}) },
      })),
      identity: { name: snapshot.name, gameSystemId: snapshot.gameSystemId, catalogueId: first?.catalogueId ?? "" },
    };
  },
  rename: (document, name) => ({ xml: renameRosterXml(document.xml, name) }),
  diff: (before, after, data) => diffBsSnapshots(snapshotBsDocument(before, data).snapshot, snapshotBsDocument(after, data).snapshot),
  exportText: (document, data, tr) => writeRosterText(tr.t, snapshotBsDocument(document, data).snapshot),
};

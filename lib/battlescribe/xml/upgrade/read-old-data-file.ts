/**
 * Data written for a BattleScribe older than 2.02 (Kings of War 2E and 40k 7th: 2.00/2.01;
 * Necromunda and Warhammer Fantasy 8th: 1.15) is upgraded when read, as BattleScribe upgrades
 * it when it opens it: the file is parsed into a tree, rewritten step by step into the 2.03
 * shape, and read by the same element table as every other file. Such files are small and few,
 * so the tree costs nothing worth streaming.
 */
import { parseXmlTree, XmlTreeError } from "../../ros/parse-xml-tree";
import { DataFileError } from "../data-file-error";
import { dataWarningMessage, type DataWarning } from "../data-warning";
import { catalogueSpec, gameSystemSpec, TEXT_MANY, type NodeSpec } from "../element-schema";
import type { ReadDataFileResult } from "../read-data-file";
import { readJsonDataTree } from "../read-json-data-file";
import type { Dropped, XmlElement } from "./tree";
import { upgradeFrom1x } from "./upgrade-1x";
import { upgradeFrom200 } from "./upgrade-2-00";
import { upgradeFrom201 } from "./upgrade-2-01";

/** The data version a file declares, from its root element (read from the first bytes only). */
export function declaredDataVersion(xml: string): string | undefined {
  const head = xml.slice(0, 4000);
  return /<(?:gameSystem|catalogue)\b[^>]*?\sbattleScribeVersion\s*=\s*["']([^"']*)["']/.exec(head)?.[1];
}

/** Whether a declared version needs upgrading: below 2.02 (2.02 and 2.03 hold the same elements). */
export function needsUpgrade(version: string | undefined): boolean {
  if (version === undefined) return false;
  const [major, minor] = version.split(".").map(Number);
  if (major === undefined || Number.isNaN(major)) return false;
  return major < 2 || (major === 2 && (minor ?? 0) < 2);
}

export function readOldDataFile(file: string, xml: string, version: string, warnings: DataWarning[]): ReadDataFileResult {
  let root: XmlElement;
  try {
    root = parseXmlTree(xml, { maxChars: Number.POSITIVE_INFINITY, lines: true });
  } catch (error) {
    if (error instanceof XmlTreeError && error.code === "doctype") throw new DataFileError("doctype-forbidden", { file, line: 0, column: 0 });
    throw new DataFileError("malformed-xml", { file, line: 0, column: 0, reason: error instanceof Error ? error.message : String(error) });
  }
  const spec = root.name === "gameSystem" ? gameSystemSpec : root.name === "catalogue" ? catalogueSpec : undefined;
  if (!spec) throw new DataFileError("bad-root", { file, element: root.name, path: root.name, line: 0, column: 0 });
  const dropped: Dropped = new Map();
  const [major] = version.split(".").map(Number);
  if ((major ?? 0) < 2) upgradeFrom1x(root, dropped);
  if (version === "2.00" || (major ?? 0) < 2) upgradeFrom200(root);
  upgradeFrom201(root);
  root.attributes.battleScribeVersion = "2.03";
  const upgraded: DataWarning = { file, path: root.name, code: "upgraded", params: { version }, message: dataWarningMessage("upgraded", { version }) };
  warnings.push(upgraded);
  for (const { element, attribute, count, line } of dropped.values()) {
    const params = { element, attribute, version, count };
    warnings.push({ file, path: root.name, code: "upgrade-dropped", params, line, message: dataWarningMessage("upgrade-dropped", params) });
  }
  return readJsonDataTree(file, { [root.name]: toJsonForm(root, spec) }, warnings);
}

/**
 * The tree in New Recruit's JSON form, led by the element table: containers become lists,
 * text children strings, a characteristic's own text `$text`. What the table does not know is
 * passed on as an object or attribute, so that the reader warns about it as it would in XML.
 */
function toJsonForm(node: XmlElement, spec: NodeSpec): Record<string, unknown> {
  const out: Record<string, unknown> = { ...node.attributes };
  for (const child of node.children) {
    const inner = spec.containers.get(child.name);
    if (inner) {
      const list = (out[child.name] as unknown[] | undefined) ?? [];
      for (const item of child.children) list.push(item.name === inner.element ? toJsonForm(item, inner) : { [item.name]: {} });
      out[child.name] = list;
      continue;
    }
    const text = spec.texts.get(child.name);
    // Old versions write every container, empty, even where 2.03 has none (rules in a rule).
    if (text === undefined && child.children.length === 0 && child.text.trim() === "") continue;
    if (text === TEXT_MANY) out[child.name] = [...((out[child.name] as string[] | undefined) ?? []), child.text];
    else if (text !== undefined) out[child.name] = child.text;
    else out[child.name] = {};
  }
  if (spec.ownText !== null) out.$text = node.children.length > 0 ? node.text.trim() : node.text;
  return out;
}

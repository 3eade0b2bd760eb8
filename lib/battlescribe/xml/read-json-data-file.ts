/**
 * Reads New Recruit's JSON form of BattleScribe game data (the Horus Heresy 3rd edition and
 * 40k 11th edition repositories hold it instead of XML): `{"gameSystem": {...}}` or
 * `{"catalogue": {...}}`, attributes as JSON values, containers as arrays under the same plural
 * names as the XML, a characteristic's text under `"$text"`. The walk is driven by the same
 * element table as the XML reader, so both produce the same model, with the same warnings for
 * what neither format defines and the same errors for what the model cannot do without.
 */
import type { CatalogueData, GameSystemData } from "../data-types";
import { DataFileError, type DataFileErrorCode } from "./data-file-error";
import { MAX_DATA_DEPTH } from "./limits";
import { dataWarningMessage, type DataWarning, type DataWarningCode } from "./data-warning";
import { BOOLEAN, catalogueSpec, gameSystemSpec, IGNORED, NUMBER, STRING, TEXT_MANY, UNIQUE_STRING, type NodeSpec } from "./element-schema";
import type { ReadDataFileResult } from "./read-data-file";

type Obj = Record<string, unknown>;

/** Whether a file's text is New Recruit's JSON game data rather than some other JSON. */
export function looksLikeJsonDataFile(text: string): boolean {
  return /^\s*\{\s*"(gameSystem|catalogue)"\s*:/.test(text.slice(0, 200));
}

function isObject(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describeShape(value: unknown): string {
  if (Array.isArray(value)) return "list";
  if (value === null) return "null";
  return typeof value;
}

class JsonDataReader {
  readonly warnings: DataWarning[] = [];
  private readonly warned = new Map<string, DataWarning>();
  private readonly ids = new Map<string, string>();
  private warnedEach = 0;
  private readonly linkIds = new Set<string>();

  constructor(private readonly file: string) {}

  /** `at`: where the item sits in its list (`catalogue/sharedSelectionEntries[3]`), which tells repeated ids apart. */
  node(spec: NodeSpec, source: Obj, path: string, at = path, depth = 1): Obj {
    // Checked before recursing: the depth of the input never decides the depth of the stack.
    if (depth > MAX_DATA_DEPTH) this.fail("too-deep", spec.element, path, { limit: MAX_DATA_DEPTH });
    const node: Obj = {};
    for (const key in source) {
      const value = source[key];
      const kind = spec.attrs.get(key);
      if (kind !== undefined) {
        if (kind === NUMBER && typeof value === "string" && value.trim() === "") {
          // New Recruit writes `position: ""` and the like: read as left out.
          this.warn("empty-number", spec.element, key, path);
          continue;
        }
        if (kind !== IGNORED) node[key] = this.attribute(kind, key, value, spec.element, path);
        continue;
      }
      const child = spec.containers.get(key);
      if (child !== undefined) {
        node[key] = this.container(child, key, value, path, depth + 1);
        continue;
      }
      const text = spec.texts.get(key);
      if (text !== undefined) {
        node[key] = text === TEXT_MANY ? this.textList(key, value, path) : this.text(key, value, path);
        continue;
      }
      if (key === "$text" && spec.ownText !== null) {
        node[spec.ownText] = this.text(key, value, path);
        continue;
      }
      if (key === "xmlns" || key.startsWith("xmlns:")) continue;
      if (isObject(value) || Array.isArray(value)) this.warn("unknown-element", key, "", `${path}/${key}`);
      else this.warn("unknown-attribute", spec.element, key, path);
    }
    if (spec.ownText !== null && node[spec.ownText] === undefined) node[spec.ownText] = "";
    for (const { name, required, lenient, fallback } of spec.attributes) {
      if (node[name] !== undefined) continue;
      if (required) this.fail(name === "id" ? "missing-id" : "missing-attribute", spec.element, path, name === "id" ? {} : { attribute: name });
      if (lenient) this.warn("missing-attribute", spec.element, name, path);
      if (fallback !== undefined) node[name] = fallback;
    }
    if (spec.idCheck !== 0) this.checkId(spec, node.id as string, at);
    return node;
  }

  private container(spec: NodeSpec, name: string, value: unknown, path: string, depth: number): Obj[] {
    // One item may be written without its list.
    const items = Array.isArray(value) ? value : isObject(value) ? [value] : this.fail("bad-json-shape", name, `${path}/${name}`, { expected: "list", found: describeShape(value) });
    return items.map((item, i) => {
      const at = `${path}/${name}[${i}]`;
      if (!isObject(item)) this.fail("bad-json-shape", spec.element, at, { expected: "object", found: describeShape(item) });
      const id = typeof item.id === "string" ? `[@id=${item.id}]` : "";
      return this.node(spec, item, `${path}/${name}/${spec.element}${id}`, at, depth + 1);
    });
  }

  private attribute(kind: number, key: string, value: unknown, element: string, path: string): unknown {
    switch (kind) {
      case STRING:
      case UNIQUE_STRING:
        if (typeof value === "string") return value;
        if (typeof value === "number" || typeof value === "boolean") return String(value);
        break;
      case BOOLEAN:
        if (typeof value === "boolean") return value;
        if (value === "true" || value === "false") return value === "true";
        this.fail("bad-boolean", element, path, { attribute: key, value: String(value) });
        break;
      case NUMBER: {
        const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
        if (Number.isNaN(number)) this.fail("bad-number", element, path, { attribute: key, value: String(value) });
        return number;
      }
    }
    return this.fail("bad-json-shape", element, `${path}/@${key}`, { expected: "text", found: describeShape(value) });
  }

  private text(name: string, value: unknown, path: string): string {
    if (typeof value === "string") return value;
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    return this.fail("bad-json-shape", name, `${path}/${name}`, { expected: "text", found: describeShape(value) });
  }

  private textList(name: string, value: unknown, path: string): string[] {
    return Array.isArray(value) ? value.map((v) => this.text(name, v, path)) : [this.text(name, value, path)];
  }

  private checkId(spec: NodeSpec, id: string, path: string): void {
    if (spec.idCheck === 2) {
      if (this.linkIds.has(id)) this.warn("duplicate-link-id", spec.element, id, path);
      else this.linkIds.add(id);
      return;
    }
    const first = this.ids.get(id);
    if (first !== undefined) {
      // As in XML: both copies stay, lookups by id find the first. JSON has no lines: the paths are named.
      if (this.warnedEach++ < 100) {
        const params = { element: spec.element, count: 1, id, path, firstPath: first, line: 0, firstLine: 0 };
        this.warnings.push({ file: this.file, path, code: "duplicate-id", params, message: dataWarningMessage("duplicate-id", params) });
      }
      return;
    }
    this.ids.set(id, path);
  }

  private warn(code: DataWarningCode, element: string, detail: string, path: string): void {
    const key = `${code}\u0000${element}\u0000${detail}`;
    const seen = this.warned.get(key);
    if (seen !== undefined) {
      seen.params.count = (seen.params.count as number) + 1;
      seen.message = dataWarningMessage(code, seen.params);
      return;
    }
    const params: Record<string, string | number> = { element, count: 1 };
    if (code === "unknown-attribute" || code === "missing-attribute" || code === "empty-number") params.attribute = detail;
    if (code === "duplicate-link-id") params.id = detail;
    const warning: DataWarning = { file: this.file, path, code, params, message: dataWarningMessage(code, params) };
    this.warned.set(key, warning);
    this.warnings.push(warning);
  }

  /** JSON has no line numbers worth giving: line 0 tells the messages to name the path alone. */
  fail(code: DataFileErrorCode, element: string, path: string, params: Record<string, string | number> = {}): never {
    throw new DataFileError(code, { file: this.file, path, line: 0, column: 0, element, ...params });
  }
}

export function parseJsonDataFile(file: string, text: string, warnings: DataWarning[]): ReadDataFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new DataFileError("malformed-json", { file, reason: error instanceof Error ? error.message : String(error) });
  }
  return readJsonDataTree(file, parsed, warnings);
}

/** The model from New Recruit's JSON form once parsed (also the form old XML is upgraded into). */
export function readJsonDataTree(file: string, parsed: unknown, warnings: DataWarning[]): ReadDataFileResult {
  const reader = new JsonDataReader(file);
  if (!isObject(parsed)) return reader.fail("bad-root", describeShape(parsed), "");
  const rootName = isObject(parsed.gameSystem) ? "gameSystem" : isObject(parsed.catalogue) ? "catalogue" : undefined;
  if (rootName === undefined) return reader.fail("bad-root", Object.keys(parsed)[0] ?? "{}", "");
  const spec = rootName === "gameSystem" ? gameSystemSpec : catalogueSpec;
  const data = reader.node(spec, parsed[rootName] as Obj, rootName);
  for (const warning of reader.warnings) warnings.push(warning);
  return rootName === "gameSystem"
    ? { kind: "gameSystem", data: data as GameSystemData, warnings }
    : { kind: "catalogue", data: data as CatalogueData, warnings };
}

/**
 * Reads a BattleScribe `.gst`/`.cat` (or the zipped `.gstz`/`.catz`) into the plain JSON model
 * of ../data-types.ts. One pass of the saxes SAX parser drives a stack of frames; what each
 * element may hold comes from ./element-schema.ts. Paths for warnings and errors are built only
 * when one is reported, so the common case pays for no string building.
 */
import type { SaxesTagPlain } from "saxes";
import { createSaxParser, type SaxParser } from "../../xml/create-sax-parser";
import type { CatalogueData, GameSystemData } from "../data-types";
import { DataFileError, type DataFileErrorCode } from "./data-file-error";
import { dataWarningMessage, type DataWarning, type DataWarningCode } from "./data-warning";
import {
  BOOLEAN,
  catalogueSpec,
  gameSystemSpec,
  IGNORED,
  NUMBER,
  STRING,
  TEXT_MANY,
  UNIQUE_STRING,
  type AttrSpec,
  type NodeSpec,
} from "./element-schema";
import { DEFAULT_LIMITS, MAX_DATA_DEPTH, type DataFileLimits } from "./limits";
import { looksLikeJsonDataFile, parseJsonDataFile } from "./read-json-data-file";
import { isZip, unzipDataFile } from "./unzip-data-file";
import { declaredDataVersion, needsUpgrade, readOldDataFile } from "./upgrade/read-old-data-file";

export type DataFileKind = "gameSystem" | "catalogue";
export type ReadDataFileResult =
  | { kind: "gameSystem"; data: GameSystemData; warnings: DataWarning[] }
  | { kind: "catalogue"; data: CatalogueData; warnings: DataWarning[] };
export type ReadDataFileOptions = { limits?: Partial<DataFileLimits> };

// Frame kinds on the reader's stack.
const NODE = 0;
const CONTAINER = 1;
const TEXT = 2;

type Obj = Record<string, unknown>;

function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return false;
  }
  return true;
}

class DataFileReader {
  readonly warnings: DataWarning[] = [];
  root: Obj | null = null;
  rootName = "";
  private readonly warned = new Map<string, DataWarning>();
  private readonly kinds: number[] = [];
  private readonly specs: NodeSpec[] = [];
  private readonly values: unknown[] = [];
  private readonly names: string[] = [];
  private top = -1;
  /** Depth inside an element being skipped (unknown, or nested in a text element). */
  private skipDepth = 0;
  private text = "";
  private readonly ids = new Map<string, number>();
  private readonly linkIds = new Set<string>();

  readonly parser: SaxParser;

  constructor(private readonly file: string) {
    this.parser = createSaxParser({
      opentag: (tag) => this.open(tag),
      closetag: () => this.close(),
      cdata: (text) => this.onCdata(text),
      attribute: () => {
        this.attributeCount++;
      },
      text: this.onText,
      doctype: () => {
        throw new DataFileError("doctype-forbidden", { file, line: this.parser.line, column: this.parser.column });
      },
      error: (error) => {
        const { line, column } = this.parser;
        const prefix = `${line}:${column}: `;
        const reason = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
        throw new DataFileError("malformed-xml", { file, line, column, reason, path: this.path() });
      },
    });
  }

  open(tag: SaxesTagPlain): void {
    this.tagAttributes = this.attributeCount;
    this.attributeCount = 0;
    if (this.skipDepth > 0) {
      this.skipDepth++;
      return;
    }
    const name = tag.name;
    const top = this.top;
    if (top + 2 > MAX_DATA_DEPTH) throw new DataFileError("too-deep", { file: this.file, limit: MAX_DATA_DEPTH, path: this.path(), line: this.parser.line, column: this.parser.column });
    if (top < 0) {
      this.openRoot(name, tag.attributes);
      return;
    }
    const kind = this.kinds[top];
    const spec = this.specs[top] as NodeSpec;
    if (kind === CONTAINER) {
      if (name !== spec.element) return this.skip(name);
      const node = this.build(spec, tag.attributes, name);
      (this.values[top] as unknown[]).push(node);
      this.push(NODE, spec, node, name);
      if (spec.idCheck !== 0) this.checkId(spec, node.id as string);
      if (spec.ownText !== null) this.startText();
      return;
    }
    if (kind === NODE) {
      const child = spec.containers.get(name);
      if (child !== undefined) {
        const owner = this.values[top] as Obj;
        // A second <costs> (or any container) in one element adds to the first.
        let list = owner[name] as unknown[] | undefined;
        if (list === undefined) owner[name] = list = [];
        if (spec.ownText !== null) this.holdText(top);
        this.push(CONTAINER, child, list, name);
        this.noAttributes(name, tag.attributes);
        return;
      }
      if (spec.texts.has(name)) {
        this.push(TEXT, spec, this.values[top], name);
        this.noAttributes(name, tag.attributes);
        this.startText();
        return;
      }
    }
    this.skip(name);
  }

  close(): void {
    if (this.skipDepth > 0) {
      this.skipDepth--;
      return;
    }
    const top = this.top;
    const kind = this.kinds[top];
    if (kind === TEXT) {
      const owner = this.values[top] as Obj;
      const name = this.names[top] as string;
      if ((this.specs[top] as NodeSpec).texts.get(name) === TEXT_MANY) {
        const list = owner[name] as string[] | undefined;
        if (list === undefined) owner[name] = [this.keep(this.text)];
        else list.push(this.keep(this.text));
      } else owner[name] = this.keep(this.text);
      this.wantText = false;
    } else if (kind === NODE) {
      const ownText = (this.specs[top] as NodeSpec).ownText;
      if (ownText !== null) {
        const node = this.values[top] as Obj;
        // A characteristic that holds elements (New Recruit's conditions) has their
        // indentation around its text.
        node[ownText] = this.keep(this.heldElements[top] === true ? this.text.trim() : this.text);
        this.heldElements[top] = false;
        this.wantText = false;
      }
    } else if (kind === CONTAINER && top > 0 && (this.specs[top - 1] as NodeSpec).ownText !== null) {
      // Back in an element whose own text is kept: its text goes on.
      this.text = this.savedText[top - 1] as string;
      this.wantText = true;
    }
    this.top--;
  }

  /**
   * Text is kept only inside elements whose text is kept; stray text elsewhere is ignored
   * silently. The handler stays registered throughout: turning it on and off per element (so that
   * saxes would build no strings for indentation) made the parse slower, not faster.
   */
  /** Whether the node at each depth holds elements, and its text so far while they are read. */
  private readonly heldElements: boolean[] = [];
  private readonly savedText: string[] = [];

  private holdText(top: number): void {
    this.heldElements[top] = true;
    this.savedText[top] = this.text;
    this.wantText = false;
  }

  private startText(): void {
    this.text = "";
    this.wantText = true;
  }

  private wantText = false;

  readonly onText = (text: string): void => {
    if (this.wantText && this.skipDepth === 0) this.text += text;
  };

  /** CDATA is rare enough to be always listened to; outside kept text it is ignored. */
  onCdata(text: string): void {
    if (this.skipDepth > 0 || this.top < 0) return;
    const kind = this.kinds[this.top];
    if (kind === TEXT || (kind === NODE && (this.specs[this.top] as NodeSpec).ownText !== null)) this.text += text;
  }

  private openRoot(name: string, attributes: Record<string, string>): void {
    const spec = name === "gameSystem" ? gameSystemSpec : name === "catalogue" ? catalogueSpec : null;
    if (spec === null) this.fail("bad-root", name, { element: name });
    this.rootName = name;
    this.root = this.build(spec, attributes, name);
    this.push(NODE, spec, this.root, name);
  }

  private push(kind: number, spec: NodeSpec, value: unknown, name: string): void {
    const top = ++this.top;
    this.kinds[top] = kind;
    this.specs[top] = spec;
    this.values[top] = value;
    this.names[top] = name;
  }

  private readonly strings = new Map<string, string>();

  /**
   * One copy of each string value: the ids, scopes and fields that repeat thousands of times in
   * BSData are then stored once.
   */
  private keep(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    const copy = ownCopy(value);
    this.strings.set(copy, copy);
    return copy;
  }

  /** Attributes saxes reported for the tag being opened (counted from its attribute events). */
  private attributeCount = 0;
  private tagAttributes = 0;

  /**
   * Each attribute the element may have is looked up by name, and the count of those found is
   * compared with the tag's attribute count, so only a tag with an attribute the schema does not
   * know is enumerated (to name it in a warning). saxes's attribute object is a dictionary, and
   * enumerating each one cost more than the lookups.
   */
  private build(spec: NodeSpec, attributes: Record<string, string>, name: string): Obj {
    const node: Obj = {};
    const slots = spec.attributes;
    let found = 0;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i] as AttrSpec;
      const key = slot.name;
      const value = attributes[key];
      if (value === undefined) {
        if (slot.required) this.fail(key === "id" ? "missing-id" : "missing-attribute", name, key === "id" ? {} : { attribute: key }, node);
        if (slot.lenient) this.warn("missing-attribute", name, key, this.path(name, node));
        if (slot.fallback !== undefined) node[key] = slot.fallback;
        continue;
      }
      found++;
      switch (slot.kind) {
        case STRING:
          node[key] = this.keep(value);
          break;
        case UNIQUE_STRING:
          node[key] = ownCopy(value);
          break;
        case BOOLEAN:
          if (value === "true") node[key] = true;
          else if (value === "false") node[key] = false;
          else this.fail("bad-boolean", name, { attribute: key, value }, node);
          break;
        case NUMBER: {
          const number = Number(value);
          if (number === 0 && isBlank(value)) {
            // New Recruit writes `sortIndex=""` and the like: read as left out.
            if (slot.required) this.fail("bad-number", name, { attribute: key, value }, node);
            this.warn("empty-number", name, key, this.path(name, node));
            if (slot.fallback !== undefined) node[key] = slot.fallback;
            break;
          }
          if (Number.isNaN(number)) this.fail("bad-number", name, { attribute: key, value }, node);
          node[key] = number;
          break;
        }
        case IGNORED:
          break;
      }
    }
    if (found !== this.tagAttributes) this.warnUnknownAttributes(spec, attributes, name, node);
    return node;
  }

  private warnUnknownAttributes(spec: NodeSpec, attributes: Record<string, string>, name: string, node: Obj): void {
    for (const key in attributes) {
      if (!spec.attrs.has(key) && !key.startsWith("xmlns")) this.warn("unknown-attribute", name, key, this.path(name, node));
    }
  }

  private checkId(spec: NodeSpec, id: string): void {
    if (spec.idCheck === 2) {
      if (this.linkIds.has(id)) this.warn("duplicate-link-id", spec.element, id, this.path());
      else this.linkIds.add(id);
      return;
    }
    const firstLine = this.ids.get(id);
    if (firstLine !== undefined) {
      // New Recruit loads such data (a unit pasted twice, whole): both copies stay where they
      // are, and lookups by id find the first.
      const path = this.path();
      this.warnEach("duplicate-id", spec.element, { id, firstLine, line: this.parser.line, path, firstPath: "" }, path);
      return;
    }
    this.ids.set(id, this.parser.line);
  }

  private noAttributes(name: string, attributes: Record<string, string>): void {
    for (const key in attributes) this.warn("unknown-attribute", name, key, this.path());
  }

  private skip(name: string): void {
    this.warn("unknown-element", name, "", this.path(name));
    this.skipDepth = 1;
  }

  /**
   * The element path of the innermost frame, e.g.
   * `catalogue/sharedSelectionEntries/selectionEntry[@id=abc]/modifiers/modifier`, plus `extra`
   * (an element not yet pushed, with its node when it has one).
   */
  path(extra?: string, extraNode?: Obj): string {
    const parts: string[] = [];
    for (let i = 0; i <= this.top; i++) parts.push(this.step(this.names[i] as string, i > 0 && this.kinds[i] === NODE ? (this.values[i] as Obj) : undefined));
    if (extra !== undefined) parts.push(this.step(extra, this.top >= 0 ? extraNode : undefined));
    return parts.join("/");
  }

  private step(name: string, node: Obj | undefined): string {
    const id = node?.id;
    return typeof id === "string" ? `${name}[@id=${id}]` : name;
  }

  /** A warning of its own for each occurrence (up to a hundred per file): each names its own lines. */
  private warnEach(code: DataWarningCode, element: string, params: Record<string, string | number>, path: string): void {
    if (this.warnedEach++ >= 100) return;
    const all = { element, count: 1, ...params };
    this.warnings.push({ file: this.file, path, code, params: all, line: this.parser.line, message: dataWarningMessage(code, all) });
  }

  private warnedEach = 0;

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
    const warning: DataWarning = { file: this.file, path, code, params, line: this.parser.line, message: dataWarningMessage(code, params) };
    this.warned.set(key, warning);
    this.warnings.push(warning);
  }

  fail(code: DataFileErrorCode, element: string, params: Record<string, string | number>, node?: Obj): never {
    const path = this.top < 0 ? element : this.path(element, node);
    throw new DataFileError(code, { file: this.file, path, line: this.parser.line, column: this.parser.column, element, ...params });
  }
}

/**
 * The string as a flat string of its own. V8 gives a long attribute value as a slice of the
 * file's text, which would keep the whole text alive and make every later read of the string go
 * through its parent. Joining two pieces copies the characters (slicing a concatenation, the
 * usual trick, copies them but still yields a slice, of the copy).
 */
function ownCopy(value: string): string {
  return value.length >= 13 ? [value.charAt(0), value.slice(1)].join("") : value;
}

function decode(file: string, bytes: Uint8Array, warnings: DataWarning[]): string {
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : "utf-8";
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    const params = { count: 1 };
    warnings.push({ file, path: "", code: "invalid-utf8", params, message: dataWarningMessage("invalid-utf8", params) });
    return new TextDecoder(encoding).decode(bytes);
  }
}

function parseXml(file: string, xml: string, warnings: DataWarning[]): ReadDataFileResult {
  const reader = new DataFileReader(file);
  const parser = reader.parser;
  parser.write(xml).close();
  const data = reader.root;
  if (data === null) throw new DataFileError("malformed-xml", { file, line: parser.line, column: parser.column, reason: "no root element" });
  warnings.push(...reader.warnings);
  return reader.rootName === "gameSystem"
    ? { kind: "gameSystem", data: data as GameSystemData, warnings }
    : { kind: "catalogue", data: data as CatalogueData, warnings };
}

/**
 * Reads one data file, XML or New Recruit's JSON form (told apart by content, since both come
 * as plain text); throws DataFileError (and nothing else) when it cannot.
 */
export function readDataFile(fileName: string, bytes: Uint8Array | string, options: ReadDataFileOptions = {}): ReadDataFileResult {
  const limits: DataFileLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const warnings: DataWarning[] = [];
  let xml: string;
  if (typeof bytes === "string") {
    if (bytes.length > limits.maxXmlBytes) throw new DataFileError("too-large", { file: fileName, size: bytes.length, limit: limits.maxXmlBytes });
    xml = bytes;
  } else {
    let raw = bytes;
    if (raw.length > limits.maxXmlBytes) throw new DataFileError("too-large", { file: fileName, size: raw.length, limit: limits.maxXmlBytes });
    if (isZip(raw)) raw = unzipDataFile(fileName, raw, limits).bytes;
    else if (/\.(gst|cat)z$/i.test(fileName)) throw new DataFileError("bad-zip", { file: fileName, reason: "no zip signature" });
    if (raw.length > limits.maxXmlBytes) throw new DataFileError("too-large", { file: fileName, size: raw.length, limit: limits.maxXmlBytes });
    xml = decode(fileName, raw, warnings);
  }
  if (looksLikeJsonDataFile(xml) || (/\.json$/i.test(fileName) && !xml.trimStart().startsWith("<"))) return parseJsonDataFile(fileName, xml, warnings);
  const version = declaredDataVersion(xml);
  if (needsUpgrade(version)) return readOldDataFile(fileName, xml, version as string, warnings);
  return parseXml(fileName, xml, warnings);
}

import { createSaxParser } from "../../xml/create-sax-parser";

/** A small XML document as a tree, for files that fit comfortably in memory (rosters). */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  /** Where the element starts, when asked for (data files upgraded from an old schema). */
  line?: number;
};

export class XmlTreeError extends Error {
  constructor(
    readonly code: "malformed" | "doctype" | "tooDeep" | "tooLarge",
    message: string,
  ) {
    super(message);
  }
}

const MAX_DEPTH = 64;
export const MAX_ROSTER_XML_CHARS = 20_000_000;
/**
 * A real roster holds tens of selections and a few thousand elements (a 2,000-point army about
 * 900); Muster's own rosters stop at 4,000 selections. Past these, reading would only cost time.
 */
export const MAX_ROSTER_SELECTIONS = 10_000;
export const MAX_ROSTER_ELEMENTS = 250_000;

export type ParseXmlTreeOptions = { maxChars?: number; lines?: boolean };

/** Parses XML into a tree. DOCTYPE (and with it any entity declaration) is refused. */
export function parseXmlTree(xml: string, options: ParseXmlTreeOptions = {}): XmlElement {
  const maxChars = options.maxChars ?? MAX_ROSTER_XML_CHARS;
  if (xml.length > maxChars) throw new XmlTreeError("tooLarge", `The roster is larger than ${maxChars / 1_000_000} MB`);
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let failure: Error | undefined;
  let elements = 0;
  let selections = 0;
  const appendText = (text: string) => {
    const current = stack[stack.length - 1];
    if (current) current.text += text;
  };
  const parser = createSaxParser({
    doctype: () => {
      failure ??= new XmlTreeError("doctype", "DOCTYPE and entity declarations are not accepted");
    },
    opentag: (tag) => {
      const element: XmlElement = { name: tag.name.replace(/^.*:/, ""), attributes: { ...tag.attributes }, children: [], text: "" };
      // Thrown to stop the parser at once (caught below): reading on would only cost time.
      if (++elements > MAX_ROSTER_ELEMENTS) throw (failure ??= new XmlTreeError("tooLarge", `The roster has more than ${MAX_ROSTER_ELEMENTS.toLocaleString("en")} elements`));
      if (element.name === "selection" && ++selections > MAX_ROSTER_SELECTIONS) throw (failure ??= new XmlTreeError("tooLarge", `The roster has more than ${MAX_ROSTER_SELECTIONS.toLocaleString("en")} selections`));
      if (options.lines) element.line = parser.line;
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else root = element;
      stack.push(element);
      if (stack.length > MAX_DEPTH) failure ??= new XmlTreeError("tooDeep", `Elements are nested more than ${MAX_DEPTH} deep`);
    },
    text: appendText,
    cdata: appendText,
    closetag: () => {
      stack.pop();
    },
    error: (error) => {
      failure ??= new XmlTreeError("malformed", `Malformed XML at line ${parser.line}, column ${parser.column}: ${error.message.replace(/^.*?:\d+:\d+: /, "")}`);
    },
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= new XmlTreeError("malformed", error instanceof Error ? error.message : String(error));
  }
  if (failure) throw failure;
  if (!root) throw new XmlTreeError("malformed", "The document has no root element");
  return root;
}

export function childrenNamed(element: XmlElement | undefined, container: string, item: string): XmlElement[] {
  const holder = element?.children.find((c) => c.name === container);
  return holder ? holder.children.filter((c) => c.name === item) : [];
}

export function childText(element: XmlElement, name: string): string | undefined {
  return element.children.find((c) => c.name === name)?.text;
}

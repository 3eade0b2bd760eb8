/**
 * Text and View for the PDF that follow the document's reading direction. react-pdf lays out
 * left to right and does not inherit `direction`, so for right to left (Arabic) orient() walks
 * the page tree before rendering: it flips each box's rows, sides and alignment, and gives every
 * Text the direction its bidi algorithm needs to order a sentence that mixes Arabic words with
 * Latin names. A tree walk rather than React context: Next bundles the server without context,
 * and the PDF's components are plain functions of their props.
 */
import { cloneElement, createElement, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { Text as PdfText, View as PdfView } from "@react-pdf/renderer";

export type Direction = "ltr" | "rtl";

/**
 * How a document is oriented: its direction, and whether letters may be spaced out (the small
 * spaced labels): not in scripts whose letters join or stack (Arabic, Devanagari).
 */
export type Orientation = { direction: Direction; letterSpacing: boolean };

type Style = Record<string, unknown>;

const SIDES: [string, string][] = [
  ["marginLeft", "marginRight"],
  ["paddingLeft", "paddingRight"],
  ["borderLeftWidth", "borderRightWidth"],
  ["borderLeftColor", "borderRightColor"],
  ["borderLeftStyle", "borderRightStyle"],
  ["left", "right"],
];

function flatten(style: unknown): Style {
  if (!style) return {};
  if (Array.isArray(style)) return Object.assign({}, ...style.map(flatten)) as Style;
  return typeof style === "object" ? (style as Style) : {};
}

/** The style mirrored for right to left; `text` adds the paragraph direction. */
export function mirrorStyle(style: unknown, text: boolean): Style {
  const mirrored: Style = { ...flatten(style) };
  for (const [left, right] of SIDES) {
    const [l, r] = [mirrored[left], mirrored[right]];
    delete mirrored[left];
    delete mirrored[right];
    if (l !== undefined) mirrored[right] = l;
    if (r !== undefined) mirrored[left] = r;
  }
  if (mirrored.flexDirection === "row") mirrored.flexDirection = "row-reverse";
  else if (mirrored.flexDirection === "row-reverse") mirrored.flexDirection = "row";
  if (mirrored.textAlign === "left") mirrored.textAlign = "right";
  else if (mirrored.textAlign === "right") mirrored.textAlign = "left";
  if (mirrored.alignItems === "flex-start") mirrored.alignItems = "flex-end";
  else if (mirrored.alignItems === "flex-end") mirrored.alignItems = "flex-start";
  if (text) mirrored.direction = "rtl";
  return mirrored;
}

/**
 * react-pdf places right-aligned lines against the width it measured the text in, not the box
 * it finally gets: a text only as wide as itself (in a row, without flex or width) would be drawn
 * past its box. It is aligned left, which for a box of its own width is the same place.
 */
function alignText(style: Style, inRow: boolean): Style {
  if (style.textAlign !== undefined) return style;
  const sized = style.flex !== undefined || style.flexGrow !== undefined || style.width !== undefined;
  return { ...style, textAlign: inRow && !sized ? "left" : "right" };
}

type TextProps = Extract<ComponentProps<typeof PdfText>, { wrap?: boolean }>;

/** The direction of a paragraph as the bidi algorithm's "first strong character" rule gives it. */
function textDirection(children: unknown): Direction {
  const text = (Array.isArray(children) ? children : [children]).filter((child) => typeof child === "string" || typeof child === "number").join("");
  const strong = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0900-\u097f]|[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u.exec(text);
  return strong && !/[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u.test(strong[0]) ? "ltr" : "rtl";
}

/** Text of the PDF: react-pdf's own, oriented by orient() when the document needs it. */
export function Text(props: TextProps) {
  return <PdfText {...props} />;
}

/** View of the PDF: react-pdf's own, oriented by orient() when the document needs it. */
export function View(props: ComponentProps<typeof PdfView>) {
  return <PdfView {...props} />;
}

type Props = { style?: unknown; children?: ReactNode } & Record<string, unknown>;

function orientText(props: Props, how: Orientation, inRow: boolean): Style {
  let style = flatten(props.style);
  if (!how.letterSpacing && style.letterSpacing !== undefined) style = { ...style, letterSpacing: 0 };
  // Aligned as the page reads (right), but a Latin paragraph (a rule's text from the data) keeps
  // its own order, so its full stop stays at its end.
  if (how.direction === "rtl") style = { ...alignText(mirrorStyle(style, true), inRow), direction: textDirection(props.children) };
  return style;
}

/**
 * The tree as react-pdf should draw it for this orientation: the PDF's own components expanded
 * (they are plain functions), every Text and View oriented. Left to right with spaced letters
 * needs nothing, so the tree is returned as it is.
 */
export function orient(node: ReactNode, how: Orientation, inRow = false): ReactNode {
  if (how.direction === "ltr" && how.letterSpacing) return node;
  if (Array.isArray(node)) return node.map((child) => orient(child, how, inRow));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Props>;
  const { children, ...rest } = element.props;
  const key = element.key ?? undefined;
  // Children stay as they were given (several arguments, not one array), so React sees no new list.
  const build = (type: unknown, props: Record<string, unknown>, rowInside: boolean) => {
    const oriented = orient(children, how, rowInside);
    return createElement(type as never, { ...props, key } as never, ...(Array.isArray(oriented) ? oriented : oriented === undefined ? [] : [oriented]));
  };
  if (element.type === Text) return build(PdfText, { ...rest, style: orientText(element.props, how, inRow) }, false);
  if (element.type === View) {
    const style = how.direction === "rtl" ? mirrorStyle(rest.style, false) : flatten(rest.style);
    return build(PdfView, { ...rest, style }, style.flexDirection === "row" || style.flexDirection === "row-reverse");
  }
  // The PDF's own components (react-pdf's primitives are strings, not functions).
  if (typeof element.type === "function") {
    const expanded = (element.type as (props: Props) => ReactNode)(element.props);
    return orient(isValidElement(expanded) && key !== undefined ? cloneElement(expanded, { key }) : expanded, how, inRow);
  }
  return children === undefined ? element : build(element.type, rest, inRow);
}

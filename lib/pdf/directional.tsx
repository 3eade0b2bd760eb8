/**
 * Text and View for the PDF that follow the document's reading direction. react-pdf lays out
 * left to right and does not inherit `direction`, so right to left (Arabic) flips each box's
 * rows, sides and alignment here, and gives every Text the direction its bidi algorithm needs to
 * order a sentence that mixes Arabic words with Latin names.
 */
import { createContext, useContext, type ComponentProps } from "react";
import { Text as PdfText, View as PdfView } from "@react-pdf/renderer";

export type Direction = "ltr" | "rtl";
export const DirectionContext = createContext<Direction>("ltr");
/**
 * Whether letters may be spaced out (the small spaced labels): not in scripts whose letters join
 * or stack (Arabic, Devanagari), where spacing tears words apart.
 */
export const LetterSpacingContext = createContext(true);
/** Whether the enclosing View lays its children in a row (they are then only as wide as their text). */
const RowContext = createContext(false);

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

export function Text(props: TextProps) {
  const direction = useContext(DirectionContext);
  const spacing = useContext(LetterSpacingContext);
  const inRow = useContext(RowContext);
  if (direction === "ltr" && spacing) return <PdfText {...props} />;
  let style = flatten(props.style);
  if (!spacing && style.letterSpacing !== undefined) style = { ...style, letterSpacing: 0 };
  // Aligned as the page reads (right), but a Latin paragraph (a rule's text from the data) keeps
  // its own order, so its full stop stays at its end.
  if (direction === "rtl") style = { ...alignText(mirrorStyle(style, true), inRow), direction: textDirection(props.children) };
  return <PdfText {...props} style={style as TextProps["style"]} />;
}

export function View(props: ComponentProps<typeof PdfView>) {
  const direction = useContext(DirectionContext);
  if (direction === "ltr") return <PdfView {...props} />;
  const style = mirrorStyle(props.style, false);
  const row = style.flexDirection === "row" || style.flexDirection === "row-reverse";
  return (
    <RowContext.Provider value={row}>
      <PdfView {...props} style={style as ComponentProps<typeof PdfView>["style"]} />
    </RowContext.Provider>
  );
}

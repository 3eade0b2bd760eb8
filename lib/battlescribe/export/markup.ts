/**
 * New Recruit's text markup, as the corpus's data uses it in rules and characteristics:
 * - `**bold**` (7,400 times in the corpus), often around a keyword: `**^^Warlord^^**`;
 * - `^^keyword^^` (5,400 times): a game keyword, printed in the keyword style;
 * - `*italic*` (a few dozen times: `*Death*`, `*ERRATA Jun'18*`);
 * - Markdown tables in The Old World's items (`|R|S|AP|` rows under a `|:--|:--|` rule and an
 *   empty `||||` header row): each row becomes a line of its cells.
 * Parsed into spans for the screen and the PDF; `plainMarkup` drops the markers for plain text.
 * Pure: strings in, plain data out. A marker with no partner stays as written.
 */

export type MarkupSpan = { text: string; bold?: true; italic?: true; keyword?: true };

/** `|:--|:--|` and `||||`: a table's alignment rule and empty header row, which say nothing. */
const TABLE_RULE = /^\s*\|(?:\s*:?-+:?\s*\|)+\s*$|^\s*\|{2,}\s*$/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;

/** Table rows as lines of cells ("R · S · AP"), their rule and empty header gone; other lines as written. */
function flattenTables(text: string): string {
  if (!text.includes("|")) return text;
  const lines: string[] = [];
  for (const line of text.split("\n")) {
    if (TABLE_RULE.test(line)) continue;
    const row = TABLE_ROW.exec(line);
    lines.push(row?.[1] !== undefined ? row[1].split("|").map((cell) => cell.trim()).join(" · ") : line);
  }
  return lines.join("\n");
}

type Style = "bold" | "italic" | "keyword";

/** Each marker in the order written, with its closing partner, as a tokenizer would find them. */
const MARKERS: { marker: string; style: Style }[] = [
  { marker: "**", style: "bold" },
  { marker: "^^", style: "keyword" },
  { marker: "*", style: "italic" },
];

function markerAt(text: string, at: number): { marker: string; style: Style } | undefined {
  return MARKERS.find((m) => text.startsWith(m.marker, at));
}

/**
 * Whether a marker opening at `at` has a closing partner before the end of its line (the corpus
 * never spans a line), with something other than spaces between: `2 * 3` stays as written.
 */
function closes(text: string, at: number, marker: string): number {
  const start = at + marker.length;
  const lineEnd = text.indexOf("\n", start);
  const end = text.indexOf(marker, start);
  if (end < 0 || (lineEnd >= 0 && end > lineEnd)) return -1;
  const inner = text.slice(start, end);
  if (inner.trim() === "" || /^\s/.test(inner)) return -1;
  return end;
}

export function parseMarkup(source: string): MarkupSpan[] {
  const text = flattenTables(source);
  const spans: MarkupSpan[] = [];
  const active = new Set<Style>();
  let buffer = "";
  const flush = () => {
    if (!buffer) return;
    const span: MarkupSpan = { text: buffer };
    if (active.has("bold")) span.bold = true;
    if (active.has("italic")) span.italic = true;
    if (active.has("keyword")) span.keyword = true;
    const last = spans[spans.length - 1];
    if (last && last.bold === span.bold && last.italic === span.italic && last.keyword === span.keyword) last.text += buffer;
    else spans.push(span);
    buffer = "";
  };
  /** Closing positions of the markers now open, by style. */
  const closing = new Map<Style, number>();
  for (let at = 0; at < text.length; ) {
    const found = markerAt(text, at);
    if (found) {
      const { marker, style } = found;
      if (active.has(style) && closing.get(style) === at) {
        flush();
        active.delete(style);
        closing.delete(style);
        at += marker.length;
        continue;
      }
      if (!active.has(style)) {
        const end = closes(text, at, marker);
        if (end >= 0) {
          flush();
          active.add(style);
          closing.set(style, end);
          at += marker.length;
          continue;
        }
      }
    }
    buffer += text[at];
    at += 1;
  }
  flush();
  return spans;
}

/** The text without its markers: for plain-text exports and for measuring. */
export function plainMarkup(text: string): string {
  return parseMarkup(text)
    .map((span) => span.text)
    .join("");
}

/** Whether a text uses any markup at all: most characteristics ("6\"", "3+") do not. */
export function hasMarkup(text: string): boolean {
  return /\*|\^\^|\|/.test(text);
}

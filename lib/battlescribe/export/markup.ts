/**
 * New Recruit's text markup, as the corpus's data uses it in rules and characteristics:
 * - `**bold**` (7,400 times in the corpus), often around a keyword: `**^^Warlord^^**`;
 * - `^^keyword^^` (5,400 times): a game keyword, printed in the keyword style;
 * - `*italic*` (a few dozen times: `*Death*`, `*ERRATA Jun'18*`);
 * - Markdown tables in The Old World's items (`|R|S|AP|` rows under a `|:--|:--|` rule and an
 *   empty `||||` header row): each row becomes a line of its cells.
 * Parsed into spans for the screen and the PDF; `plainMarkup` drops the markers for plain text.
 * Pure: strings in, plain data out. A `**` or `^^` with no partner (a slip in the data: Age of
 * Sigmar 4's "**Fly^^**") is dropped; a lone `*` stays as written.
 */

export type MarkupSpan = { text: string; bold?: true; italic?: true; keyword?: true };

/** `|:--|:--|` and `||||`: a table's alignment rule and empty header row, which say nothing. */
const TABLE_RULE = /^\s*\|(?:\s*:?-+:?\s*\|)+\s*$|^\s*\|{2,}\s*$/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;

/**
 * Table rows as lines of cells ("R · S · AP"), their rule and empty header gone; other lines as
 * written. A row may run over lines (The Old World's "|Behemoths|...|Ridden Monster\n Lumbering\n
 * Thunderstomp|"): its lines are one row, and the lines of a cell are listed with commas.
 */
function flattenTables(text: string): string {
  if (!text.includes("|")) return text;
  const lines: string[] = [];
  const source = text.split("\n");
  for (let i = 0; i < source.length; i++) {
    let line = source[i] as string;
    if (/^\s*\|/.test(line) && !/\|\s*$/.test(line)) {
      // A row whose last cell goes on: gather its lines up to the one that closes it.
      let end = i + 1;
      while (end < source.length && !/\|\s*$/.test(source[end] as string)) end++;
      if (end < source.length) {
        line = source.slice(i, end + 1).join("\n");
        i = end;
      }
    }
    if (TABLE_RULE.test(line)) continue;
    const row = TABLE_ROW.exec(line.replace(/\n/g, "\u0000"));
    lines.push(
      row?.[1] !== undefined
        ? row[1]
            .split("|")
            .map((cell) => cell.split("\u0000").map((part) => part.trim()).filter(Boolean).join(", "))
            .join(" · ")
        : line,
    );
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
 * Where the partner of a marker opening at `at` is, with something other than spaces between
 * (`2 * 3` stays as written); -1 when it has none. Bold and keywords may run over lines (Age of
 * Sigmar's "**The following universal terrain abilities ...\nCover, Unstable**"); a single `*`
 * closes on its own line, so a footnote's asterisks ("Squad*", "* This model ...") stay.
 */
function closes(text: string, at: number, marker: string): number {
  const start = at + marker.length;
  const lineEnd = text.indexOf("\n", start);
  const end = text.indexOf(marker, start);
  if (end < 0 || (marker === "*" && lineEnd >= 0 && end > lineEnd)) return -1;
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
      // A `**` or `^^` with no partner is a slip in the data ("**Fly^^**"): it means nothing
      // and is never shown. A lone `*` is text (a footnote's mark).
      if (style !== "italic") {
        at += marker.length;
        continue;
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
  if (!hasMarkup(text)) return text;
  return parseMarkup(text)
    .map((span) => span.text)
    .join("");
}

/** Whether a text uses any markup at all: most characteristics ("6\"", "3+") do not. */
export function hasMarkup(text: string): boolean {
  return /\*|\^\^|\|/.test(text);
}

/**
 * Column widths for the PDF's tables, from the text in them: short columns (characteristics,
 * costs) get exactly what they need, wrapping columns (names, abilities, effects) share the rest.
 * No column is narrower than its longest word, since words are never hyphenated. Pure.
 */

/** Rough advance widths of IBM Plex Sans Condensed, in em: close enough to size columns. */
function charWidth(char: string): number {
  if (char === " ") return 0.25;
  if (/[0-9]/.test(char)) return 0.54;
  if (/[A-Z]/.test(char)) return 0.6;
  if (/[mwMW]/.test(char)) return 0.78;
  if (/[il.,:;'|!]/.test(char)) return 0.26;
  return 0.5;
}

export function estimateTextWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const char of text) em += charWidth(char);
  return em * fontSize * (bold ? 1.06 : 1);
}

export type ColumnInput = { header: string; cells: string[] };

export type LayoutOptions = { available: number; fontSize: number; padding: number };

/** A column may wrap when its text is long; short values are never broken over two lines. */
const WRAP_FROM = 0.22;

export function isLongText(texts: string[], fontSize: number, available: number): boolean {
  return Math.max(...texts.map((t) => estimateTextWidth(t, fontSize))) > available * WRAP_FROM;
}

/** The first column (names) may grow to this share of the table before the others get room. */
const NAME_SHARE = 0.34;

type Measured = { natural: number; minimum: number; wraps: boolean };

/**
 * Spare room goes to a long text column (abilities, effects) when there is one; otherwise the
 * name column grows to a third of the table and the rest is spread over the other columns, so
 * characteristics sit in evenly spaced columns rather than huddled at the right edge.
 */
function shareSpare(measured: Measured[], spare: number, available: number): number[] {
  const widths = measured.map((m) => m.natural);
  const texts = measured.map((m, i) => (i > 0 && m.wraps ? i : -1)).filter((i) => i >= 0);
  if (texts.length > 0) {
    for (const i of texts) widths[i] = (widths[i] ?? 0) + spare / texts.length;
    return widths;
  }
  const nameGrowth = Math.min(spare, Math.max(0, available * NAME_SHARE - (widths[0] ?? 0)));
  widths[0] = (widths[0] ?? 0) + nameGrowth;
  const rest = spare - nameGrowth;
  const others = widths.length - 1;
  if (others === 0) {
    widths[0] = (widths[0] ?? 0) + rest;
    return widths;
  }
  return widths.map((w, i) => (i === 0 ? w : w + rest / others));
}

export function layoutColumns(columns: ColumnInput[], { available, fontSize, padding }: LayoutOptions): number[] {
  const measured: Measured[] = columns.map((column, i) => {
    const texts = [column.header, ...column.cells];
    const widest = Math.max(...texts.map((t, j) => estimateTextWidth(t, fontSize, j === 0)));
    const longestWord = Math.max(...texts.flatMap((t, j) => t.split(/\s+/).map((w) => estimateTextWidth(w, fontSize, j === 0))));
    return { natural: widest + padding, minimum: longestWord + padding, wraps: i === 0 || isLongText(texts, fontSize, available) };
  });
  const natural = measured.reduce((n, m) => n + m.natural, 0);
  if (natural <= available) return shareSpare(measured, available - natural, available);
  // Too wide: short columns keep their width, and so does a name that fits in its share when
  // long texts (abilities, effects) are there to wrap instead; the wrapping columns share the rest.
  const hasLongText = measured.some((m, i) => i > 0 && m.wraps);
  const keepsName = hasLongText && (measured[0]?.natural ?? 0) <= available * NAME_SHARE;
  const flexible = measured.map((m, i) => (m.wraps && !(i === 0 && keepsName) ? i : -1)).filter((i) => i >= 0);
  const fixed = measured.reduce((n, m, i) => n + (flexible.includes(i) ? 0 : m.natural), 0);
  const room = available - fixed;
  const wanted = flexible.reduce((n, i) => n + (measured[i]?.natural ?? 0), 0);
  const widths = measured.map((m, i) => (flexible.includes(i) ? Math.max(m.minimum, (room * m.natural) / wanted) : m.natural));
  // Minimum word widths may have pushed past the page: take it back from the widest wrapping columns.
  let excess = widths.reduce((n, w) => n + w, 0) - available;
  for (const i of [...flexible].sort((a, b) => (widths[b] ?? 0) - (widths[a] ?? 0))) {
    if (excess <= 0) break;
    const give = Math.min(excess, (widths[i] ?? 0) - (measured[i]?.minimum ?? 0));
    if (give > 0) {
      widths[i] = (widths[i] ?? 0) - give;
      excess -= give;
    }
  }
  return widths;
}

/** The width a table would take with no column wrapping. */
export function naturalTableWidth(columns: ColumnInput[], { fontSize, padding }: Omit<LayoutOptions, "available">): number {
  return columns.reduce((n, column) => n + Math.max(...[column.header, ...column.cells].map((t, j) => estimateTextWidth(t, fontSize, j === 0))) + padding, 0);
}

export type PlacedTable = { index: number; width: number };

/**
 * Small tables side by side (The 9th Age's Global, Defensive and Offensive lines fit on one row),
 * in their order: a table joins the row while the row's natural widths and gaps fit the card.
 * Each row then shares out its spare width in proportion to the tables' natural widths.
 */
export function packTables(naturals: number[], available: number, gap: number): PlacedTable[][] {
  const rows: number[][] = [];
  let current: number[] = [];
  let used = 0;
  naturals.forEach((natural, index) => {
    const needed = natural + (current.length > 0 ? gap : 0);
    if (current.length > 0 && used + needed > available) {
      rows.push(current);
      current = [];
      used = 0;
    }
    used += current.length > 0 ? natural + gap : natural;
    current.push(index);
  });
  if (current.length > 0) rows.push(current);
  return rows.map((row) => {
    if (row.length === 1) return [{ index: row[0]!, width: available }];
    const total = row.reduce((n, i) => n + (naturals[i] ?? 0), 0);
    const room = available - gap * (row.length - 1);
    return row.map((index) => ({ index, width: (room * (naturals[index] ?? 0)) / total }));
  });
}

/** A compact table for profiles and spells: bold header row, zebra rows, sized to its content. */
import { plainMarkup } from "../battlescribe/export/markup";
import { Text, View } from "./directional";
import { markupChildren } from "./markup-text";
import { isLongText, layoutColumns } from "./table-layout";
import type { FontStacks } from "./pdf-fonts";
import { colors, sizes } from "./pdf-styles";

export type DataTableProps = {
  headers: string[];
  rows: string[][];
  width: number;
  fontSize?: number;
  /** A long text per row (a spell's effect), printed under it across the whole table. */
  notes?: string[];
  fonts: FontStacks;
};

export const TABLE_PADDING = 5;
const PADDING = TABLE_PADDING;

export function DataTable({ headers, rows, width, fontSize = sizes.table, notes, fonts }: DataTableProps) {
  const condensed = { fontFamily: fonts.condensed };
  const widths = layoutColumns(
    // Measured as printed: markup markers take no room.
    headers.map((header, i) => ({ header, cells: rows.map((r) => plainMarkup(r[i] ?? "")) })),
    { available: width, fontSize, padding: PADDING },
  );
  // Short columns (characteristics) are centred; names and long texts read from the left.
  const wraps = headers.map((header, i) => i === 0 || isLongText([header, ...rows.map((r) => plainMarkup(r[i] ?? ""))], fontSize, width));
  const cell = (i: number) => ({ width: widths[i], paddingHorizontal: PADDING / 2, textAlign: wraps[i] ? ("left" as const) : ("center" as const) });
  return (
    <View style={{ width, marginBottom: 4 }}>
      <View style={{ flexDirection: "row", backgroundColor: colors.headerFill, paddingVertical: 1.5 }} wrap={false}>
        {headers.map((header, i) => (
          <Text key={i} style={[condensed, { fontSize, fontWeight: 700, color: colors.ink }, cell(i)]}>
            {header}
          </Text>
        ))}
      </View>
      {rows.map((row, r) => (
        <View key={r} wrap={false} style={{ paddingVertical: 1.2, backgroundColor: r % 2 === 1 ? colors.fill : undefined, borderBottomWidth: 0.4, borderBottomColor: colors.hairline }}>
          <View style={{ flexDirection: "row" }}>
            {row.map((value, i) => (
              <Text key={i} style={[condensed, { fontSize }, i === 0 ? { fontWeight: 600, color: colors.ink } : {}, cell(i)]}>
                {markupChildren(value)}
              </Text>
            ))}
          </View>
          {notes?.[r] ? <Text style={{ fontSize, paddingHorizontal: PADDING / 2, paddingTop: 0.5, color: colors.text }}>{markupChildren(notes[r])}</Text> : null}
        </View>
      ))}
    </View>
  );
}

/**
 * The PDF's look: sizes, colours and shared styles. Print first: black text, grey rules and
 * light fills (no dark blocks that eat toner), red and green only for validity.
 */
import { StyleSheet } from "@react-pdf/renderer";

export type Paper = "a4" | "letter";

export const PAGE_SIZE: Record<Paper, "A4" | "LETTER"> = { a4: "A4", letter: "LETTER" };
/** Page sizes in points, for the table layout (react-pdf uses the same). */
export const PAGE_POINTS: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};
export const MARGIN = { x: 34, top: 22, bottom: 30 };

export const colors = {
  ink: "#111827",
  text: "#1f2937",
  muted: "#4b5563",
  faint: "#6b7280",
  rule: "#d1d5db",
  hairline: "#e5e7eb",
  fill: "#f3f4f6",
  headerFill: "#e5e7eb",
  valid: "#166534",
  validFill: "#dcfce7",
  invalid: "#991b1b",
  invalidFill: "#fee2e2",
  warning: "#92400e",
};

/** Letter spacing of the small-capital labels. */
export const LABEL_SPACING = 0.6;

export const sizes = { title: 17, heading: 11.5, subheading: 9, body: 8.5, small: 7.5, tiny: 6.5, table: 7.5 };

export const styles = StyleSheet.create({
  page: {
    fontSize: sizes.body,
    color: colors.text,
    paddingTop: MARGIN.top,
    paddingBottom: MARGIN.bottom,
    paddingHorizontal: MARGIN.x,

  },
  runningHead: {
    flexDirection: "row",
    fontSize: sizes.tiny,
    color: colors.faint,
    borderBottomWidth: 0.5,
    borderBottomColor: colors.rule,
    paddingBottom: 3,
    marginBottom: 8,
  },
  bold: { fontWeight: 700 },
  semibold: { fontWeight: 600 },
  italic: { fontStyle: "italic" },
  muted: { color: colors.muted },
  faint: { color: colors.faint },
  number: { textAlign: "right" },
  sectionLabel: { fontSize: sizes.tiny, color: colors.faint, textTransform: "uppercase", letterSpacing: LABEL_SPACING },
});

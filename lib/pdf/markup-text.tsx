/**
 * New Recruit's markup (`**bold**`, `^^keyword^^`, `*italic*`) as PDF text: spans to nest inside
 * a Text, so a rule reads "if the bearer is your WARLORD" in bold, never with its markers.
 */
import type { ReactNode } from "react";
import { hasMarkup, parseMarkup, type MarkupSpan } from "../battlescribe/export/markup";
import { Text } from "./directional";

function spanStyle(span: MarkupSpan): Record<string, string | number> {
  return {
    ...(span.bold ? { fontWeight: 700 } : span.keyword ? { fontWeight: 600 } : {}),
    ...(span.italic ? { fontStyle: "italic" } : {}),
    ...(span.keyword ? { textTransform: "uppercase" } : {}),
  };
}

/** The children of a Text for a text with markup: plain runs as strings, styled runs as Text. */
export function markupChildren(text: string): ReactNode[] {
  // Most cells are figures ("6\"", "3+"): no parse, no new strings.
  if (!hasMarkup(text)) return [text];
  return parseMarkup(text).map((span, i) =>
    span.bold || span.italic || span.keyword ? (
      <Text key={i} style={spanStyle(span)}>
        {span.text}
      </Text>
    ) : (
      span.text
    ),
  );
}

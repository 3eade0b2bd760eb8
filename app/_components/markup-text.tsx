import { parseMarkup, type MarkupSpan } from "@/lib/battlescribe/export/markup";

/** A keyword in the game's keyword style; bold as well where the data says so. */
function styleOf(span: MarkupSpan): string {
  return [span.keyword ? "uppercase text-[0.92em] tracking-wide font-semibold" : "", span.bold ? "font-bold" : "", span.italic ? "italic" : ""].filter(Boolean).join(" ");
}

/**
 * Text from game data with New Recruit's markup (`**bold**`, `^^keyword^^`, `*italic*`, tables
 * as lines of cells) shown as formatting, never with its markers. Line breaks of the data are
 * kept. Bold is <strong> and italic <em>, so assistive technology hears the emphasis too.
 */
export function MarkupText({ text }: { text: string }) {
  const spans = parseMarkup(text);
  return (
    <span className={text.includes("\n") ? "whitespace-pre-line" : undefined} data-testid="markup-text">
      {spans.map((span, i) => {
        if (!span.bold && !span.italic && !span.keyword) return span.text;
        const className = styleOf(span);
        if (span.bold) return <strong key={i} className={className}>{span.text}</strong>;
        if (span.italic) return <em key={i} className={className}>{span.text}</em>;
        return <span key={i} className={className}>{span.text}</span>;
      })}
    </span>
  );
}

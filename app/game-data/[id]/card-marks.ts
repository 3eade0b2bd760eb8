/** What the builder's body tells each card beyond its data: the highlighted card, and each card's issue count. */
export type CardMarks = {
  highlightId: string | null;
  issues: Map<string, { errors: number; warnings: number }>;
};

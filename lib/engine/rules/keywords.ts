/** A unit's keywords with its angle-bracket choices filled in. Shared by several rules. */
import type { Catalogue } from "../../gamedata/catalogue-schema";
import type { Selection } from "../../gamedata/roster-schema";
import type { Node } from "../types";

export const PLACEHOLDER = /^<.+>$/;

type KeywordHolder = { slot?: Node["slot"]; selection?: Selection; force?: Pick<Node, "keywordChoices"> };

export function rawKeywords(node: KeywordHolder, catalogue: Catalogue): string[] {
  const entry = node.slot?.entry;
  if (!entry) return [];
  return [...(catalogue.factionKeywords ?? []), ...(entry.factionKeywords ?? []), ...(entry.keywords ?? [])];
}

/** The unit's own choices over its detachment's: a unit inherits its force's Chapter unless it names another. */
export function keywordChoicesOf(node: KeywordHolder): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const source of [node.force?.keywordChoices, node.selection?.keywordChoices]) {
    for (const [keyword, value] of Object.entries(source ?? {})) if (value.trim()) choices[keyword] = value.trim();
  }
  return choices;
}

export function resolvedKeywords(node: KeywordHolder, catalogue: Catalogue): string[] {
  const choices = keywordChoicesOf(node);
  const out = new Set<string>();
  for (const keyword of rawKeywords(node, catalogue)) {
    const chosen = PLACEHOLDER.test(keyword) ? choices[keyword] : keyword;
    if (chosen) out.add(chosen.toUpperCase());
  }
  return [...out];
}

export function resolvedFactionKeywords(node: KeywordHolder, catalogue: Catalogue): string[] {
  const entry = node.slot?.entry;
  if (!entry) return [];
  const choices = keywordChoicesOf(node);
  return [...(catalogue.factionKeywords ?? []), ...(entry.factionKeywords ?? [])]
    .map((k) => (PLACEHOLDER.test(k) ? choices[k] : k))
    .filter((k): k is string => Boolean(k))
    .map((k) => k.toUpperCase());
}

/** A unit's keywords with its angle-bracket choices filled in. Shared by several rules. */
import type { Catalogue } from "../../gamedata/catalogue-schema";
import type { Node } from "../types";

export const PLACEHOLDER = /^<.+>$/;

export function rawKeywords(node: Node, catalogue: Catalogue): string[] {
  const entry = node.slot?.entry;
  if (!entry) return [];
  return [...(catalogue.factionKeywords ?? []), ...(entry.factionKeywords ?? []), ...(entry.keywords ?? [])];
}

export function resolvedKeywords(node: Node, catalogue: Catalogue): string[] {
  const choices = node.selection?.keywordChoices ?? {};
  const out = new Set<string>();
  for (const keyword of rawKeywords(node, catalogue)) {
    const chosen = PLACEHOLDER.test(keyword) ? choices[keyword] : keyword;
    if (chosen) out.add(chosen.toUpperCase());
  }
  return [...out];
}

export function resolvedFactionKeywords(node: Node, catalogue: Catalogue): string[] {
  const entry = node.slot?.entry;
  if (!entry) return [];
  const choices = node.selection?.keywordChoices ?? {};
  return [...(catalogue.factionKeywords ?? []), ...(entry.factionKeywords ?? [])]
    .map((k) => (PLACEHOLDER.test(k) ? choices[k] : k))
    .filter((k): k is string => Boolean(k))
    .map((k) => k.toUpperCase());
}

/**
 * When a detachment's slots for a role are full, the kind of detachment (of those the ruleset
 * allows) that would take the unit: one whose slots for that role take at least one, preferring
 * one built around the role (a minimum for it, as a Spearhead has for Heavy Support) that asks
 * least of the rest of the army (a Spearhead before a Brigade). Pure.
 */
import type { CatalogueIndex } from "@/lib/engine";

export function detachmentTaking(index: CatalogueIndex, forceEntryIds: string[], entryId: string): { id: string; name: string } | undefined {
  const role = index.roots.slots.get(entryId)?.primaryCategoryId;
  if (!role) return undefined;
  const takers = forceEntryIds.flatMap((id) => {
    const entry = index.forceEntry(id);
    const link = entry?.categoryLinks.find((l) => l.categoryId === role);
    if (!entry || !link) return [];
    const counts = (link.constraints ?? []).filter((c) => c.field === "selections");
    if (counts.some((c) => c.type === "max" && c.value < 1)) return [];
    const required = entry.categoryLinks.flatMap((l) => l.constraints ?? []).reduce((n, c) => n + (c.type === "min" && c.field === "selections" ? c.value : 0), 0);
    return [{ id, name: entry.name, builtFor: counts.some((c) => c.type === "min" && c.value >= 1), required }];
  });
  const built = takers.filter((t) => t.builtFor).sort((a, b) => a.required - b.required);
  const best = built[0] ?? takers[0];
  return best ? { id: best.id, name: best.name } : undefined;
}

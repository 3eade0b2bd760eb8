import type { AvailableEntry } from "@/lib/battlescribe/engine/available";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { Translator } from "@/lib/i18n/translate";

/** The entry's role as the data names it: its primary category, else "Other". */
export function roleName(tr: Translator, engine: Engine, entry: AvailableEntry): string {
  return (entry.primaryCategory && engine.index.categories.get(entry.primaryCategory)?.name) || tr.t("bs.uncategorised");
}

/** Rows grouped under their role, the roles in the order their first entry comes. */
export function groupByRole<T extends { entry: AvailableEntry }>(tr: Translator, engine: Engine, rows: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const name = roleName(tr, engine, row.entry);
    const group = groups.get(name);
    if (group) group.push(row);
    else groups.set(name, [row]);
  }
  return [...groups];
}

/** Whether an entry answers a search: every word found in its name or its role, ignoring case and accents. */
export function matchesSearch(entry: AvailableEntry, query: string, engine: Engine): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const role = entry.primaryCategory ? (engine.index.categories.get(entry.primaryCategory)?.name ?? "") : "";
  const haystack = fold(`${entry.name} ${role}`);
  return words.every((word) => haystack.includes(word));
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

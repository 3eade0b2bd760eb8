import type { DataFileBase } from "./data-types";

export type ElementCounts = { selectionEntries: number; entryLinks: number; profiles: number; rules: number; categories: number; forceEntries: number };

/** How many of each element a file holds, at any depth: what the Game data page reports. */
export function countElements(file: DataFileBase): ElementCounts {
  const counts: ElementCounts = { selectionEntries: 0, entryLinks: 0, profiles: 0, rules: 0, categories: 0, forceEntries: 0 };
  const keys: Record<string, keyof ElementCounts> = {
    selectionEntries: "selectionEntries",
    sharedSelectionEntries: "selectionEntries",
    entryLinks: "entryLinks",
    profiles: "profiles",
    sharedProfiles: "profiles",
    rules: "rules",
    sharedRules: "rules",
    categoryEntries: "categories",
    forceEntries: "forceEntries",
    sharedForceEntries: "forceEntries",
  };
  const walk = (node: unknown, depth: number) => {
    if (depth > 200 || node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (!Array.isArray(value)) continue;
      const counted = keys[key];
      if (counted) counts[counted] += value.length;
      for (const item of value) walk(item, depth + 1);
    }
  };
  walk(file, 0);
  return counts;
}

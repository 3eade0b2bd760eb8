/** What to create, update and delete so that stored rows equal the wanted rows. Pure. */
import { canonicalJson } from "./canonical-json";

export type RowChanges<Row extends { id: string }> = { create: Row[]; update: Row[]; delete: string[] };

/**
 * Compares only the fields of the wanted rows (timestamps are not among them), so an
 * unchanged row is left alone and keeps its updatedAt.
 */
export function planRowChanges<Row extends { id: string }>(
  stored: readonly Record<string, unknown>[],
  wanted: readonly Row[],
): RowChanges<Row> {
  const storedById = new Map(stored.map((row) => [String(row.id), row]));
  const wantedIds = new Set(wanted.map((row) => row.id));
  const changes: RowChanges<Row> = { create: [], update: [], delete: [] };
  for (const row of wanted) {
    const current = storedById.get(row.id);
    if (!current) {
      changes.create.push(row);
      continue;
    }
    const differs = Object.keys(row).some(
      (key) => canonicalJson(current[key]) !== canonicalJson((row as Record<string, unknown>)[key]),
    );
    if (differs) changes.update.push(row);
  }
  changes.delete = [...storedById.keys()].filter((id) => !wantedIds.has(id));
  return changes;
}

import type { Selection } from "../gamedata/roster-schema";

/**
 * A model selection's count changed (4 Intercessors become 5): the wargear every model comes with
 * (`standard`: entries with a minimum, as the data marks them) follows, 5 bolt pistols; options
 * only some models took (one special weapon) stay as they are.
 */
export function scaleModelWargear(model: Selection, number: number, standard: (entryId: string) => boolean): Selection {
  const from = model.number;
  const selections = model.selections?.map((child) => (from > 0 && child.number === from && standard(child.entryId) ? { ...child, number } : child));
  return { ...model, number, ...(selections ? { selections } : {}) };
}

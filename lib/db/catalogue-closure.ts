/**
 * The catalogues a roster on one catalogue needs: that catalogue and every catalogue it links,
 * transitively (a faction's library of shared units, the library's own libraries). Pure.
 */
export type LinkingCatalogue = { id: string; catalogueLinks?: { targetId: string }[] };

/** Ids reachable from `startId` through catalogue links, `startId` first; empty when it is not among `catalogues`. */
export function linkedCatalogueIds(catalogues: LinkingCatalogue[], startId: string): string[] {
  const byId = new Map(catalogues.map((c) => [c.id, c]));
  if (!byId.has(startId)) return [];
  const reached = [startId];
  const seen = new Set(reached);
  for (let i = 0; i < reached.length; i++) {
    for (const link of byId.get(reached[i] as string)?.catalogueLinks ?? []) {
      if (seen.has(link.targetId) || !byId.has(link.targetId)) continue;
      seen.add(link.targetId);
      reached.push(link.targetId);
    }
  }
  return reached;
}

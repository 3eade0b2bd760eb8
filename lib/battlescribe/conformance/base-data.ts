/**
 * The game system every fixture starts from unless it says otherwise: one cost type, two
 * categories and a force that links both. Fixtures merge their own fields over it.
 */
export const BASE_GAME_SYSTEM = {
  id: "gs",
  name: "Conformance System",
  costTypes: [{ id: "pts", name: "pts", defaultCostLimit: -1 }],
  categoryEntries: [
    { id: "cat-hq", name: "HQ" },
    { id: "cat-troops", name: "Troops" },
  ],
  forceEntries: [
    {
      id: "fe-patrol",
      name: "Patrol",
      categoryLinks: [
        { id: "cl-hq", targetId: "cat-hq", name: "HQ" },
        { id: "cl-troops", targetId: "cat-troops", name: "Troops" },
      ],
    },
  ],
};

export const BASE_CATALOGUE = { id: "cat", name: "Conformance Catalogue", gameSystemId: "gs" };

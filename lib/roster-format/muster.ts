/** Muster's own roster documents on shipped game data, evaluated by lib/engine. */
import { evaluate } from "../engine";
import type { Catalogue, GameSystem } from "../gamedata/catalogue-schema";
import { rosterSchema, type Roster } from "../gamedata/roster-schema";
import { diffRosters } from "../exchange/roster-diff";
import { formatRosterText } from "../exchange/roster-text";
import { describeRoster } from "../exchange/roster-view";
import type { RosterFormat } from "./types";

export type MusterData = { system: GameSystem; catalogue: Catalogue };

/** The document as stored: stamped with the revisions of the data it was evaluated on. */
export function stampRevisions(document: Roster, data: MusterData): Roster {
  return { ...document, dataRevisions: { gameSystem: data.system.revision, catalogue: data.catalogue.revision } };
}

export const musterFormat: RosterFormat<Roster, MusterData> = {
  id: "muster",
  documentSchema: rosterSchema as unknown as RosterFormat<Roster, MusterData>["documentSchema"],
  identify: (document) => ({ name: document.name, gameSystemId: document.gameSystemId, catalogueId: document.catalogueId }),
  evaluate(document, data) {
    const evaluation = evaluate(stampRevisions(document, data), data.system, data.catalogue, { available: false });
    return {
      valid: evaluation.valid,
      totals: evaluation.totals.roster.costs,
      models: evaluation.totals.roster.models,
      missing: [],
      issues: evaluation.issues.map((issue) => ({ code: issue.code, severity: issue.severity, path: issue.path, params: { ...issue.params } })),
      identity: musterFormat.identify(document),
    };
  },
  rename: (document, name) => ({ ...document, name }),
  diff: (before, after, data) => diffRosters(before, after, data.system, data.catalogue),
  exportText: (document, data, tr) => formatRosterText(describeRoster(document, data.system, data.catalogue, { translator: tr }), "full", tr),
};

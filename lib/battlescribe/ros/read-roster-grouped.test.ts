/**
 * New Recruit's grouped models in a roster file (issue 33, class 8): "Lesser Daemons" x19
 * holding "Infernal blade" x19 is nineteen models with a blade each, not one model with
 * nineteen blades, so "max 1 blade per model" holds; twenty blades break it, per model.
 */
import { describe, expect, it } from "vitest";
import type { DataSet } from "../data-types";
import { describeRosterError } from "../engine/error-words";
import { snapshotRoster } from "../engine/snapshot";
import { createEngine } from "../engine/engine";
import { en } from "../../i18n/english";
import { loadRosterXml } from "./read-roster";

const max = (id: string, value: number) => ({ id, type: "max" as const, value, field: "selections", scope: "parent" });

const DATA: DataSet = {
  gameSystem: { id: "hh3", name: "Heresy", costTypes: [{ id: "pts", name: "Point(s)" }], forceEntries: [{ id: "fe", name: "Crusade" }] },
  catalogues: [
    {
      id: "daemons",
      name: "Daemons of the Ruinstorm",
      selectionEntries: [
        {
          id: "unit",
          name: "Lesser Daemons",
          type: "unit",
          selectionEntries: [
            {
              id: "model",
              name: "Lesser Daemon",
              type: "model",
              constraints: [max("model-max", 20)],
              costs: [{ name: "Point(s)", typeId: "pts", value: 10 }],
              selectionEntries: [
                { id: "blade", name: "Infernal blade", type: "upgrade", constraints: [max("blade-max", 1)], costs: [{ name: "Point(s)", typeId: "pts", value: 2 }] },
                { id: "icon", name: "Icon", type: "upgrade", collective: true, constraints: [max("icon-max", 1)] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const roster = (models: number, blades: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<roster id="r" name="Daemons" battleScribeVersion="2.03" generatedBy="https://newrecruit.eu" gameSystemId="hh3" xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <forces><force id="f" name="Crusade" entryId="fe" catalogueId="daemons" catalogueName="Daemons of the Ruinstorm">
    <selections><selection id="u" name="Lesser Daemons" entryId="unit" number="1" type="unit">
      <selections><selection id="m" name="Lesser Daemon" entryId="model" number="${models}" type="model">
        <selections><selection id="b" name="Infernal blade" entryId="blade" number="${blades}" type="upgrade"/></selections>
      </selection></selections>
    </selection></selections>
  </force></forces>
</roster>`;

function read(models: number, blades: number) {
  const engine = loadRosterXml(createEngine(DATA, { newId: () => "n" }), roster(models, blades));
  const snapshot = snapshotRoster(engine);
  return { errors: snapshot.errors.map((e) => describeRosterError(en.t, e)), points: snapshot.costs.find((c) => c.typeId === "pts")?.value };
}

describe("grouped models in a roster file", () => {
  it("19 models holding 19 blades: one blade each, no error, every model and blade costed", () => {
    expect(read(19, 19)).toEqual({ errors: [], points: 19 * 10 + 19 * 2 });
  });

  it("19 models holding 38 blades: two each, one too many per model", () => {
    expect(read(19, 38).errors).toEqual(["Lesser Daemon has 1 too many selections of Infernal blade (maximum 1 each)"]);
  });

  it("one model holding two blades is not grouped: the plain limit applies", () => {
    expect(read(1, 2).errors).toEqual(["Lesser Daemon has 1 too many selections of Infernal blade (maximum 1)"]);
  });
});

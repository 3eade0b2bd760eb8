/**
 * Rosters naming catalogues that were renamed or replaced (issue 33, class 9, Warcry's 2022
 * data): a force opens on the catalogue its id names whatever the name says, and, in a lenient
 * read, on the one catalogue of its name when the id is gone, saying so.
 */
import { describe, expect, it } from "vitest";
import type { DataSet } from "../data-types";
import { createEngine } from "../engine/engine";
import { snapshotRoster } from "../engine/snapshot";
import { openRosterFile } from "./open-roster-file";
import { loadRosterXml } from "./read-roster";

const DATA: DataSet = {
  gameSystem: { id: "warcry", name: "Warcry", costTypes: [{ id: "pts", name: "pts" }], forceEntries: [{ id: "open", name: "Open Play" }] },
  catalogues: [
    // One revision of the Warcry data holds two catalogues of this name: the roster's id decides.
    { id: "leaders", name: "Chaos - Disciples of Tzeentch - Arcanites", selectionEntries: [{ id: "magister", name: "Magister", type: "unit", costs: [{ name: "pts", typeId: "pts", value: 135 }] }] },
    { id: "fighters", name: "Chaos - Disciples of Tzeentch - Arcanites", selectionEntries: [{ id: "acolyte", name: "Kairic Acolyte", type: "unit", costs: [{ name: "pts", typeId: "pts", value: 80 }] }] },
    { id: "vanguard", name: "Order - Stormcast Eternal - Vanguard Chamber", selectionEntries: [{ id: "palladors", name: "Vanguard-Palladors", type: "unit", costs: [{ name: "pts", typeId: "pts", value: 200 }] }] },
  ],
};

const roster = (catalogueId: string, catalogueName: string, entryId: string) =>
  `<roster id="r" name="Warband" gameSystemId="warcry" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces><force id="f" name="Open Play" entryId="open" catalogueId="${catalogueId}" catalogueName="${catalogueName}"><selections><selection id="s" name="x" entryId="${entryId}" number="1" type="unit"/></selections></force></forces></roster>`;

describe("rosters on renamed or replaced catalogues", () => {
  it("open on the catalogue their id names, whatever name they give it and whatever else shares its name", () => {
    const engine = createEngine(DATA);
    const renamed = snapshotRoster(loadRosterXml(engine, roster("vanguard", "Stormcast Vanguard Chamber", "palladors")));
    expect(renamed.forces[0]).toMatchObject({ catalogueId: "vanguard", catalogueName: "Order - Stormcast Eternal - Vanguard Chamber" });
    expect(renamed.costs[0]?.value).toBe(200);
    const shared = snapshotRoster(loadRosterXml(engine, roster("fighters", "Chaos - Disciples of Tzeentch - Arcanites", "acolyte")));
    expect(shared.forces[0]?.catalogueId).toBe("fighters");
  });

  it("open on the one catalogue of their name when their id is gone, and say so", () => {
    const data: DataSet = { ...DATA, catalogues: DATA.catalogues.slice(1) };
    const opened = openRosterFile(createEngine(data), "Tzeentch.ros", roster("gone", "Chaos - Disciples of Tzeentch - Arcanites", "acolyte"));
    expect(opened.catalogueByName).toEqual([{ name: "Chaos - Disciples of Tzeentch - Arcanites", rosterCatalogueId: "gone", catalogueId: "fighters" }]);
    expect(snapshotRoster(opened.engine).costs[0]?.value).toBe(80);
  });

  it("a name two catalogues share, or a strict read, is not enough", () => {
    expect(() => openRosterFile(createEngine(DATA), "x.ros", roster("gone", "Chaos - Disciples of Tzeentch - Arcanites", "acolyte"))).toThrow(/needs the catalogue/);
    expect(() => loadRosterXml(createEngine(DATA), roster("gone", "Order - Stormcast Eternal - Vanguard Chamber", "palladors"))).toThrow(/needs the catalogue/);
  });
});

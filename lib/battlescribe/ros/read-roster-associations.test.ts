import { describe, expect, it } from "vitest";
import type { DataSet } from "../data-types";
import { addForce, findSelection, selectChildEntry, selectEntry } from "../engine/actions";
import { createEngine } from "../engine/engine";
import { snapshotRoster } from "../engine/snapshot";
import { loadRosterXml } from "./read-roster";
import { writeRosterXml } from "./write-roster";

const DATA: DataSet = {
  gameSystem: { id: "gs", name: "Skirmish", costTypes: [{ id: "pts", name: "pts" }], forceEntries: [{ id: "fe", name: "Army" }] },
  catalogues: [
    {
      id: "c",
      name: "Company",
      selectionEntries: [
        {
          id: "se-squad",
          name: "Squad",
          type: "unit",
          sortIndex: 1,
          selectionEntries: [
            { id: "se-marine", name: "Marine", type: "model" },
            { id: "se-gauntlet", name: "Gauntlet", type: "upgrade", associations: [{ id: "as-carrier", name: "Carried by", min: 1, max: 1, scope: "se-squad", childId: "se-marine" }] },
          ],
        },
      ],
    },
  ],
};

function squadWithGauntlet() {
  let n = 0;
  const engine = createEngine(DATA, { newId: () => `id${++n}` });
  const forceId = addForce(engine, "fe").forceId as string;
  const squad = selectEntry(engine, forceId, "se-squad").selectionId as string;
  const marine = selectChildEntry(engine, forceId, squad, "se-marine").selectionId as string;
  const gauntlet = selectChildEntry(engine, forceId, squad, "se-gauntlet").selectionId as string;
  return { engine, forceId, marine, gauntlet };
}

describe("association links in a .ros", () => {
  it("writes the link in the selection and reads it back", () => {
    const { engine, forceId, marine, gauntlet } = squadWithGauntlet();
    const xml = writeRosterXml(engine);
    expect(xml).toContain(`<association associationId="as-carrier" to="${marine}"/>`);
    const reread = loadRosterXml(engine, xml);
    expect(findSelection(reread, forceId, gauntlet).associations).toEqual([{ associationId: "as-carrier", to: marine }]);
    expect(snapshotRoster(reread).errors).toEqual([]);
  });

  it("keeps each link once and drops links through associations the entry does not have (a hostile or stale file)", () => {
    const { engine, forceId, marine, gauntlet } = squadWithGauntlet();
    const one = `<association associationId="as-carrier" to="${marine}"/>`;
    const noise = `${one}\n`.repeat(20_000) + `<association associationId="as-other" to="${marine}"/><association associationId="as-carrier"/>`;
    const reread = loadRosterXml(engine, writeRosterXml(engine).replace(one, noise));
    expect(findSelection(reread, forceId, gauntlet).associations).toEqual([{ associationId: "as-carrier", to: marine }]);
  });

  it("a link to a selection the file does not hold counts for nothing: the minimum is not met", () => {
    const { engine, marine } = squadWithGauntlet();
    const reread = loadRosterXml(engine, writeRosterXml(engine).replace(`to="${marine}"`, 'to="somebody-else"'));
    expect(snapshotRoster(reread).errors.map((e) => [e.code, e.constraintType, e.params.actual])).toEqual([["association", "min", 0]]);
  });
});

import { describe, expect, it } from "vitest";
import { corpusDir, readCorpusFiles } from "../../tests/support/bs-corpus";
import { forceBuilder } from "../../tests/support/bs-battalion";
import { createEngine } from "../battlescribe/engine/engine";
import { snapshotRoster } from "../battlescribe/engine/snapshot";
import { writeRosterXml } from "../battlescribe/ros/write-roster";
import { readDataSet } from "../battlescribe/xml/read-data-files";
import { concealBsDocument, concealedGroupIds, listBsConcealedItems, shippedHiddenRosters, type HiddenRosterFile } from "./battlescribe-hidden";

const T9A = "aa64-1e8e-66fc-9abf";

describe("hidden rosters on BattleScribe data: the rule is data", () => {
  const file: HiddenRosterFile = { hiddenRosters: [{ id: "a", name: "A", gameSystemId: "g1", entryGroupIds: ["x", "y"] }, { id: "b", name: "B", gameSystemId: "g1", entryGroupIds: ["z"] }] };
  it.each([
    ["g1", ["x", "y", "z"]],
    ["g2", undefined],
  ])("game system %s conceals the groups %j", (gameSystemId, expected) => {
    const groups = concealedGroupIds(gameSystemId, file);
    expect(groups ? [...groups].sort() : undefined).toEqual(expected);
  });

  it("ships a rule for The 9th Age 2nd edition and none for 40k 10th", () => {
    expect(concealedGroupIds(T9A, shippedHiddenRosters())?.has("6e26-c5df-c19e-83d4")).toBe(true);
    expect(concealedGroupIds("sys-352e-adc2-7639-d6a9", shippedHiddenRosters())).toBeUndefined();
  });
});

const corpus = corpusDir();

describe.skipIf(!corpus)("hidden rosters on The 9th Age's BattleScribe data (corpus)", () => {
  const build = () => {
    const engine = createEngine(readDataSet(readCorpusFiles("bsdata/t9a-2nd", ["2nd-theNinthAge-FantasyBattles.gst", "2nd-warriorsOfTheDarkGods.cat"])));
    const { unit, option } = forceBuilder(engine, "Warriors of the Dark Gods", "Warriors of the Dark Gods 2024");
    const lord = unit("Doomlord");
    lord.customName = "Vorlag";
    const equipment = option(lord, "Special Equipment");
    const scroll = option(equipment, "Binding Scroll");
    const charm = option(equipment, "Lucky Charm");
    unit("Warriors");
    return { engine, scroll, charm };
  };

  it("lists the magic items with the unit that carries them, not the mundane wargear", () => {
    const { engine, scroll, charm } = build();
    expect(listBsConcealedItems(engine)).toEqual([
      { id: scroll.id, name: "Binding Scroll", unitName: "Vorlag" },
      { id: charm.id, name: "Lucky Charm", unitName: "Vorlag" },
    ]);
  });

  it("takes out the items not revealed, from the XML and the snapshot, and keeps the rest", () => {
    const { engine, scroll, charm } = build();
    const xml = writeRosterXml(engine);
    const names = (s: ReturnType<typeof snapshotRoster>) => s.forces.flatMap((f) => f.selections).flatMap(function all(sel): string[] { return [sel.name, ...sel.children.flatMap(all)]; });
    const hidden = concealBsDocument({ xml }, engine.index.data, new Set());
    expect(hidden.concealed).toBe(2);
    expect(names(hidden.snapshot)).not.toContain("Binding Scroll");
    expect(names(hidden.snapshot)).toContain("Hand Weapon");
    expect(hidden.document.xml).not.toContain(scroll.id);
    expect(hidden.document.xml).not.toContain("Lucky Charm");
    const revealed = concealBsDocument({ xml }, engine.index.data, new Set([charm.id]));
    expect(revealed.concealed).toBe(1);
    expect(names(revealed.snapshot)).toContain("Lucky Charm");
    expect(names(revealed.snapshot)).not.toContain("Binding Scroll");
    // No total tells what is hidden: the Doomlord's points, items included, are the same in sight.
    const pointsOf = (snapshot: ReturnType<typeof snapshotRoster>, unit: string) => {
      const sum = (sel: ReturnType<typeof snapshotRoster>["forces"][number]["selections"][number]): number => sel.costs.reduce((n, c) => n + c.value, 0) + sel.children.reduce((n, c) => n + sum(c), 0);
      return sum(snapshot.forces[0]!.selections.find((s) => s.name === unit)!);
    };
    expect(pointsOf(hidden.snapshot, "Doomlord")).toBe(pointsOf(snapshotRoster(engine), "Doomlord"));
    const open = concealBsDocument({ xml }, engine.index.data, new Set([charm.id, scroll.id]));
    expect(open).toMatchObject({ concealed: 0, document: { xml } });
  });
});

/**
 * Data older than schema 2.03 (issue 33, class 2) is upgraded when read, as BattleScribe does:
 * small files in the shapes of 1.15 (Necromunda, Warhammer Fantasy 8th), 2.00 (40k 7th) and
 * 2.01 (Kings of War 2E, Necromunda Gang War) read to the 2.03 model, and a roster built on the
 * 1.15 pair costs and checks what the old data says.
 */
import { describe, expect, it } from "vitest";
import { addForce, selectEntry } from "../../engine/actions";
import { createEngine } from "../../engine/engine";
import { describeRosterError } from "../../engine/error-words";
import { snapshotRoster } from "../../engine/snapshot";
import { en } from "../../../i18n/english";
import type { CatalogueData, GameSystemData } from "../../data-types";
import { readDataFile } from "../read-data-file";
import { readDataSet } from "../read-data-files";

const gst115 = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<gameSystem id="gs-115" revision="3" battleScribeVersion="1.15" name="Gang Skirmish" authorName="Someone" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <forceTypes>
    <forceType id="ft-gang" name="Gang" minSelections="0" maxSelections="-1" minPoints="0.0" maxPoints="-1.0" minPercentage="0" maxPercentage="-1" countTowardsParentMinSelections="false">
      <categories>
        <category id="cat-leader" name="Gang Leader" minSelections="1" maxSelections="1" minPoints="0.0" maxPoints="-1.0" minPercentage="0" maxPercentage="-1">
          <modifiers/>
        </category>
        <category id="cat-heavies" name="Heavies" minSelections="0" maxSelections="2" minPoints="0.0" maxPoints="-1.0" minPercentage="0" maxPercentage="50">
          <modifiers>
            <modifier type="increment" field="maxSelections" value="1.0" repeat="true" numRepeats="1" incrementParentId="cat-leader" incrementField="selections" incrementValue="1.0">
              <conditions/>
              <conditionGroups/>
            </modifier>
          </modifiers>
        </category>
      </categories>
      <forceTypes/>
    </forceType>
    <forceType id="ft-big" name="Big Gang" minSelections="4"/>
  </forceTypes>
  <profileTypes>
    <profileType id="pt-fighter" name="Fighter">
      <characteristics>
        <characteristic id="ct-m" name="M"/>
        <characteristic id="ct-ws" name="WS"/>
      </characteristics>
    </profileType>
  </profileTypes>
</gameSystem>`;

const cat115 = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<catalogue id="cat-115" revision="2" battleScribeVersion="1.15" name="House Goliath" books="Core Book" gameSystemId="gs-115" gameSystemRevision="3" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <entries>
    <entry id="e-leader" name="Leader" points="120" categoryId="cat-leader" type="model" minSelections="0" maxSelections="-1" minInForce="0" maxInForce="1" minInRoster="0" maxInRoster="-1" minPoints="0" maxPoints="-1" collective="false" hidden="false" book="Core Book" page="12">
      <entries>
        <entry id="e-chain" name="Chain" points="10" type="upgrade" minSelections="0" maxSelections="1" hidden="false"/>
      </entries>
      <entryGroups>
        <entryGroup id="g-pistol" name="Pistol" minSelections="1" maxSelections="1" defaultEntryId="e-stub" hidden="false">
          <entries><entry id="e-stub" name="Stub gun" points="5" type="upgrade"/></entries>
        </entryGroup>
      </entryGroups>
      <links>
        <link id="l-rule" targetId="r-tough" linkType="rule"/>
        <link id="l-heavy" targetId="e-heavy-gun" linkType="entry" categoryId="cat-heavies"/>
      </links>
      <profiles>
        <profile id="p-leader" name="Leader" profileTypeId="pt-fighter" hidden="false">
          <characteristics>
            <characteristic name="M" characteristicId="ct-m" value="4"/>
            <characteristic name="WS" characteristicId="ct-ws" value="4"/>
          </characteristics>
        </profile>
      </profiles>
      <modifiers>
        <modifier type="hide" field="hidden" value="1">
          <conditions><condition parentId="roster" childId="any" field="points limit" type="less than" value="100"/></conditions>
        </modifier>
      </modifiers>
    </entry>
    <entry id="e-heavy" name="Heavy" points="60" categoryId="cat-heavies" type="model"/>
  </entries>
  <sharedEntries>
    <entry id="e-heavy-gun" name="Heavy stubber" points="25" type="upgrade"/>
  </sharedEntries>
  <sharedRules>
    <rule id="r-tough" name="Tough" book="Core Book"><description>Hard to kill.</description></rule>
  </sharedRules>
</catalogue>`;

describe("schema 1.15", () => {
  const system = readDataFile("Gang Skirmish.gst", gst115);
  const catalogue = readDataFile("House Goliath.cat", cat115);

  it("says it upgraded the file, and what it could not carry over", () => {
    expect(system.warnings.map((w) => w.message)).toEqual([
      "Written in BattleScribe data version 1.15; read as version 2.03, as BattleScribe upgrades it.",
      "The attribute minSelections on <forceType> of data version 1.15 has no counterpart in version 2.03 and was left out (1×).",
    ]);
    expect(catalogue.warnings.map((w) => w.code)).toEqual(["upgraded"]);
  });

  it("the game system: force types become force entries linking categories declared once, with their limits; points become a cost type", () => {
    const data = system.data as GameSystemData;
    expect(data.battleScribeVersion).toBe("2.03");
    expect(data.costTypes).toEqual([{ id: "points", name: "pts", defaultCostLimit: -1 }]);
    expect(data.categoryEntries?.map((c) => [c.id, c.name, c.constraints])).toEqual([
      ["cat-leader", "Gang Leader", undefined],
      ["cat-heavies", "Heavies", undefined],
    ]);
    const gang = data.forceEntries?.[0];
    expect(gang?.categoryLinks?.map((l) => [l.targetId, l.constraints?.map((c) => `${c.id} ${c.type} ${c.value} ${c.field} ${c.scope}${c.percentValue ? " %" : ""}`)])).toEqual([
      ["cat-leader", ["minSelections min 1 selections parent", "maxSelections max 1 selections parent"]],
      ["cat-heavies", ["maxSelections max 2 selections parent", "maxPercentage max 50 points roster %"]],
    ]);
    expect(gang?.categoryLinks?.[1]?.modifiers?.[0]).toEqual({
      type: "increment",
      field: "maxSelections",
      value: "1.0",
      repeats: [{ repeats: 1, value: 1, scope: "cat-leader", childId: "any", shared: true, field: "selections" }],
    });
    expect(data.profileTypes?.[0]?.characteristicTypes?.map((c) => c.name)).toEqual(["M", "WS"]);
  });

  it("the catalogue: entries, groups and links in 2.x names, points as costs, limits as constraints, books as publications", () => {
    const data = catalogue.data as CatalogueData;
    expect(data.publications).toEqual([{ id: "cat-115-book-1", name: "Core Book" }]);
    expect(data.publicationId).toBe("cat-115-book-1");
    const leader = data.selectionEntries?.[0];
    expect(leader).toMatchObject({ id: "e-leader", type: "model", publicationId: "cat-115-book-1", page: "12", costs: [{ name: "pts", typeId: "points", value: 120 }] });
    expect(leader?.categoryLinks).toEqual([{ id: "e-leader::cat-leader", targetId: "cat-leader", primary: true }]);
    expect(leader?.constraints?.map((c) => `${c.id} ${c.value} ${c.scope}`)).toEqual(["maxInForce 1 force"]);
    expect(leader?.selectionEntries?.[0]?.constraints?.map((c) => c.id)).toEqual(["maxSelections"]);
    expect(leader?.selectionEntryGroups?.[0]).toMatchObject({ defaultSelectionEntryId: "e-stub", constraints: [{ id: "minSelections" }, { id: "maxSelections" }] });
    expect(leader?.infoLinks).toEqual([{ id: "l-rule", targetId: "r-tough", type: "rule" }]);
    expect(leader?.entryLinks?.[0]).toMatchObject({ targetId: "e-heavy-gun", type: "selectionEntry", categoryLinks: [{ targetId: "cat-heavies", primary: true }] });
    expect(leader?.profiles?.[0]?.characteristics).toEqual([
      { name: "M", typeId: "ct-m", value: "4" },
      { name: "WS", typeId: "ct-ws", value: "4" },
    ]);
    expect(leader?.modifiers?.[0]).toEqual({
      type: "set",
      field: "hidden",
      value: "true",
      conditions: [{ type: "lessThan", value: 100, shared: true, field: "limit::points", scope: "roster", childId: "any" }],
    });
    expect(data.sharedSelectionEntries?.[0]).toMatchObject({ id: "e-heavy-gun", costs: [{ value: 25 }] });
    expect(data.sharedRules?.[0]).toMatchObject({ id: "r-tough", description: "Hard to kill.", publicationId: "cat-115-book-1" });
  });

  it("builds: costs as the old points, the leader's category limits checked", () => {
    const set = readDataSet([
      { fileName: "Gang Skirmish.gst", content: gst115 },
      { fileName: "House Goliath.cat", content: cat115 },
    ]);
    const engine = createEngine(set, { newId: counter() });
    const { forceId } = addForce(engine, "ft-gang", "cat-115");
    selectEntry(engine, forceId as string, "e-heavy");
    let snapshot = snapshotRoster(engine);
    expect(snapshot.costs.find((c) => c.typeId === "points")?.value).toBe(60);
    const words = () => snapshot.errors.map((e) => describeRosterError(en.t, e));
    // The leader is missing; the heavy alone is 100% of the points where at most 50% may go.
    expect(words()).toEqual(["Gang Leader must have 1 more selections of Gang Leader (minimum 1)", "Heavies: at most 50% of the pts, now 100% (30 pts too many)"]);
    selectEntry(engine, forceId as string, "e-leader");
    snapshot = snapshotRoster(engine);
    // 120 for the leader, 5 for the stub gun the pistol group selects by default, 60 for the heavy.
    expect(snapshot.costs.find((c) => c.typeId === "points")?.value).toBe(185);
    expect(words().filter((w) => w.includes("Gang Leader"))).toEqual([]);
  });
});

function counter(): () => string {
  let n = 0;
  return () => `id-${++n}`;
}

describe("schema 2.00: categories declared per force entry", () => {
  const cat200 = `<catalogue id="c7" name="Space Marines" revision="2038" battleScribeVersion="2.00" book="Codex (2015)" gameSystemId="gs7" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <forceEntries>
    <forceEntry id="fe-cad" name="Combined Arms" hidden="false">
      <categoryEntries>
        <categoryEntry id="hq" name="HQ" hidden="false">
          <constraints><constraint field="selections" scope="parent" value="1.0" percentValue="false" shared="true" includeChildSelections="false" includeChildForces="false" id="hq-min" type="min"/></constraints>
          <rules><rule id="r-hq" name="HQ note" hidden="false"><description>Leads.</description></rule></rules>
        </categoryEntry>
        <categoryEntry id="no-slot" name="No Force Org Slot" hidden="false"/>
      </categoryEntries>
    </forceEntry>
    <forceEntry id="fe-allied" name="Allied Detachment" hidden="false">
      <categoryEntries>
        <categoryEntry id="hq" name="HQ" hidden="false">
          <constraints><constraint field="selections" scope="parent" value="2.0" id="hq-max" type="max"/></constraints>
        </categoryEntry>
      </categoryEntries>
    </forceEntry>
  </forceEntries>
  <selectionEntries>
    <selectionEntry id="captain" name="Captain" hidden="false" collective="false" type="unit" categoryEntryId="hq" book="Codex (2015)" page="90">
      <costs><cost name="pts" costTypeId="points" value="90.0"/></costs>
    </selectionEntry>
    <selectionEntry id="objective" name="Objective" hidden="false" collective="false" type="upgrade" categoryEntryId="(No Category)"/>
  </selectionEntries>
</catalogue>`;

  it("declares each category once, moves each force's limits onto its links and links entries to their category", () => {
    const read = readDataFile("Space Marines.cat", cat200);
    const data = read.data as CatalogueData;
    expect(data.categoryEntries?.map((c) => [c.id, c.name, c.constraints, c.rules?.map((r) => r.name)])).toEqual([
      ["hq", "HQ", undefined, ["HQ note"]],
      ["no-slot", "No Force Org Slot", undefined, undefined],
    ]);
    expect(data.forceEntries?.map((f) => f.categoryLinks?.map((l) => [l.targetId, l.constraints?.map((c) => `${c.type} ${c.value}`) ?? []]))).toEqual([
      [
        ["hq", ["min 1"]],
        ["no-slot", []],
      ],
      [["hq", ["max 2"]]],
    ]);
    const [captain, objective] = data.selectionEntries ?? [];
    expect(captain?.categoryLinks).toEqual([{ id: "captain::hq", targetId: "hq", primary: true }]);
    expect(captain?.costs).toEqual([{ name: "pts", typeId: "points", value: 90 }]);
    expect(captain?.publicationId).toBe(data.publicationId);
    expect(objective?.categoryLinks).toBeUndefined();
  });
});

describe("schema 2.01: type ids renamed, characteristic values as text", () => {
  it("reads profileTypeId, costTypeId and characteristicTypeId with its value attribute", () => {
    const read = readDataFile(
      "Abyssal Dwarfs.cat",
      `<catalogue id="ad" name="Abyssal Dwarfs" revision="9" battleScribeVersion="2.01" gameSystemId="kow">
  <selectionEntries>
    <selectionEntry id="u" name="Blacksouls" hidden="false" collective="false" type="unit">
      <profiles>
        <profile id="p" name="Blacksouls" hidden="false" profileTypeId="pt-unit" profileTypeName="Unit" book="Clash of Kings 2019" page="3">
          <characteristics><characteristic name="Sp" characteristicTypeId="ct-sp" value="4"/></characteristics>
        </profile>
      </profiles>
      <costs><cost name="pts" costTypeId="pts" value="100.0"/></costs>
    </selectionEntry>
  </selectionEntries>
</catalogue>`,
    );
    const entry = (read.data as CatalogueData).selectionEntries?.[0];
    expect(entry?.profiles?.[0]).toMatchObject({ typeId: "pt-unit", typeName: "Unit", publicationId: "ad-book-1", characteristics: [{ name: "Sp", typeId: "ct-sp", value: "4" }] });
    expect(entry?.costs).toEqual([{ name: "pts", typeId: "pts", value: 100 }]);
    expect(read.warnings.map((w) => w.code)).toEqual(["upgraded"]);
  });

  it("2.02 and 2.03 are read as they are", () => {
    const read = readDataFile("x.cat", `<catalogue id="x" name="X" battleScribeVersion="2.02"><selectionEntries><selectionEntry id="e" name="E" book="B"/></selectionEntries></catalogue>`);
    expect(read.warnings.map((w) => w.code)).toEqual(["unknown-attribute"]);
  });
});

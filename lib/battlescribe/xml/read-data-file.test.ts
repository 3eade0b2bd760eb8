import { describe, expect, it } from "vitest";
import type { CatalogueData, GameSystemData } from "../data-types";
import { readDataFile } from "./read-data-file";

const gameSystemXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<gameSystem id="sys-1" name="Test Game" revision="12" battleScribeVersion="2.03" authorName="A. Author" library="false" type="gameSystem" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <readme>Read me first.</readme>
  <comment>Shipped for tests.</comment>
  <publications>
    <publication id="pub-1" name="Core Book" shortName="CB" publisher="Someone" publicationDate="2024-01-01" publisherUrl="https://example.org"/>
  </publications>
  <costTypes>
    <costType id="pts" name="pts" defaultCostLimit="2000.0" hidden="false"/>
    <costType id="pl" name=" PL" defaultCostLimit="-1" hidden="true"><comment>power</comment></costType>
  </costTypes>
  <profileTypes>
    <profileType id="pt-unit" name="Unit" sortIndex="2">
      <characteristicTypes>
        <characteristicType id="ct-m" name="M"/>
        <characteristicType id="ct-ws" name="WS" defaultValue="4+"/>
      </characteristicTypes>
    </profileType>
  </profileTypes>
  <categoryEntries>
    <categoryEntry id="cat-hq" name="HQ" hidden="false">
      <constraints>
        <constraint field="selections" scope="roster" value="1" percentValue="false" shared="true" includeChildSelections="false" includeChildForces="true" id="con-hq" type="min"/>
      </constraints>
      <modifiers>
        <modifier type="set" field="hidden" value="true"/>
      </modifiers>
    </categoryEntry>
    <categoryEntry id="cat-troops" name="Troops"/>
  </categoryEntries>
  <forceEntries>
    <forceEntry id="fe-outer" name="Outer Force" hidden="false">
      <categoryLinks>
        <categoryLink id="cl-1" name="HQ" hidden="false" targetId="cat-hq" primary="false">
          <constraints>
            <constraint field="selections" scope="parent" value="2" id="con-cl" type="max"/>
          </constraints>
        </categoryLink>
      </categoryLinks>
      <forceEntries>
        <forceEntry id="fe-inner" name="Inner Force">
          <forceEntries>
            <forceEntry id="fe-innermost" name="Innermost Force"/>
          </forceEntries>
        </forceEntry>
      </forceEntries>
      <rules>
        <rule id="rule-force" name="Force Rule"><description>Forces have rules.</description></rule>
      </rules>
    </forceEntry>
  </forceEntries>
  <sharedSelectionEntries>
    <selectionEntry id="se-captain" name="Captain" type="unit" hidden="false" collective="false" import="true" publicationId="pub-1" page="12">
      <comment>The hero.</comment>
      <profiles>
        <profile id="prof-captain" name="Captain" hidden="false" typeId="pt-unit" typeName="Unit">
          <characteristics>
            <characteristic name="M" typeId="ct-m">6"</characteristic>
            <characteristic name="WS" typeId="ct-ws"/>
          </characteristics>
          <alias>Boss</alias>
          <alias>Chief</alias>
        </profile>
      </profiles>
      <rules>
        <rule id="rule-leader" name="Leader" hidden="false">
          <description><![CDATA[Leads <units>]]> &amp; more.</description>
          <modifiers>
            <modifier type="append" field="name" value=" (Chapter)"/>
          </modifiers>
        </rule>
      </rules>
      <infoLinks>
        <infoLink id="il-1" name="Shared Rule" hidden="false" targetId="rule-shared" type="rule"/>
      </infoLinks>
      <infoGroups>
        <infoGroup id="ig-1" name="Abilities" hidden="false">
          <profiles>
            <profile id="prof-ig" name="Aura" typeId="pt-unit"/>
          </profiles>
          <infoLinks>
            <infoLink id="il-2" targetId="prof-shared" type="profile"/>
          </infoLinks>
        </infoGroup>
      </infoGroups>
      <categoryLinks>
        <categoryLink id="cl-2" name="HQ" hidden="false" targetId="cat-hq" primary="true"/>
      </categoryLinks>
      <costs>
        <cost name="pts" typeId="pts" value="80.0"/>
        <cost name=" PL" typeId="pl" value="4"/>
      </costs>
      <constraints>
        <constraint field="selections" scope="force" value="3" id="con-cap" type="max"/>
      </constraints>
      <modifiers>
        <modifier type="increment" field="con-cap" value="1">
          <repeats>
            <repeat field="limit::pts" scope="roster" value="1000.0" percentValue="false" shared="true" includeChildSelections="false" includeChildForces="false" childId="any" repeats="1" roundUp="false"/>
          </repeats>
          <conditions>
            <condition field="selections" scope="parent" value="0" percentValue="false" shared="true" includeChildSelections="true" includeChildForces="false" childId="se-sword" type="greaterThan"/>
          </conditions>
          <conditionGroups>
            <conditionGroup type="or">
              <conditions>
                <condition field="forces" scope="roster" value="2" childId="fe-outer" type="atLeast"/>
              </conditions>
              <conditionGroups>
                <conditionGroup type="and">
                  <conditions>
                    <condition scope="force" childId="cat-hq" type="instanceOf"/>
                  </conditions>
                </conditionGroup>
              </conditionGroups>
            </conditionGroup>
          </conditionGroups>
        </modifier>
      </modifiers>
      <modifierGroups>
        <modifierGroup type="and">
          <conditions>
            <condition field="selections" scope="self" value="1" childId="se-sword" type="equalTo"/>
          </conditions>
          <repeats>
            <repeat field="selections" scope="self" value="2" childId="se-sword" repeats="3"/>
          </repeats>
          <modifiers>
            <modifier type="decrement" field="pts" value="5"/>
          </modifiers>
          <modifierGroups>
            <modifierGroup>
              <modifiers>
                <modifier type="set" field="name" value="Lord"/>
              </modifiers>
            </modifierGroup>
          </modifierGroups>
        </modifierGroup>
      </modifierGroups>
      <selectionEntries>
        <selectionEntry id="se-sword" name="Sword" type="upgrade">
          <costs/>
        </selectionEntry>
      </selectionEntries>
      <selectionEntryGroups>
        <selectionEntryGroup id="seg-wargear" name="Wargear" defaultSelectionEntryId="el-pistol">
          <entryLinks>
            <entryLink id="el-pistol" name="Pistol" hidden="false" collective="false" import="true" targetId="se-pistol" type="selectionEntry">
              <costs>
                <cost name="pts" typeId="pts" value="5"/>
              </costs>
            </entryLink>
          </entryLinks>
        </selectionEntryGroup>
      </selectionEntryGroups>
      <entryLinks>
        <entryLink id="el-group" targetId="seg-shared" type="selectionEntryGroup"/>
      </entryLinks>
    </selectionEntry>
    <selectionEntry id="se-pistol" name="Pistol" type="upgrade"/>
  </sharedSelectionEntries>
  <sharedSelectionEntryGroups>
    <selectionEntryGroup id="seg-shared" name="Shared Group"/>
  </sharedSelectionEntryGroups>
  <sharedRules>
    <rule id="rule-shared" name="Shared Rule"><description>Applies to all.</description></rule>
  </sharedRules>
  <sharedProfiles>
    <profile id="prof-shared" name="Shared Profile" typeId="pt-unit"/>
  </sharedProfiles>
  <sharedInfoGroups>
    <infoGroup id="ig-shared" name="Shared Group of Info"/>
  </sharedInfoGroups>
</gameSystem>`;

const catalogueXml = `<catalogue id="cat-file" name="Test Faction" revision="3" battleScribeVersion="2.03" library="true" gameSystemId="sys-1" gameSystemRevision="12" type="catalogue">
  <catalogueLinks>
    <catalogueLink id="link-1" name="Library" targetId="lib-1" type="catalogue" importRootEntries="true"/>
    <catalogueLink id="link-2" targetId="lib-2" type="catalogue" importRootEntries="false"/>
  </catalogueLinks>
  <entryLinks>
    <entryLink id="root-link" name="Captain" targetId="se-captain" type="selectionEntry" import="true"/>
  </entryLinks>
  <selectionEntries>
    <selectionEntry id="root-se" name="Hero" type="model"/>
  </selectionEntries>
  <rules>
    <rule id="cat-rule" name="Catalogue Rule"/>
  </rules>
  <infoLinks>
    <infoLink id="cat-il" targetId="rule-shared" type="rule"/>
  </infoLinks>
</catalogue>`;

function readSystem(): GameSystemData {
  const result = readDataFile("Test.gst", gameSystemXml);
  expect(result.kind).toBe("gameSystem");
  expect(result.warnings).toEqual([]);
  return result.data;
}

describe("readDataFile: game system", () => {
  it("reads the root's attributes and text children, typed", () => {
    const data = readSystem();
    expect(data).toMatchObject({ id: "sys-1", name: "Test Game", revision: 12, battleScribeVersion: "2.03", authorName: "A. Author", library: false });
    expect(data.readme).toBe("Read me first.");
    expect(data.comment).toBe("Shipped for tests.");
    // `type` and `xmlns` on the root are known and not kept.
    expect(data).not.toHaveProperty("type");
    expect(data).not.toHaveProperty("xmlns");
  });

  it("reads publications, cost types and profile types", () => {
    const data = readSystem();
    expect(data.publications).toEqual([
      { id: "pub-1", name: "Core Book", shortName: "CB", publisher: "Someone", publicationDate: "2024-01-01", publisherUrl: "https://example.org" },
    ]);
    expect(data.costTypes).toEqual([
      { id: "pts", name: "pts", defaultCostLimit: 2000, hidden: false },
      { id: "pl", name: " PL", defaultCostLimit: -1, hidden: true, comment: "power" },
    ]);
    expect(data.profileTypes).toEqual([
      {
        id: "pt-unit",
        name: "Unit",
        sortIndex: 2,
        characteristicTypes: [
          { id: "ct-m", name: "M" },
          { id: "ct-ws", name: "WS", defaultValue: "4+" },
        ],
      },
    ]);
  });

  it("reads category entries with constraints and modifiers, booleans and numbers typed", () => {
    const [hq, troops] = readSystem().categoryEntries ?? [];
    expect(hq).toEqual({
      id: "cat-hq",
      name: "HQ",
      hidden: false,
      constraints: [
        { field: "selections", scope: "roster", value: 1, percentValue: false, shared: true, includeChildSelections: false, includeChildForces: true, id: "con-hq", type: "min" },
      ],
      modifiers: [{ type: "set", field: "hidden", value: "true" }],
    });
    expect(troops).toEqual({ id: "cat-troops", name: "Troops" });
  });

  it("reads force entries nested in force entries, with category links and rules", () => {
    const [outer] = readSystem().forceEntries ?? [];
    expect(outer?.categoryLinks).toEqual([
      { id: "cl-1", name: "HQ", hidden: false, targetId: "cat-hq", primary: false, constraints: [{ field: "selections", scope: "parent", value: 2, id: "con-cl", type: "max" }] },
    ]);
    expect(outer?.forceEntries?.[0]?.id).toBe("fe-inner");
    expect(outer?.forceEntries?.[0]?.forceEntries).toEqual([{ id: "fe-innermost", name: "Innermost Force" }]);
    expect(outer?.rules).toEqual([{ id: "rule-force", name: "Force Rule", description: "Forces have rules." }]);
  });

  it("reads a selection entry's profiles, rules, info links and groups, category links and costs", () => {
    const captain = readSystem().sharedSelectionEntries?.[0];
    expect(captain).toMatchObject({ id: "se-captain", name: "Captain", type: "unit", hidden: false, collective: false, import: true, publicationId: "pub-1", page: "12", comment: "The hero." });
    expect(captain?.profiles).toEqual([
      {
        id: "prof-captain",
        name: "Captain",
        hidden: false,
        typeId: "pt-unit",
        typeName: "Unit",
        characteristics: [
          { name: "M", typeId: "ct-m", value: '6"' },
          { name: "WS", typeId: "ct-ws", value: "" },
        ],
        alias: ["Boss", "Chief"],
      },
    ]);
    expect(captain?.rules).toEqual([
      { id: "rule-leader", name: "Leader", hidden: false, description: "Leads <units> & more.", modifiers: [{ type: "append", field: "name", value: " (Chapter)" }] },
    ]);
    expect(captain?.infoLinks).toEqual([{ id: "il-1", name: "Shared Rule", hidden: false, targetId: "rule-shared", type: "rule" }]);
    expect(captain?.infoGroups).toEqual([
      {
        id: "ig-1",
        name: "Abilities",
        hidden: false,
        profiles: [{ id: "prof-ig", name: "Aura", typeId: "pt-unit" }],
        infoLinks: [{ id: "il-2", targetId: "prof-shared", type: "profile" }],
      },
    ]);
    expect(captain?.categoryLinks).toEqual([{ id: "cl-2", name: "HQ", hidden: false, targetId: "cat-hq", primary: true }]);
    expect(captain?.costs).toEqual([
      { name: "pts", typeId: "pts", value: 80 },
      { name: " PL", typeId: "pl", value: 4 },
    ]);
    expect(captain?.constraints).toEqual([{ field: "selections", scope: "force", value: 3, id: "con-cap", type: "max" }]);
  });

  it("reads modifiers with repeats, conditions and nested condition groups", () => {
    const [modifier] = readSystem().sharedSelectionEntries?.[0]?.modifiers ?? [];
    expect(modifier).toEqual({
      type: "increment",
      field: "con-cap",
      value: "1",
      repeats: [
        { field: "limit::pts", scope: "roster", value: 1000, percentValue: false, shared: true, includeChildSelections: false, includeChildForces: false, childId: "any", repeats: 1, roundUp: false },
      ],
      conditions: [
        { field: "selections", scope: "parent", value: 0, percentValue: false, shared: true, includeChildSelections: true, includeChildForces: false, childId: "se-sword", type: "greaterThan" },
      ],
      conditionGroups: [
        {
          type: "or",
          conditions: [{ field: "forces", scope: "roster", value: 2, childId: "fe-outer", type: "atLeast" }],
          // An instanceOf condition without a value (as New Recruit writes them) counts as 0.
          conditionGroups: [{ type: "and", conditions: [{ scope: "force", childId: "cat-hq", type: "instanceOf", value: 0 }] }],
        },
      ],
    });
  });

  it("reads modifier groups nested in modifier groups", () => {
    const groups = readSystem().sharedSelectionEntries?.[0]?.modifierGroups;
    expect(groups).toEqual([
      {
        type: "and",
        conditions: [{ field: "selections", scope: "self", value: 1, childId: "se-sword", type: "equalTo" }],
        repeats: [{ field: "selections", scope: "self", value: 2, childId: "se-sword", repeats: 3 }],
        modifiers: [{ type: "decrement", field: "pts", value: "5" }],
        modifierGroups: [{ modifiers: [{ type: "set", field: "name", value: "Lord" }] }],
      },
    ]);
  });

  it("reads child entries, groups with entry links and empty containers", () => {
    const captain = readSystem().sharedSelectionEntries?.[0];
    expect(captain?.selectionEntries).toEqual([{ id: "se-sword", name: "Sword", type: "upgrade", costs: [] }]);
    expect(captain?.selectionEntryGroups).toEqual([
      {
        id: "seg-wargear",
        name: "Wargear",
        defaultSelectionEntryId: "el-pistol",
        entryLinks: [
          { id: "el-pistol", name: "Pistol", hidden: false, collective: false, import: true, targetId: "se-pistol", type: "selectionEntry", costs: [{ name: "pts", typeId: "pts", value: 5 }] },
        ],
      },
    ]);
    expect(captain?.entryLinks).toEqual([{ id: "el-group", targetId: "seg-shared", type: "selectionEntryGroup" }]);
  });

  it("reads the shared groups, rules, profiles and info groups", () => {
    const data = readSystem();
    expect(data.sharedSelectionEntries?.map((e) => e.id)).toEqual(["se-captain", "se-pistol"]);
    expect(data.sharedSelectionEntryGroups).toEqual([{ id: "seg-shared", name: "Shared Group" }]);
    expect(data.sharedRules).toEqual([{ id: "rule-shared", name: "Shared Rule", description: "Applies to all." }]);
    expect(data.sharedProfiles).toEqual([{ id: "prof-shared", name: "Shared Profile", typeId: "pt-unit" }]);
    expect(data.sharedInfoGroups).toEqual([{ id: "ig-shared", name: "Shared Group of Info" }]);
  });

  it("reads UTF-8 bytes as well as a string, with or without a byte order mark", () => {
    const bytes = new TextEncoder().encode(gameSystemXml.replace("Test Game", "Tést Gäme"));
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    expect(readDataFile("Test.gst", bytes).data.name).toBe("Tést Gäme");
    expect(readDataFile("Test.gst", withBom).data.name).toBe("Tést Gäme");
    expect(readDataFile("Test.gst", `\uFEFF${gameSystemXml}`).data.name).toBe("Test Game");
  });
});

describe("readDataFile: catalogue", () => {
  it("reads catalogue links with importRootEntries and the root entries", () => {
    const result = readDataFile("Faction.cat", catalogueXml);
    expect(result.kind).toBe("catalogue");
    expect(result.warnings).toEqual([]);
    const data = result.data as CatalogueData;
    expect(data).toMatchObject({ id: "cat-file", revision: 3, library: true, gameSystemId: "sys-1", gameSystemRevision: 12 });
    expect(data.catalogueLinks).toEqual([
      { id: "link-1", name: "Library", targetId: "lib-1", type: "catalogue", importRootEntries: true },
      { id: "link-2", targetId: "lib-2", type: "catalogue", importRootEntries: false },
    ]);
    expect(data.entryLinks).toEqual([{ id: "root-link", name: "Captain", targetId: "se-captain", type: "selectionEntry", import: true }]);
    expect(data.selectionEntries).toEqual([{ id: "root-se", name: "Hero", type: "model" }]);
    expect(data.rules).toEqual([{ id: "cat-rule", name: "Catalogue Rule" }]);
    expect(data.infoLinks).toEqual([{ id: "cat-il", targetId: "rule-shared", type: "rule" }]);
  });

  it("keeps New Recruit extensions the model knows", () => {
    const xml = `<catalogue id="c" name="C"><sharedSelectionEntries>
      <selectionEntry id="e" name="E" type="model" subType="crew" sortIndex="3" collapsible="true" flatten="false" defaultAmount="2">
        <modifiers><modifier type="replace" field="f" scope="model" affects="self.entries.recursive.profiles.Unit" arg="+0" join=", " position="-1" id="m1"/></modifiers>
        <associations><association id="a1" name="Battalion" min="1" max="1" scope="roster" childId="x" includeChildSelections="true"/></associations>
      </selectionEntry></sharedSelectionEntries></catalogue>`;
    const result = readDataFile("nr.cat", xml);
    expect(result.warnings).toEqual([]);
    expect(result.data.sharedSelectionEntries?.[0]).toEqual({
      id: "e",
      name: "E",
      type: "model",
      subType: "crew",
      sortIndex: 3,
      collapsible: true,
      flatten: false,
      defaultAmount: "2",
      modifiers: [{ type: "replace", field: "f", scope: "model", affects: "self.entries.recursive.profiles.Unit", arg: "+0", join: ", ", position: -1, id: "m1", value: "" }],
      associations: [{ id: "a1", name: "Battalion", min: 1, max: 1, scope: "roster", childId: "x", includeChildSelections: true }],
    });
  });
});

describe("readDataFile: warnings", () => {
  it("skips unknown elements and attributes, saying where, once per kind with a count", () => {
    const xml = `<catalogue id="c" name="C"><sharedSelectionEntries>
      <selectionEntry id="abc" name="A" colour="red">
        <modifiers><modifier type="set" field="x" value="1"><gizmo><selectionEntry id="inside-unknown" name="ignored"/></gizmo></modifier></modifiers>
      </selectionEntry>
      <selectionEntry id="def" name="B" colour="blue"/>
      <oddity>text</oddity>
    </sharedSelectionEntries></catalogue>`;
    const { data, warnings } = readDataFile("w.cat", xml);
    expect(data.sharedSelectionEntries?.map((e) => e.id)).toEqual(["abc", "def"]);
    expect(data.sharedSelectionEntries?.[0]?.modifiers).toEqual([{ type: "set", field: "x", value: "1" }]);
    expect(warnings.map((w) => [w.code, w.path, w.params.count])).toEqual([
      ["unknown-attribute", "catalogue/sharedSelectionEntries/selectionEntry[@id=abc]", 2],
      ["unknown-element", "catalogue/sharedSelectionEntries/selectionEntry[@id=abc]/modifiers/modifier/gizmo", 1],
      ["unknown-element", "catalogue/sharedSelectionEntries/oddity", 1],
    ]);
    expect(warnings[0]).toMatchObject({ file: "w.cat", params: { attribute: "colour", element: "selectionEntry" } });
    expect(warnings[0]?.message).toContain("colour");
    expect(warnings[0]?.message).toContain("2");
  });

  it("warns about repeated category link ids, and ignores stray text", () => {
    const xml = `<catalogue id="c" name="C"><categoryEntries>stray<categoryEntry id="k" name="K"/></categoryEntries>
      <sharedSelectionEntries><selectionEntry id="e" name="E"><categoryLinks>
        <categoryLink id="same" targetId="k"/><categoryLink id="same" targetId="k"/>
      </categoryLinks></selectionEntry></sharedSelectionEntries></catalogue>`;
    const { warnings } = readDataFile("t.cat", xml);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ["duplicate-link-id", "catalogue/sharedSelectionEntries/selectionEntry[@id=e]/categoryLinks/categoryLink[@id=same]"],
    ]);
  });

  it("warns when bytes are not UTF-8", () => {
    const bytes = new Uint8Array([...new TextEncoder().encode(`<catalogue id="c" name="Caf`), 0xe9, ...new TextEncoder().encode(`"/>`)]);
    const { data, warnings } = readDataFile("latin1.cat", bytes);
    expect(data.name).toBe("Caf\uFFFD");
    expect(warnings.map((w) => w.code)).toEqual(["invalid-utf8"]);
  });
});

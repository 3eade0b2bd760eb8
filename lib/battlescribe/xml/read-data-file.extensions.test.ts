/**
 * New Recruit's additions that Age of Sigmar 4th and Horus Heresy 3rd need to build (issue 33,
 * class 7), read into the model without warnings: force entry links, costs and display hints
 * on force entries, profile attributes, conditions inside a characteristic, and the smaller
 * attributes (rule@noindex, repeat@childName, catalogue@hidden, modifier@automatic).
 */
import { describe, expect, it } from "vitest";
import type { CatalogueData, GameSystemData } from "../data-types";
import { readDataFile } from "./read-data-file";

const gst = `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="gs" name="Sigmar Test" revision="79" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="points" name="pts" defaultCostLimit="2000"/><costType id="slots" name="Detachments" defaultCostLimit="-1"/></costTypes>
  <profileTypes>
    <profileType id="pt-ability" name="Ability (Passive)" sortIndex="5">
      <characteristicTypes><characteristicType id="ct-effect" name="Effect"/></characteristicTypes>
      <attributeTypes><attributeType id="at-colour" name="Color"/></attributeTypes>
    </profileType>
  </profileTypes>
  <forceEntries>
    <forceEntry id="ghb" name="General's Handbook" childForcesLabel="Regiments and Auxiliary" sortIndex="21">
      <costs><cost name="Detachments" typeId="slots" value="1"/></costs>
      <forceEntryLinks>
        <forceEntryLink id="link-regiment" name="Regiment" targetId="regiment" type="forceEntry" hidden="true" sortIndex="2">
          <modifiers><modifier type="set" value="false" field="hidden"/></modifiers>
          <constraints><constraint id="max-regiments" type="max" value="5" field="forces" scope="parent"/></constraints>
        </forceEntryLink>
      </forceEntryLinks>
    </forceEntry>
    <forceEntry id="regiment" name="Regiment" hidden="true"/>
  </forceEntries>
  <sharedRules><rule id="r" name="Index only" noindex="true"><description>Text.</description></rule></sharedRules>
  <sharedProfiles>
    <profile id="p" name="Marking Your Territory" typeId="pt-ability" typeName="Ability (Passive)">
      <characteristics>
        <characteristic name="Effect" typeId="ct-effect">
          <conditionGroups>
            <conditionGroup type="and">
              <conditions><condition type="lessThan" value="1" field="selections" scope="force" childId="x"><comment>why</comment></condition></conditions>
            </conditionGroup>
          </conditionGroups>
Add 1 to the Rend characteristic.            </characteristic>
      </characteristics>
      <attributes>
        <attribute typeId="at-colour" name="Color">Red</attribute>
        <attribute name="Parent Node" typeId="at-parent"/>
      </attributes>
    </profile>
  </sharedProfiles>
  <sharedSelectionEntries>
    <selectionEntry id="e" name="Unit">
      <modifiers>
        <modifier type="increment" field="c-max" value="1" automatic="true">
          <repeats><repeat value="1" repeats="1" field="selections" scope="force" childId="x" childName="Blood Tithe"/></repeats>
        </modifier>
      </modifiers>
    </selectionEntry>
  </sharedSelectionEntries>
</gameSystem>`;

describe("New Recruit additions needed to build (class 7)", () => {
  const read = readDataFile("Age of Sigmar 4.0.gst", gst);
  const data = read.data as GameSystemData;

  it("reads them all without a warning", () => {
    expect(read.warnings).toEqual([]);
  });

  it("force entries: links to other force entries, costs, sortIndex and the child forces' label", () => {
    const ghb = data.forceEntries?.[0];
    expect(ghb).toMatchObject({ id: "ghb", sortIndex: 21, childForcesLabel: "Regiments and Auxiliary", costs: [{ name: "Detachments", typeId: "slots", value: 1 }] });
    expect(ghb?.forceEntryLinks).toEqual([
      {
        id: "link-regiment",
        name: "Regiment",
        targetId: "regiment",
        type: "forceEntry",
        hidden: true,
        sortIndex: 2,
        modifiers: [{ type: "set", value: "false", field: "hidden" }],
        constraints: [{ id: "max-regiments", type: "max", value: 5, field: "forces", scope: "parent" }],
      },
    ]);
  });

  it("profiles: attributes (with their types) and conditions inside a characteristic, whose text stays clean", () => {
    expect(data.profileTypes?.[0]?.attributeTypes).toEqual([{ id: "at-colour", name: "Color" }]);
    const profile = data.sharedProfiles?.[0];
    expect(profile?.attributes).toEqual([
      { typeId: "at-colour", name: "Color", value: "Red" },
      { name: "Parent Node", typeId: "at-parent", value: "" },
    ]);
    const effect = profile?.characteristics?.[0];
    expect(effect?.value).toBe("Add 1 to the Rend characteristic.");
    expect(effect?.conditionGroups?.[0]?.conditions?.[0]).toMatchObject({ type: "lessThan", childId: "x", comment: "why" });
  });

  it("rule@noindex, modifier@automatic, repeat@childName", () => {
    expect(data.sharedRules?.[0]).toMatchObject({ noindex: true, description: "Text." });
    const modifier = data.sharedSelectionEntries?.[0]?.modifiers?.[0];
    expect(modifier).toMatchObject({ automatic: true, repeats: [{ childName: "Blood Tithe" }] });
  });

  it("catalogue@hidden", () => {
    const cat = readDataFile("Hidden.cat", `<catalogue id="c" name="Legacy" hidden="true" gameSystemId="gs"/>`);
    expect(cat.warnings).toEqual([]);
    expect((cat.data as CatalogueData).hidden).toBe(true);
  });

  it("the same from New Recruit's JSON form", () => {
    const json = JSON.stringify({
      gameSystem: {
        id: "gs",
        name: "HH",
        forceEntries: [{ id: "crusade", name: "Crusade", sortIndex: 1, childForcesLabel: "Detachments", costs: [{ name: "Slots", typeId: "slots", value: 1 }], forceEntryLinks: [{ id: "l", targetId: "auxiliary", type: "forceEntry" }] }],
        sharedProfiles: [{ id: "p", name: "P", typeId: "t", attributes: [{ name: "Color", typeId: "c", $text: "Red" }], characteristics: [{ name: "E", typeId: "e", $text: "Effect", conditions: [{ type: "atLeast", value: 1 }] }] }],
      },
    });
    const fromJson = readDataFile("Horus Heresy 3rd Edition.json", json);
    expect(fromJson.warnings).toEqual([]);
    const system = fromJson.data as GameSystemData;
    expect(system.forceEntries?.[0]).toMatchObject({ sortIndex: 1, childForcesLabel: "Detachments", forceEntryLinks: [{ id: "l", targetId: "auxiliary" }], costs: [{ value: 1 }] });
    expect(system.sharedProfiles?.[0]).toMatchObject({ attributes: [{ name: "Color", value: "Red" }], characteristics: [{ value: "Effect", conditions: [{ type: "atLeast" }] }] });
  });
});

/**
 * What real data gets wrong and BattleScribe and New Recruit load anyway (issue 33, classes 4
 * and 5): an id repeated inside one file, a required name left out, an empty number. Each is
 * read, with a warning that names the file and where, in XML and in New Recruit's JSON form.
 */
import { describe, expect, it } from "vitest";
import type { CatalogueData, GameSystemData } from "../data-types";
import { readDataFile } from "./read-data-file";

const catalogue = (inner: string) => `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="cat" name="Khorne Test" revision="3" gameSystemId="gs">
${inner}
</catalogue>`;

describe("an id used twice in one file (class 4)", () => {
  // A unit pasted twice, whole, into a library: its children repeat their ids.
  const xml = catalogue(`  <sharedSelectionEntries>
    <selectionEntry id="unit-a" name="Bloodletters" type="unit">
      <profiles><profile id="prof-dup" name="Bloodletter" typeId="pt"/></profiles>
    </selectionEntry>
    <selectionEntry id="unit-b" name="Bloodletters (copy)" type="unit">
      <profiles><profile id="prof-dup" name="Bloodletter again" typeId="pt"/></profiles>
    </selectionEntry>
  </sharedSelectionEntries>`);

  it("keeps both copies where they are and warns with both line numbers", () => {
    const read = readDataFile("Khorne - Library.cat", xml);
    const data = read.data as CatalogueData;
    expect(data.sharedSelectionEntries?.map((e) => e.profiles?.[0]?.name)).toEqual(["Bloodletter", "Bloodletter again"]);
    const warning = read.warnings.find((w) => w.code === "duplicate-id");
    expect(warning).toMatchObject({ file: "Khorne - Library.cat", line: 8, params: { id: "prof-dup", element: "profile", firstLine: 5, line: 8 } });
    expect(warning?.path).toBe("catalogue/sharedSelectionEntries/selectionEntry[@id=unit-b]/profiles/profile[@id=prof-dup]");
    expect(warning?.message).toBe('The id "prof-dup" of <profile> is used again at line 8, first at line 5; both copies are kept and links reach the first.');
  });

  it("a force entry repeated in a game system is kept in both places", () => {
    const read = readDataFile(
      "Age of Sigmar.gst",
      `<gameSystem id="gs" name="G"><forceEntries>
        <forceEntry id="ghb" name="GHB"><forceEntries><forceEntry id="regiment" name="Regiment"/></forceEntries></forceEntry>
        <forceEntry id="ptg" name="PtG"><forceEntries><forceEntry id="regiment" name="Regiment"/></forceEntries></forceEntry>
      </forceEntries></gameSystem>`,
    );
    expect((read.data as GameSystemData).forceEntries?.map((f) => f.forceEntries?.[0]?.id)).toEqual(["regiment", "regiment"]);
    expect(read.warnings.filter((w) => w.code === "duplicate-id")).toHaveLength(1);
  });

  it("in the JSON form, names both paths", () => {
    const json = JSON.stringify({ catalogue: { id: "c", name: "C", sharedSelectionEntries: [{ id: "a", name: "A" }, { id: "a", name: "B" }] } });
    const read = readDataFile("Legiones.json", json);
    expect((read.data as CatalogueData).sharedSelectionEntries).toHaveLength(2);
    const warning = read.warnings.find((w) => w.code === "duplicate-id");
    expect(warning?.message).toBe(
      'The id "a" of <selectionEntry> is used again at catalogue/sharedSelectionEntries[1], first at catalogue/sharedSelectionEntries[0]; both copies are kept and links reach the first.',
    );
  });
});

describe("a required name left out, an empty number (class 5)", () => {
  it("a group and a rule without a name are read with an empty one, with one warning per element kind", () => {
    const read = readDataFile(
      "Lores.cat",
      catalogue(`  <sharedSelectionEntries>
    <selectionEntry id="e" name="Lore">
      <selectionEntryGroups>
        <selectionEntryGroup id="g1" flatten="true"/>
        <selectionEntryGroup id="g2" flatten="true"/>
      </selectionEntryGroups>
      <rules><rule id="r"><description>Designer's note</description></rule></rules>
    </selectionEntry>
  </sharedSelectionEntries>`),
    );
    const entry = (read.data as CatalogueData).sharedSelectionEntries?.[0];
    expect(entry?.selectionEntryGroups?.map((g) => [g.id, g.name, g.flatten])).toEqual([
      ["g1", "", true],
      ["g2", "", true],
    ]);
    expect(entry?.rules?.[0]).toMatchObject({ id: "r", name: "", description: "Designer's note" });
    const warnings = read.warnings.filter((w) => w.code === "missing-attribute");
    expect(warnings.map((w) => [w.params.element, w.params.count, w.line])).toEqual([
      ["selectionEntryGroup", 2, 6],
      ["rule", 1, 9],
    ]);
    expect(warnings[0]?.message).toBe("<selectionEntryGroup> without a name was read with an empty one (2×).");
  });

  it("an empty sortIndex, position or defaultCostLimit is read as left out", () => {
    const read = readDataFile(
      "Blood Bowl.gst",
      `<gameSystem id="bb" name="Blood Bowl">
  <costTypes><costType id="pts" name="pts" defaultCostLimit=""/></costTypes>
  <sharedSelectionEntries>
    <selectionEntry id="e" name="Lineman" sortIndex="">
      <modifiers><modifier type="set" field="name" value="x" position=""/></modifiers>
    </selectionEntry>
  </sharedSelectionEntries>
</gameSystem>`,
    );
    const data = read.data as GameSystemData;
    expect(data.costTypes?.[0]).toEqual({ id: "pts", name: "pts" });
    expect(data.sharedSelectionEntries?.[0]?.sortIndex).toBeUndefined();
    expect(data.sharedSelectionEntries?.[0]?.modifiers?.[0]).toEqual({ type: "set", field: "name", value: "x" });
    expect(read.warnings.filter((w) => w.code === "empty-number").map((w) => `${w.params.element}@${w.params.attribute} line ${w.line}`)).toEqual([
      "costType@defaultCostLimit line 2",
      "selectionEntry@sortIndex line 4",
      "modifier@position line 5",
    ]);
  });

  it("in the JSON form too", () => {
    const json = JSON.stringify({ catalogue: { id: "c", name: "C", sharedSelectionEntryGroups: [{ id: "g", sortIndex: "", position: 1 }] } });
    const read = readDataFile("Knights.json", json);
    expect((read.data as CatalogueData).sharedSelectionEntryGroups?.[0]).toMatchObject({ id: "g", name: "" });
    expect(read.warnings.map((w) => w.code).sort()).toEqual(["empty-number", "missing-attribute", "unknown-attribute"]);
  });

  it("a value that is not a number at all is still refused, as is an empty one the model needs", () => {
    expect(() => readDataFile("x.cat", catalogue(`<sharedSelectionEntries><selectionEntry id="e" name="E" sortIndex="first"/></sharedSelectionEntries>`))).toThrow(/sortIndex="first"/);
    expect(() => readDataFile("x.cat", catalogue(`<sharedSelectionEntries><selectionEntry id="e" name="E"><costs><cost name="pts" typeId="pts" value=""/></costs></selectionEntry></sharedSelectionEntries>`))).toThrow(/value=""/);
  });
});

import { describe, expect, it } from "vitest";
import { linkedCatalogueIds, type LinkingCatalogue } from "./catalogue-closure";

const cat = (id: string, ...links: string[]): LinkingCatalogue => ({ id, catalogueLinks: links.map((targetId) => ({ targetId })) });

describe("linkedCatalogueIds", () => {
  const catalogues = [
    cat("space-marines", "imperium-library", "astartes-heresy"),
    cat("imperium-library", "titans-library"),
    cat("titans-library"),
    cat("astartes-heresy", "space-marines"),
    cat("titans", "imperium-library"),
    cat("orks"),
  ];

  it.each([
    ["space-marines", ["space-marines", "imperium-library", "astartes-heresy", "titans-library"]],
    ["titans", ["titans", "imperium-library", "titans-library"]],
    ["orks", ["orks"]],
    ["missing", []],
  ])("from %s reaches %j", (start, expected) => {
    expect(linkedCatalogueIds(catalogues, start)).toEqual(expected);
  });

  it("skips links to catalogues the package does not have and stops on cycles", () => {
    expect(linkedCatalogueIds([cat("a", "b", "not-installed"), cat("b", "a")], "a")).toEqual(["a", "b"]);
  });

  it("reads a catalogue without links", () => {
    expect(linkedCatalogueIds([{ id: "solo" }], "solo")).toEqual(["solo"]);
  });
});

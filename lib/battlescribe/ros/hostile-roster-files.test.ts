/** Roster files built to hurt (issue 35): each is refused with a reason, quickly, without a stack overflow. */
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { lyingZip } from "../../zip/lying-zip";
import { EngineError } from "../engine/actions";
import { rosterXmlOf } from "./open-roster-file";
import { MAX_ROSTER_SELECTIONS, parseXmlTree, XmlTreeError } from "./parse-xml-tree";

function flatRoster(selections: number): string {
  const parts: string[] = [];
  for (let i = 0; i < selections; i++) parts.push(`<selection id="s${i}" name="Archer" entryId="se-a" number="1" type="unit"/>`);
  return `<roster id="r" name="Big" gameSystemId="gs"><forces><force id="f" entryId="fe" catalogueId="c"><selections>${parts.join("")}</selections></force></forces></roster>`;
}

describe("hostile roster files", () => {
  it("stops inflating a .rosz whose entry understates its size", () => {
    // Says 4 KiB, inflates to 24 MB; the roster limit is 20 MB.
    const zip = lyingZip("big.ros", 24 * 1024 * 1024, 4096);
    const error = (() => {
      try {
        rosterXmlOf("big.rosz", zip);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).message).toMatch(/larger than 20 MB/);
  });

  it("refuses a roster of 200,000 selections while reading it", () => {
    const xml = flatRoster(200_000);
    const rosz = zipSync({ "big.ros": strToU8(xml) });
    expect(() => parseXmlTree(rosterXmlOf("big.rosz", rosz))).toThrow(XmlTreeError);
    expect(() => parseXmlTree(xml)).toThrow(`more than ${MAX_ROSTER_SELECTIONS.toLocaleString("en")} selections`);
    expect(parseXmlTree(flatRoster(MAX_ROSTER_SELECTIONS)).children[0]?.children[0]?.children[0]?.children).toHaveLength(MAX_ROSTER_SELECTIONS);
  });
});

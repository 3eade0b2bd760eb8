/**
 * A folder of files sorted into game systems before anything is read in full (issue 33,
 * classes 1, 3 and 6): several systems in one repository, two catalogues with one id, files
 * that are not game data.
 */
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { planDataSets } from "./plan-data-sets";
import { HEAD_BYTES, readFileHead, readFileHeadFromStart } from "./read-file-head";

const gst = (id: string, name: string, revision = 1) => `<?xml version="1.0" encoding="UTF-8"?>\n<gameSystem id="${id}" name="${name}" revision="${revision}" battleScribeVersion="2.03"/>`;
const cat = (id: string, name: string, system: string, revision = 1) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<!-- written by hand -->\n<catalogue id="${id}" name="${name}" revision="${revision}" battleScribeVersion="2.03" gameSystemId="${system}" library="false"/>`;

function heads(files: Record<string, string | Uint8Array>) {
  return Object.entries(files).map(([fileName, content]) => readFileHead(fileName, typeof content === "string" ? strToU8(content) : content));
}

describe("readFileHead", () => {
  it("reads the root element only, in XML, zipped XML and New Recruit's JSON", () => {
    const [xml, zipped, json] = heads({
      "Kill Team (2024).gst": gst("kt24", "Kill Team (2024) &amp; more", 9),
      "Angels of Death.catz": zipSync({ "Angels of Death.cat": strToU8(cat("aod", "Angels of Death", "kt24", 3)) }),
      "Legiones Astartes.json": JSON.stringify({ catalogue: { catalogueLinks: [{ targetId: "x" }], id: "la", name: "Legiones Astartes", revision: 12, gameSystemId: "hh3", library: true } }),
    });
    expect(xml).toEqual({ ok: true, head: { fileName: "Kill Team (2024).gst", kind: "gameSystem", id: "kt24", name: "Kill Team (2024) & more", revision: 9, library: false } });
    expect(zipped).toMatchObject({ ok: true, head: { kind: "catalogue", id: "aod", gameSystemId: "kt24", revision: 3 } });
    expect(json).toMatchObject({ ok: true, head: { kind: "catalogue", id: "la", gameSystemId: "hh3", revision: 12, library: true } });
  });

  it("says what is not game data: a repository's books.json, a tool's settings, an XML roster", () => {
    const results = heads({
      "books.json": JSON.stringify([{ title: "Liber Astartes" }]),
      "biome.json": JSON.stringify({ $schema: "https://biomejs.dev/schemas/1.9.4/schema.json" }),
      "Army.ros": `<?xml version="1.0"?><roster id="r" name="R"/>`,
    });
    expect(results.map((r) => r.ok)).toEqual([false, false, false]);
  });

  it("a damaged file is read in full, so that the error names what is wrong", () => {
    expect(() => readFileHead("Broken.cat", strToU8("<catalogue name='no id'"))).toThrow(/Broken\.cat/);
  });
});

describe("readFileHeadFromStart (an install reads only a file's first bytes to sort it)", () => {
  const start = (content: string | Uint8Array) => (typeof content === "string" ? strToU8(content) : content).subarray(0, HEAD_BYTES);

  it("answers what readFileHead answers for XML, from the first HEAD_BYTES of a file far longer", () => {
    const long = cat("aod", "Angels of Death", "kt24", 3).replace("/>", `>${"<rule id='r' name='R'/>".repeat(2000)}</catalogue>`);
    expect(long.length).toBeGreaterThan(HEAD_BYTES * 4);
    for (const [name, content] of [["Angels of Death.cat", long], ["Kill Team.gst", gst("kt24", "Kill Team", 9)], ["Army.ros", `<?xml version="1.0"?><roster id="r" name="R"/>`]] as const) {
      expect(readFileHeadFromStart(name, start(content)), name).toEqual(readFileHead(name, strToU8(content)));
    }
  });

  it("leaves to readFileHead what needs the whole file: zips, JSON, a damaged root", () => {
    expect(readFileHeadFromStart("A.catz", start(zipSync({ "A.cat": strToU8(cat("a", "A", "kt24")) })))).toBeUndefined();
    expect(readFileHeadFromStart("A.json", start(JSON.stringify({ catalogue: { id: "a", name: "A" } })))).toBeUndefined();
    expect(readFileHeadFromStart("Broken.cat", start("<catalogue name='no id'"))).toBeUndefined();
  });
});

describe("planDataSets", () => {
  it("splits a repository holding several game systems by the system each catalogue names (class 1)", () => {
    const plan = planDataSets(
      heads({
        "Kill Team (2021).gst": gst("kt21", "Kill Team (2021)"),
        "Kill Team (2024).gst": gst("kt24", "Kill Team (2024)"),
        "2021 - Veteran Guardsmen.cat": cat("vg21", "Veteran Guardsmen", "kt21"),
        "2024 - Angels of Death.cat": cat("aod24", "Angels of Death", "kt24"),
        "2024 - Legionaries.cat": cat("leg24", "Legionaries", "kt24"),
        "2018 - Orks.cat": cat("orks18", "Orks", "kt18"),
      }),
    );
    expect(plan.sets.map((s) => [s.gameSystem.name, s.catalogues.map((c) => c.name)])).toEqual([
      ["Kill Team (2021)", ["Veteran Guardsmen"]],
      ["Kill Team (2024)", ["Angels of Death", "Legionaries"]],
    ]);
    expect([...plan.orphans.entries()].map(([id, list]) => [id, list.map((c) => c.name)])).toEqual([["kt18", ["Orks"]]]);
  });

  it("keeps the higher revision of two catalogues with one id, then the file named later, and says which (class 3)", () => {
    const plan = planDataSets(
      heads({
        "T9A.gst": gst("t9a", "The 9th Age"),
        "undyingDynasties.cat": cat("same", "Undying Dynasties", "t9a", 7),
        "vampireCovenant.cat": cat("same", "Vampire Covenant", "t9a", 12),
        "The Plague.cat": cat("plague", "The Plague", "t9a", 4),
        "The_Plague.cat": cat("plague", "The Plague", "t9a", 4),
      }),
    );
    const set = plan.sets[0];
    expect(set?.catalogues.map((c) => `${c.fileName} r${c.revision}`)).toEqual(["vampireCovenant.cat r12", "The_Plague.cat r4"]);
    expect(set?.notes.map((n) => n.message)).toEqual([
      "vampireCovenant.cat and undyingDynasties.cat have the same id (same): vampireCovenant.cat (revision 12) was kept and undyingDynasties.cat (revision 7) left out.",
      "The_Plague.cat and The Plague.cat have the same id (plague): The_Plague.cat (revision 4) was kept and The Plague.cat (revision 4) left out.",
    ]);
  });

  it("prefers XML to New Recruit's JSON of the same revision", () => {
    const plan = planDataSets(
      heads({
        "HH.gst": gst("hh", "Horus Heresy"),
        "Astartes.json": JSON.stringify({ catalogue: { id: "la", name: "Legiones Astartes", revision: 5, gameSystemId: "hh" } }),
        "Astartes.cat": cat("la", "Legiones Astartes", "hh", 5),
      }),
    );
    expect(plan.sets[0]?.catalogues.map((c) => c.fileName)).toEqual(["Astartes.cat"]);
  });

  it("leaves out what is not game data, and lists it (class 6)", () => {
    const plan = planDataSets(heads({ "HH.gst": gst("hh", "Horus Heresy"), "books.json": "[]" }));
    expect(plan.sets).toHaveLength(1);
    expect(plan.notes.map((n) => n.message)).toEqual(["books.json is not game data (neither a game system nor a catalogue) and was left out."]);
  });
});

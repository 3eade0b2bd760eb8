/**
 * `validate --bs-data` reads BattleScribe data as `data:import` does (issue 33): New Recruit's
 * JSON form, stray JSON left out, a repository holding several game systems (each roster is
 * read on the one it names); a data error is one line naming the file, the line and the fix,
 * with exit code 2.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runValidate } from "./validate-rosters";

const tmp = mkdtempSync(path.join(tmpdir(), "muster-validate-bs-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runValidate(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join("\n"), err };
}

function folder(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const system = (id: string, name: string) => ({
  gameSystem: { id, name, revision: 54, costTypes: [{ id: "pts", name: "Point(s)", defaultCostLimit: 1000 }], forceEntries: [{ id: `${id}-force`, name: "Crusade" }] },
});
const catalogue = (id: string, systemId: string, points: number) => ({
  catalogue: { id, name: "Legiones Astartes", revision: 12, gameSystemId: systemId, selectionEntries: [{ id: "tac", name: "Tactical Squad", type: "unit", costs: [{ name: "Point(s)", typeId: "pts", value: points }] }] },
});
const roster = (systemId: string, catalogueId: string, points: number) => `<?xml version="1.0" encoding="UTF-8"?>
<roster id="r" name="Legion" gameSystemId="${systemId}" generatedBy="https://newrecruit.eu" xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <costs><cost name="Point(s)" typeId="pts" value="${points}"/></costs>
  <forces><force id="f" name="Crusade" entryId="${systemId}-force" catalogueId="${catalogueId}" catalogueName="Legiones Astartes">
    <selections><selection id="s" name="Tactical Squad" entryId="tac" number="1" type="unit"><costs><cost name="Point(s)" typeId="pts" value="${points}"/></costs></selection></selections>
  </force></forces>
</roster>`;

describe("validate --bs-data", () => {
  it("reads New Recruit's JSON data, leaves stray JSON out and checks each roster on the game system it names", async () => {
    const data = folder("repository", {
      "Horus Heresy 3rd Edition.json": JSON.stringify(system("hh3", "Horus Heresy 3rd Edition")),
      "Legiones Astartes.json": JSON.stringify(catalogue("la3", "hh3", 120)),
      "2022/Horus Heresy (2022).json": JSON.stringify(system("hh2", "Horus Heresy (2022)")),
      "2022/Legiones Astartes.json": JSON.stringify(catalogue("la2", "hh2", 200)),
      "raw/books.json": JSON.stringify([{ title: "Liber Astartes" }]),
    });
    writeFileSync(path.join(tmp, "third.ros"), roster("hh3", "la3", 120));
    writeFileSync(path.join(tmp, "second.ros"), roster("hh2", "la2", 200));
    const result = await run(["--bs-data", data, path.join(tmp, "third.ros"), path.join(tmp, "second.ros")]);
    expect(result.err).toEqual(["note: books.json is not game data (neither a game system nor a catalogue) and was left out."]);
    expect(result.out).toContain("third.ros: valid — Legion (Horus Heresy 3rd Edition)\n  120 Point(s)");
    expect(result.out).toContain("second.ros: valid — Legion (Horus Heresy (2022))\n  200 Point(s)");
    expect(result.code).toBe(0);
  });

  it("a data error is one line naming the file, the line and the fix: exit code 2, no stack trace", async () => {
    const data = folder("broken", {
      "Gaslands.gst": `<gameSystem id="gas" name="Gaslands"/>`,
      "Gaslands.cat": `<catalogue id="c" name="Gaslands" gameSystemId="gas">\n<catalogueLinks>\n<catalogueLink id="l" name="Sponsors" targetId="sponsors" type="catalogue"/>\n</catalogueLinks>\n</catalogue>`,
    });
    writeFileSync(path.join(tmp, "team.ros"), roster("gas", "c", 0));
    const result = await run(["--bs-data", data, path.join(tmp, "team.ros")]);
    expect(result.code).toBe(2);
    expect(result.err).toEqual([
      'Gaslands.cat: the catalogue "Gaslands" links "Sponsors" (sponsors), which is not among the files. Add the missing catalogue (it is in the same repository), or leave out the catalogue that links it.',
    ]);
  });

  it("a malformed file names its line", async () => {
    const data = folder("malformed", { "Gaslands.gst": `<gameSystem id="gas" name="Gaslands">\n<costTypes>\n</gameSystem>` });
    const result = await run(["--bs-data", data, path.join(tmp, "team.ros")]);
    expect(result.code).toBe(2);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(/^Gaslands\.gst is not well-formed XML \(line 3, column \d+\): .* Correct the XML there, or take the file again from its repository\.$/);
  });
});

import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createSaxParser, type SaxHandlers } from "./create-sax-parser";

const ROOT = path.resolve(__dirname, "../..");

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const handlerSets: SaxHandlers[] = [
  {},
  { opentag: () => undefined },
  { opentagstart: () => undefined, attribute: () => undefined, opentag: () => undefined, closetag: () => undefined, text: () => undefined, cdata: () => undefined, doctype: () => undefined, error: () => undefined },
  { error: () => undefined, text: () => undefined },
];

describe("createSaxParser", () => {
  it("gives every parser the same properties in the same order, whatever it listens to", () => {
    const shapes = handlerSets.map((handlers) => Object.keys(createSaxParser(handlers)).join(","));
    expect(new Set(shapes).size).toBe(1);
    // saxes's on() would add a property of its own if its handler names were not all set up front.
    expect(shapes[0]).toContain("attributeHandler");
  });

  it("reports the events it was given", () => {
    const seen: string[] = [];
    createSaxParser({
      opentagstart: (tag) => seen.push(`start ${tag.name}`),
      attribute: ({ name, value }) => seen.push(`${name}=${value}`),
      opentag: (tag) => seen.push(`open ${tag.name}`),
      text: (text) => seen.push(`text ${text}`),
      closetag: (tag) => seen.push(`close ${tag.name}`),
    })
      .write('<a x="1" y="2">hi</a>')
      .close();
    expect(seen).toEqual(["start a", "x=1", "y=2", "open a", "text hi", "close a"]);
  });

  it("keeps V8's fast properties and one hidden class for every parser", () => {
    const check = `
      const { createSaxParser } = await import(${JSON.stringify(path.join(__dirname, "create-sax-parser.ts"))});
      const sets = [{}, { opentag() {} }, { opentagstart() {}, attribute() {}, opentag() {}, closetag() {}, text() {}, cdata() {}, doctype() {}, error() {} }];
      const parsers = sets.map((handlers) => createSaxParser(handlers));
      console.log(JSON.stringify({ fast: parsers.map((p) => %HasFastProperties(p)), sameMap: parsers.map((p) => %HaveSameMap(p, parsers[0])) }));
    `;
    const output = execFileSync(process.execPath, ["--allow-natives-syntax", "--import", "tsx", "--input-type=module", "-e", check], { cwd: ROOT, encoding: "utf8" });
    expect(JSON.parse(output)).toEqual({ fast: [true, true, true], sameMap: [true, true, true] });
  });

  it("is the only place a saxes parser is made", () => {
    const makers = ["lib", "app", "scripts", "tests"]
      .flatMap((dir) => sourcesUnder(path.join(ROOT, dir)))
      .filter((file) => !/create-sax-parser(\.test)?\.ts$/.test(file) && /new SaxesParser\b/.test(readFileSync(file, "utf8")));
    expect(makers.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

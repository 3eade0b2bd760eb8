import { describe, expect, it } from "vitest";
import { dataImportNodeFlags, serverEnvironment, serverNodeFlags } from "./server-node-flags";
import { packageWithScripts } from "./support/package-json-fixture";

const packageWithStart = (start: string) => packageWithScripts({ start });

describe("serverNodeFlags", () => {
  it("reads the flags npm start gives the server's Node", () => {
    expect(serverNodeFlags()).toEqual(expect.arrayContaining([expect.stringMatching(/^--max-semi-space-size=\d+$/), expect.stringMatching(/^--heap-growing-percent=\d+$/)]));
  });

  it.each([
    ["tsx a.ts && node --a=1 --b node_modules/next/dist/bin/next start", ["--a=1", "--b"]],
    ["X=1 node --max-semi-space-size=4 node_modules/next/dist/bin/next start -p 3000", ["--max-semi-space-size=4"]],
  ])("takes the flags between node and Next: %s", (start, flags) => {
    expect(serverNodeFlags(packageWithStart(start))).toEqual(flags);
  });

  it.each([["next start"], ["node node_modules/next/dist/bin/next start"], ["NODE_OPTIONS=--x next start"]])("refuses a start script without them: %s", (start) => {
    expect(() => serverNodeFlags(packageWithStart(start))).toThrow(/does not start Next with node flags/);
  });
});

describe("dataImportNodeFlags", () => {
  it("reads the flags npm run data:import gives Node, which the install bench's CLI runs use", () => {
    expect(dataImportNodeFlags()).toEqual(expect.arrayContaining([expect.stringMatching(/^--max-semi-space-size=\d+$/), expect.stringMatching(/^--heap-growing-percent=\d+$/)]));
    expect(dataImportNodeFlags()).not.toContain("--import");
  });
});

describe("serverEnvironment", () => {
  it("reads the variables npm start sets for the server's Node, glibc's malloc threshold among them", () => {
    expect(serverEnvironment()).toMatchObject({ MALLOC_MMAP_THRESHOLD_: expect.stringMatching(/^\d+$/) });
    expect(serverEnvironment()).not.toHaveProperty("NEXT_TELEMETRY_DISABLED");
  });

  it.each([
    ["tsx a.ts && NEXT_TELEMETRY_DISABLED=1 A_=1 B=x node --a=1 node_modules/next/dist/bin/next start", { A_: "1", B: "x" }],
    ["node --a=1 node_modules/next/dist/bin/next start", {}],
    ["C=1 tsx a.ts && node --a=1 node_modules/next/dist/bin/next start", {}],
  ])("takes the NAME=value words right before node: %s", (start, env) => {
    expect(serverEnvironment(packageWithStart(start))).toEqual(env);
  });
});

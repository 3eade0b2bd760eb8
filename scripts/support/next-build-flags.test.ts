import { describe, expect, it } from "vitest";
import { nextBuildFlags } from "./next-build-flags";
import { packageWithScripts } from "./package-json-fixture";

const packageWithBuild = (build: string) => packageWithScripts({ build });

describe("nextBuildFlags", () => {
  it("builds the app with webpack, whose server code the routes share (next.config.js says why)", () => {
    expect(nextBuildFlags()).toContain("--webpack");
  });

  it.each([
    ["NEXT_TELEMETRY_DISABLED=1 next build --webpack", ["--webpack"]],
    ["next build", []],
    ["next build --webpack --debug", ["--webpack", "--debug"]],
    ["next build --webpack && tsx scripts/build-workers.ts", ["--webpack"]],
  ])("takes the flags after next build: %s", (build, flags) => {
    expect(nextBuildFlags(packageWithBuild(build))).toEqual(flags);
  });

  it.each([["tsc"], ["next builder"], ["next build x"]])("refuses a build script that does not run next build: %s", (build) => {
    expect(() => nextBuildFlags(packageWithBuild(build))).toThrow(/does not run `next build`/);
  });
});

import { it } from "vitest";
import { en } from "./i18n/translate";
import { readCorpusFiles } from "../tests/support/bs-corpus";
import { rootNamed } from "../tests/support/bs-battalion";
import { buildGladiusTaskForce } from "../tests/support/bs-gladius";
import { readDataSet } from "./battlescribe/xml/read-data-files";
import { createEngine } from "./battlescribe/engine/engine";
import { snapshotRoster } from "./battlescribe/engine/snapshot";
import { describeRosterError } from "./battlescribe/engine/error-words";
it("x", () => {
  const engine = createEngine(readDataSet(readCorpusFiles("bsdata/wh40k-10e"), { strictLinks: false }));
  const army = buildGladiusTaskForce(engine);
  army.option(rootNamed(army.force, "Lieutenant"), "Artificer Armour");
  for (const e of snapshotRoster(engine).errors) console.log(describeRosterError(en.t, e), e.raisedOn.kind, (e.raisedOn as any).node?.name ?? (e.raisedOn as any).name, e.constraintId, e.entryId);
});

import { describe, expect, it } from "vitest";
import { readDataSet } from "../battlescribe/xml/read-data-files";
import { en } from "../i18n/english";
import { bsEventPackSchema, checkBsAgainstPack, describeBsPackIssue, type BsEventPack } from "./bs-event-pack";

const gst = `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="gs" name="Skirmish" revision="3" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="-1.0"/></costTypes>
  <forceEntries><forceEntry id="fe" name="Warband" hidden="false"/></forceEntries>
</gameSystem>`;
const cat = (id: string) => `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="${id}" name="Faction ${id}" revision="1" gameSystemId="gs" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries><selectionEntry id="se-${id}" name="Archer" type="model" hidden="false"><costs><cost name="pts" typeId="pts" value="7"/></costs></selectionEntry></selectionEntries>
</catalogue>`;
const data = readDataSet([
  { fileName: "gs.gst", content: gst },
  { fileName: "a.cat", content: cat("cat-a") },
  { fileName: "b.cat", content: cat("cat-b") },
]);

const ros = (archers: number, { catalogueId = "cat-a", gameSystemId = "gs", ownLimit = 5 } = {}) => ({
  xml: `<?xml version="1.0" encoding="UTF-8"?><roster id="r" name="Line" battleScribeVersion="2.03" gameSystemId="${gameSystemId}" xmlns="http://www.battlescribe.net/schema/rosterSchema"><costLimits><costLimit name="pts" typeId="pts" value="${ownLimit}"/></costLimits><forces><force id="f" name="Warband" entryId="fe" catalogueId="${catalogueId}"><selections><selection id="s" name="Archer" entryId="se-${catalogueId}" number="${archers}" type="model"/></selections></force></forces></roster>`,
});

const pack = (over: Partial<BsEventPack> = {}): BsEventPack => bsEventPackSchema.parse({ format: "battlescribe", gameSystemId: "gs", ...over });

describe("checkBsAgainstPack", () => {
  it.each([
    { name: "the event's limit replaces the roster's own (5)", roster: ros(3), pack: pack({ limits: { pts: 21 } }), valid: true, totals: { pts: 21 }, problems: [] },
    { name: "over the event's limit by one", roster: ros(3), pack: pack({ limits: { pts: 20 } }), valid: false, totals: { pts: 21 }, problems: [] },
    { name: "no limit at the event: the roster's own does not count either", roster: ros(3), pack: pack(), valid: true, totals: { pts: 21 }, problems: [] },
    { name: "the pinned revision matches", roster: ros(1), pack: pack({ dataRevision: 3 }), valid: true, totals: { pts: 7 }, problems: [] },
    { name: "another revision than the pinned one", roster: ros(1), pack: pack({ dataRevision: 4 }), valid: false, totals: {}, problems: ["pack.wrongRevision"] },
    { name: "an allowed catalogue", roster: ros(1), pack: pack({ allowedCatalogues: ["cat-a"] }), valid: true, totals: { pts: 7 }, problems: [] },
    { name: "a catalogue the event does not allow", roster: ros(1, { catalogueId: "cat-b" }), pack: pack({ allowedCatalogues: ["cat-a"] }), valid: false, totals: {}, problems: ["pack.factionNotAllowed"] },
    { name: "another game system", roster: ros(1, { gameSystemId: "other" }), pack: pack(), valid: false, totals: {}, problems: ["pack.wrongGameSystem"] },
  ])("$name", ({ roster, pack: p, valid, totals, problems }) => {
    const check = checkBsAgainstPack(roster, p, data, "Skirmish");
    expect(check.valid).toBe(valid);
    expect(check.totals).toEqual(totals);
    expect(check.problems.map((q) => q.code)).toEqual(problems);
  });

  it("says the limit broken in the reader's words, from the stored problem", () => {
    const check = checkBsAgainstPack(ros(3), pack({ limits: { pts: 20 } }), data);
    expect(check.issues.map((i) => [i.code, i.severity, i.message])).toEqual([["bs.costLimit", "error", "The roster is over its pts limit by 1 pts"]]);
    const stored = JSON.parse(JSON.stringify(check.issues[0]!.bs));
    expect(describeBsPackIssue(stored, en.t)).toBe("The roster is over its pts limit by 1 pts");
    expect(check.models).toBe(3);
    expect(check.catalogueId).toBe("cat-a");
  });

  it("names the event's game system for a roster of another", () => {
    const check = checkBsAgainstPack(ros(1, { gameSystemId: "other" }), pack(), data, "Skirmish");
    expect(check.problems).toEqual([{ code: "pack.wrongGameSystem", params: { system: "other", wanted: "Skirmish" } }]);
  });
});

describe("checkBsAgainstPack totals", () => {
  it("leaves out the cost types the data hides", () => {
    const hiding = readDataSet([
      { fileName: "gs.gst", content: gst.replace('<costType id="pts" name="pts" defaultCostLimit="-1.0"/>', '<costType id="pts" name="pts" defaultCostLimit="-1.0"/><costType id="crusade" name="Crusade Points" defaultCostLimit="-1.0" hidden="true"/>') },
      { fileName: "a.cat", content: cat("cat-a") },
    ]);
    expect((hiding.gameSystem.costTypes ?? []).map((c) => [c.id, Boolean(c.hidden)])).toEqual([["pts", false], ["crusade", true]]);
    expect(checkBsAgainstPack(ros(2), pack(), hiding).totals).toEqual({ pts: 14 });
  });
});

import { describe, expect, it } from "vitest";
import { describeUnitCards } from "../exchange/unit-cards";
import { loadGameData } from "../gamedata/load-dir";
import { estimateCardHeight } from "./card-height";

const data = await loadGameData();
const roster = data.examples.find((e) => e.file === "t9a-4500.json")!.roster;
const cards = describeUnitCards(roster, data.systems.find((s) => s.id === roster.gameSystemId)!, data.catalogues.find((c) => c.id === roster.catalogueId)!);
const WIDTH = 513;
const A4_ROOM = 766;

describe("estimateCardHeight", () => {
  it("keeps every shipped card within a page, so each one prints whole", () => {
    for (const card of cards) expect(estimateCardHeight(card, WIDTH), card.name).toBeLessThan(A4_ROOM);
  });

  it("grows with what the card holds, and passes a page for a card with dozens of rules", () => {
    const [card] = cards;
    const rule = { id: "r", name: "Rule", description: "Words enough to fill most of a line of a card column. ".repeat(3) };
    const some = estimateCardHeight({ ...card!, rules: Array(5).fill(rule) }, WIDTH);
    const many = estimateCardHeight({ ...card!, rules: Array(80).fill(rule) }, WIDTH);
    expect(some).toBeGreaterThan(estimateCardHeight({ ...card!, rules: [] }, WIDTH));
    expect(many).toBeGreaterThan(A4_ROOM);
  });

  it("is higher for the same card on a narrower page", () => {
    for (const card of cards) expect(estimateCardHeight(card, 400)).toBeGreaterThanOrEqual(estimateCardHeight(card, WIDTH));
  });
});

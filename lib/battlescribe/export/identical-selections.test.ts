import { describe, expect, it } from "vitest";
import type { SelectionSnapshot } from "../engine/snapshot";
import { mergeIdenticalSelections } from "./identical-selections";

let next = 0;
function selection(name: string, number = 1, children: SelectionSnapshot[] = [], extra: Partial<SelectionSnapshot> = {}): SelectionSnapshot {
  return {
    id: `s${next++}`,
    name,
    entryId: `e-${name}`,
    type: "model",
    number,
    hidden: false,
    costs: [{ name: "pts", typeId: "pts", value: 10 * number, hidden: false }],
    children,
    profiles: [],
    rules: [],
    categories: [],
    ...extra,
  } as SelectionSnapshot;
}

const words = (list: SelectionSnapshot[]): string[] => list.map((s) => `${s.number}x ${s.name} [${s.costs[0]?.value}]${s.children.length ? ` (${words(s.children).join(", ")})` : ""}`);

describe("identical selections listed once with their number", () => {
  it.each([
    { name: "five models made one by one", input: () => [1, 2, 3, 4, 5].map(() => selection("Intercessor", 1, [selection("Bolt rifle")])), listed: ["5x Intercessor [50] (5x Bolt rifle [50])"] },
    { name: "a sergeant stays apart", input: () => [selection("Sergeant"), selection("Intercessor"), selection("Intercessor")], listed: ["1x Sergeant [10]", "2x Intercessor [20]"] },
    { name: "in the place of the first", input: () => [selection("A"), selection("B"), selection("A")], listed: ["2x A [20]", "1x B [10]"] },
    { name: "different wargear keeps them apart", input: () => [selection("Intercessor", 1, [selection("Bolt rifle")]), selection("Intercessor", 1, [selection("Grenade launcher")])], listed: ["1x Intercessor [10] (1x Bolt rifle [10])", "1x Intercessor [10] (1x Grenade launcher [10])"] },
    { name: "a name of the player's keeps it apart", input: () => [selection("Intercessor"), selection("Intercessor", 1, [], { customName: "Brother Tarn" })], listed: ["1x Intercessor [10]", "1x Intercessor [10]"] },
    { name: "numbers already counted add up", input: () => [selection("Terminator", 2), selection("Terminator", 3)], listed: ["5x Terminator [50]"] },
    { name: "nothing", input: () => [], listed: [] },
  ])("$name", ({ input, listed }) => {
    const before = input();
    const copy = JSON.stringify(before);
    expect(words(mergeIdenticalSelections(before))).toEqual(listed);
    expect(JSON.stringify(before)).toBe(copy);
  });
});

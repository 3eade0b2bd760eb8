import { describe, expect, it } from "vitest";
import { compareNames } from "./snapshot";

describe("names in list order", () => {
  it.each([
    { names: ["Unit 10", "Unit 2", "unit 3", "Alpha"], order: ["Alpha", "Unit 2", "unit 3", "Unit 10"] },
    { names: ["Gun 12", "Gun 3", "Gun 03b", "Gun"], order: ["Gun", "Gun 3", "Gun 03b", "Gun 12"] },
    { names: ["zebra", "Apple", "apple pie", ""], order: ["", "Apple", "apple pie", "zebra"] },
    { names: ["Squad 100", "Squad 99", "Squad 0100"], order: ["Squad 99", "Squad 100", "Squad 0100"] },
  ])("$order", ({ names, order }) => {
    expect([...names].sort(compareNames)).toEqual(order);
  });

  it("ignores case and leading zeros: equal names keep the order they were made in", () => {
    expect(compareNames("Intercessors", "intercessors")).toBe(0);
    expect(compareNames("Unit 2", "Unit 02")).toBe(0);
  });
});

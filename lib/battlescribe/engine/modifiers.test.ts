import { describe, expect, it } from "vitest";
import type { Modifier } from "../data-types";
import { modifyNumber, modifyText } from "./modifiers";

const change = (type: string, value: string, position?: number): Modifier => ({ type, field: "A", value, ...(position === undefined ? {} : { position }) });

describe("increment and decrement on text (New Recruit's position)", () => {
  it.each([
    { text: "D6+0", modifier: change("increment", "1", -1), times: 1, expected: "D6+1" },
    { text: "D6", modifier: change("increment", "1", -1), times: 1, expected: "D7" },
    { text: "2D6", modifier: change("increment", "1", 0), times: 1, expected: "3D6" },
    { text: "3+", modifier: change("decrement", "1", 0), times: 1, expected: "2+" },
    { text: "D6+1", modifier: change("decrement", "1", -1), times: 2, expected: "D6-1" },
    { text: "D3-1", modifier: change("increment", "1", -1), times: 1, expected: "D3+0" },
    { text: "2", modifier: change("increment", "1", -1), times: 1, expected: "3" },
    { text: "Melee", modifier: change("increment", "1", -1), times: 1, expected: "Melee" },
    { text: "D6+1", modifier: change("increment", "1", 5), times: 1, expected: "D6+1" },
    // BattleScribe (no position): a text that is not a number is left alone.
    { text: "3+", modifier: change("increment", "1"), times: 1, expected: "3+" },
    { text: "4", modifier: change("increment", "2"), times: 2, expected: "8" },
  ])("$modifier.type $modifier.value at $modifier.position on $text ×$times → $expected", ({ text, modifier, times, expected }) => {
    expect(modifyText(text, modifier, times)).toBe(expected);
  });

  it.each([
    { text: "3+", modifier: change("decrement", "1"), numbersInText: true, expected: "2+" },
    { text: "1+", modifier: change("floor", "2"), numbersInText: true, expected: "2+" },
    { text: '6"', modifier: change("multiply", "2"), numbersInText: true, expected: '12"' },
    { text: "5+", modifier: change("ceil", "4"), numbersInText: true, expected: "4+" },
    { text: "3+", modifier: change("decrement", "1"), numbersInText: false, expected: "3+" },
    { text: "-", modifier: change("increment", "1"), numbersInText: true, expected: "-" },
  ])("on data written for New Recruit ($numbersInText): $modifier.type $modifier.value on $text → $expected", ({ text, modifier, numbersInText, expected }) => {
    expect(modifyText(text, modifier, 1, numbersInText)).toBe(expected);
  });
});

describe("floor and ceil are bounds (New Recruit)", () => {
  it.each([
    { current: 3, modifier: change("floor", "2"), expected: 3 },
    { current: 1, modifier: change("floor", "2"), expected: 2 },
    { current: 0, modifier: change("floor", "1"), expected: 1 },
    { current: 150, modifier: change("ceil", "120"), expected: 120 },
    { current: 100, modifier: change("ceil", "120"), expected: 100 },
  ])("$modifier.type $modifier.value of $current → $expected", ({ current, modifier, expected }) => {
    expect(modifyNumber(current, modifier, 1)).toBe(expected);
  });
});

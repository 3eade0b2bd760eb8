import { describe, expect, it } from "vitest";
import { addDecimal, decimal, multiplyDecimal } from "./decimal";

describe("decimal costs", () => {
  it.each([
    { title: "0.1 + 0.2", got: () => addDecimal(0.1, 0.2), want: 0.3 },
    { title: "0.1 x 3", got: () => multiplyDecimal(0.1, 3), want: 0.3 },
    { title: "0.1 + 0.1 + 0.1 + 0.5", got: () => [0.1, 0.1, 0.1, 0.5].reduce(addDecimal, 0), want: 0.8 },
    { title: "1.33 x 2", got: () => multiplyDecimal(1.33, 2), want: 2.66 },
    { title: "0.3 - 0.1", got: () => addDecimal(0.3, -0.1), want: 0.2 },
    { title: "2000.1 - 2000", got: () => addDecimal(2000.1, -2000), want: 0.1 },
    { title: "12.5 x 3", got: () => multiplyDecimal(12.5, 3), want: 37.5 },
    { title: "0.125 x 3", got: () => multiplyDecimal(0.125, 3), want: 0.375 },
    { title: "1e-7 + 2e-7", got: () => addDecimal(1e-7, 2e-7), want: 3e-7 },
    { title: "a percentage", got: () => decimal((1 / 3) * 100), want: 33.3333333333333 },
  ])("$title is $want", ({ got, want }) => {
    expect(got()).toBe(want);
  });

  it("keeps whole numbers and what is not a number", () => {
    expect(addDecimal(1990, 10)).toBe(2000);
    expect(multiplyDecimal(-2, 3)).toBe(-6);
    expect(decimal(Number.NaN)).toBeNaN();
    expect(decimal(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

import { describe, expect, it } from "vitest";
import { lockMinutes, SIGN_IN_POLICY } from "./sign-in-policy";

describe("lockMinutes: growing delays", () => {
  it.each([
    // per address (or known browser): 5 allowed
    [1, SIGN_IN_POLICY.perAddress, 0],
    [4, SIGN_IN_POLICY.perAddress, 0],
    [5, SIGN_IN_POLICY.perAddress, 1],
    [6, SIGN_IN_POLICY.perAddress, 2],
    [7, SIGN_IN_POLICY.perAddress, 4],
    [10, SIGN_IN_POLICY.perAddress, 32],
    [11, SIGN_IN_POLICY.perAddress, 60],
    [50, SIGN_IN_POLICY.perAddress, 60],
    // per account, all addresses together: 20 allowed
    [19, SIGN_IN_POLICY.perAccount, 0],
    [20, SIGN_IN_POLICY.perAccount, 1],
    [21, SIGN_IN_POLICY.perAccount, 2],
    [26, SIGN_IN_POLICY.perAccount, 60],
  ])("%i wrong passwords where %i are allowed lock for %i minutes", (failures, allowed, minutes) => {
    expect(lockMinutes(failures, allowed)).toBe(minutes);
  });
});

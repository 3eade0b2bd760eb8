import { describe, expect, it } from "vitest";
import { ByteLru } from "./byte-lru";

describe("ByteLru", () => {
  it("keeps entries while their bytes fit, dropping the least recently used first", () => {
    const lru = new ByteLru<string>(10);
    lru.set("a", "A", 4);
    lru.set("b", "B", 4);
    expect(lru.get("a")).toBe("A"); // a is now the most recently used
    lru.set("c", "C", 4);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe("A");
    expect(lru.get("c")).toBe("C");
    expect(lru.bytes).toBe(8);
  });

  it("replaces an entry under the same key, counting only its new size", () => {
    const lru = new ByteLru<string>(10);
    lru.set("a", "A1", 6);
    lru.set("a", "A2", 3);
    expect(lru.get("a")).toBe("A2");
    expect(lru.bytes).toBe(3);
    expect(lru.size).toBe(1);
  });

  it("never keeps an entry larger than the whole budget, and forgets what it replaced", () => {
    const lru = new ByteLru<string>(10);
    lru.set("a", "A", 5);
    lru.set("a", "huge", 11);
    expect(lru.get("a")).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });

  it("fills exactly to the budget", () => {
    const lru = new ByteLru<number>(9);
    for (let i = 0; i < 3; i++) lru.set(String(i), i, 3);
    expect([lru.get("0"), lru.get("1"), lru.get("2")]).toEqual([0, 1, 2]);
    lru.set("3", 3, 1);
    expect(lru.get("0")).toBeUndefined();
  });
});

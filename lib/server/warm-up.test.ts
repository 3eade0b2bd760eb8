import { describe, expect, it, vi } from "vitest";
import { warmUp, warmUpUrl } from "./warm-up";

describe("the start-up warm-up request", () => {
  it("goes to /api/game-data on the origin Next listens on, in production only", () => {
    expect(warmUpUrl({ NODE_ENV: "production", __NEXT_PRIVATE_ORIGIN: "http://127.0.0.1:3300" })).toBe("http://127.0.0.1:3300/api/game-data");
    expect(warmUpUrl({ NODE_ENV: "development", __NEXT_PRIVATE_ORIGIN: "http://localhost:3000" })).toBeUndefined();
    expect(warmUpUrl({ NODE_ENV: "production" })).toBeUndefined();
    expect(warmUpUrl({ NODE_ENV: "production", __NEXT_PRIVATE_ORIGIN: "http://127.0.0.1:3300", MUSTER_WARM_UP: "off" })).toBeUndefined();
  });

  it("sends one OPTIONS request (no handler runs) in the background and ignores its failure", async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => {
      throw new Error("refused");
    });
    warmUp({ NODE_ENV: "production", __NEXT_PRIVATE_ORIGIN: "http://127.0.0.1:3300" }, send as unknown as typeof fetch);
    expect(send).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith("http://127.0.0.1:3300/api/game-data", { method: "OPTIONS" });
    vi.useRealTimers();
  });
});

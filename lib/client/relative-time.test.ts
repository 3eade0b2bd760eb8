import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

describe("relative time", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it("picks the largest unit that fits", () => {
    expect(formatRelativeTime(ago(3), now)).toBe("now");
    expect(formatRelativeTime(ago(45), now)).toBe("45 seconds ago");
    expect(formatRelativeTime(ago(5 * 60), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(2 * 3600), now)).toBe("2 hours ago");
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe("yesterday");
    expect(formatRelativeTime(ago(400 * 24 * 3600), now)).toBe("last year");
  });
});

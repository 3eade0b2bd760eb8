import { describe, expect, it } from "vitest";
import { translatorFor } from "@/lib/i18n/catalogues";
import { failureText } from "./failure-text";

describe("failureText", () => {
  const cases = [
    { name: "the server's own words win", failure: { code: "CONFLICT", status: 409, message: "changed elsewhere" }, en: "changed elsewhere" },
    { name: "no connection", failure: { code: "NETWORK", status: 0, message: "" }, en: "Muster could not reach the server. Check the connection and try again." },
    { name: "an error status with no readable body", failure: { code: "UNEXPECTED", status: 502, message: "" }, en: "The server could not do this (HTTP 502); try again in a moment." },
    { name: "a success with no readable body", failure: { code: "UNEXPECTED", status: 200, message: "" }, en: "The server answered, but its answer could not be read; try again in a moment." },
  ] as const;

  it.each(cases)("$name", ({ failure, en }) => {
    expect(failureText(translatorFor("en"), failure)).toBe(en);
  });

  it.each(["pl", "ru", "sv", "hi", "ar"] as const)("words every case in %s, not in English", (locale) => {
    for (const { failure, en } of cases.slice(1)) {
      const text = failureText(translatorFor(locale), failure);
      expect(text).not.toBe(en);
      expect(text).not.toMatch(/undefined|\{/);
    }
  });
});

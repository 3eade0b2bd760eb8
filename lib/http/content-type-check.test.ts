import { describe, expect, it } from "vitest";
import { checkRequestBodyType, isJsonMediaType } from "./content-type-check";

type Case = { name: string; headers: Record<string, string>; accepted: boolean };

describe("checkRequestBodyType", () => {
  it.each<Case>([
    { name: "JSON", headers: { "content-type": "application/json", "content-length": "2" }, accepted: true },
    { name: "JSON with charset", headers: { "content-type": "application/json; charset=utf-8" }, accepted: true },
    { name: "a +json type", headers: { "content-type": "application/merge-patch+json" }, accepted: true },
    { name: "no body, no type (fetch without body)", headers: {}, accepted: true },
    { name: "empty body, no type", headers: { "content-length": "0" }, accepted: true },
    { name: "text/plain (form enctype, fetch of a string)", headers: { "content-type": "text/plain;charset=UTF-8" }, accepted: false },
    { name: "form-encoded", headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "0" }, accepted: false },
    { name: "multipart", headers: { "content-type": "multipart/form-data; boundary=x" }, accepted: false },
    { name: "a body without a type (fetch of a Blob)", headers: { "content-length": "12" }, accepted: false },
    { name: "a chunked body without a type", headers: { "transfer-encoding": "chunked" }, accepted: false },
    { name: "json as text", headers: { "content-type": "text/json" }, accepted: false },
  ])("$name: accepted=$accepted", ({ headers, accepted }) => {
    expect(checkRequestBodyType(new Headers(headers)).accepted).toBe(accepted);
  });

  it("names the refused type without its parameters", () => {
    expect(checkRequestBodyType(new Headers({ "content-type": "multipart/form-data; boundary=secret" }))).toEqual({ accepted: false, contentType: "multipart/form-data" });
  });

  it("reads the media type case-insensitively", () => {
    expect(isJsonMediaType("Application/JSON")).toBe(true);
    expect(isJsonMediaType("application/jsonp")).toBe(false);
  });
});

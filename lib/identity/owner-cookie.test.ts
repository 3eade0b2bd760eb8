import { describe, expect, it } from "vitest";
import { createOwnerId, signOwnerId, verifyOwnerCookie } from "./owner-cookie";

const SECRET = "s".repeat(40);

describe("verifyOwnerCookie", () => {
  // An id whose signature has a character that the standard alphabet spells differently.
  let ownerId = createOwnerId();
  while (!/[-_]/.test(signOwnerId(ownerId, SECRET).split(".")[1] ?? "")) ownerId = createOwnerId();
  const signed = signOwnerId(ownerId, SECRET);
  const [, signature = ""] = signed.split(".");

  it("accepts the cookie it signed", () => {
    expect(verifyOwnerCookie(signed, SECRET)).toBe(ownerId);
  });

  it.each([
    ["padding", `${signature}=`],
    ["standard base64 alphabet", signature.replace(/-/g, "+").replace(/_/g, "/")],
    ["a stray character", `${signature}!`],
    ["a truncated signature", signature.slice(0, 42)],
    ["a different last character that decodes to the same bytes", signature.slice(0, 42) + String.fromCharCode(signature.charCodeAt(42) ^ 1)],
  ])("refuses the same signature spelled with %s", (_label, variant) => {
    expect(verifyOwnerCookie(`${ownerId}.${variant}`, SECRET)).toBeNull();
  });

  it("refuses another secret, a malformed id and an empty value", () => {
    expect(verifyOwnerCookie(signed, "t".repeat(40))).toBeNull();
    expect(verifyOwnerCookie(`short.${signature}`, SECRET)).toBeNull();
    expect(verifyOwnerCookie("", SECRET)).toBeNull();
  });
});

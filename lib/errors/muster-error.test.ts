import { describe, expect, it } from "vitest";
import { z } from "zod";
import { translatorFor } from "../i18n/catalogues";
import { en } from "../i18n/english";
import { MusterError, renderText, toErrorBody } from "./muster-error";
import { schemaProblemTexts } from "./schema-text";

const tooLong = z.strictObject({ name: z.string().max(3) }).safeParse({ name: "abcd" });
const zodText = schemaProblemTexts(tooLong.error!)[0]!;

describe("error words", () => {
  it("keep zod's own English in English and say the problem by its code elsewhere", () => {
    expect(renderText(zodText, en)).toBe(tooLong.error!.issues[0]!.message);
    expect(renderText(zodText, translatorFor("ru"))).toBe(translatorFor("ru").t("error.zod.tooBig", { origin: "string", maximum: 3 }));
  });

  it("show zod's English through a translator's own way of showing words it did not translate (the pseudo-locale marks them)", () => {
    const marked = { ...en, verbatim: (english: string) => `⟦${english}⟧` };
    expect(renderText(zodText, marked)).toBe(`⟦${tooLong.error!.issues[0]!.message}⟧`);
  });

  it("a MusterError is English in .message and in the reader's language at the edge", () => {
    const error = new MusterError("NOT_FOUND", "error.passkey.notFound");
    expect(error.message).toBe(en.t("error.passkey.notFound"));
    expect(toErrorBody(error, translatorFor("pl")).error.message).toBe(translatorFor("pl").t("error.passkey.notFound"));
    expect(toErrorBody(error, translatorFor("pl")).error.code).toBe("NOT_FOUND");
  });
});

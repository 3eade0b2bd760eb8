/**
 * The language choice through the routes: a browser's choice is a cookie, an account keeps it
 * and brings it back to another browser at sign-in, sign-up keeps the language the visitor was
 * reading, and a language Muster does not have changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

vi.mock("@/lib/db/prisma", () => import("./support/app-prisma"));

import * as locale from "../../app/api/locale/route";
import * as signIn from "../../app/api/account/sign-in/route";
import * as signUp from "../../app/api/account/sign-up/route";
import * as rosters from "../../app/api/rosters/route";
import * as exportRoute from "../../app/api/rosters/[id]/export/route";
import { translatorFor } from "../../lib/i18n/catalogues";
import type { RosterRecord } from "../../lib/schemas/roster-requests";
import { TestBrowser, createSeededDatabase } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
});
afterAll(async () => {
  await db.close();
});

const PASSWORD = "correct horse battery";

function localeCookie(browser: TestBrowser): string | undefined {
  return browser.cookie?.match(/muster-locale=(\w+)/)?.[1];
}

describe("language choice", () => {
  it("a visitor's choice is a cookie; a language Muster does not have is refused and changes nothing", async () => {
    const browser = new TestBrowser();
    expect((await browser.call(locale.POST, "POST", "/api/locale", { body: { locale: "sv" } })).status).toBe(200);
    expect(localeCookie(browser)).toBe("sv");
    const refused = await browser.call(locale.POST, "POST", "/api/locale", { body: { locale: "xx" } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { problems: { path: string }[] } }).error.problems[0]?.path).toBe("locale");
    expect(localeCookie(browser)).toBe("sv");
  });

  it("sign-up keeps the visitor's language; a choice made later follows the account to another browser", async () => {
    const laptop = new TestBrowser();
    const ru = { "accept-language": "ru-RU,ru;q=0.9" };
    expect((await laptop.call(signUp.POST, "POST", "/api/account/sign-up", { body: { email: "olga@example.com", password: PASSWORD }, headers: ru })).status).toBe(201);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email: "olga@example.com" } })).locale).toBe("ru");

    expect((await laptop.call(locale.POST, "POST", "/api/locale", { body: { locale: "ar" } })).status).toBe(200);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email: "olga@example.com" } })).locale).toBe("ar");

    const phone = new TestBrowser();
    expect(localeCookie(phone)).toBeUndefined();
    expect((await phone.call(signIn.POST, "POST", "/api/account/sign-in", { body: { email: "olga@example.com", password: PASSWORD } })).status).toBe(200);
    expect(localeCookie(phone)).toBe("ar");
  });
});

describe("exports in the reader's language", () => {
  it.each(["ru", "sv", "hi", "ar", "pl"] as const)("the text export of a roster in %s", async (chosen) => {
    const browser = new TestBrowser();
    const body = { name: "Regiments", gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard", limits: {}, exampleFile: "aof-regiments-750.json" };
    const created = (await (await browser.call(rosters.POST, "POST", "/api/rosters", { body })).json()) as RosterRecord;
    await browser.call(locale.POST, "POST", "/api/locale", { body: { locale: chosen } });
    const response = await browser.call(exportRoute.GET, "GET", `/api/rosters/${created.id}/export?format=text`, { params: { id: created.id } });
    expect(response.status).toBe(200);
    const text = await response.text();
    const tr = translatorFor(chosen);
    const english = translatorFor("en");
    expect([tr.t("status.valid"), tr.t("status.invalid")].some((status) => text.includes(status))).toBe(true);
    expect([english.t("status.valid"), english.t("status.invalid")].some((status) => text.includes(status))).toBe(false);
  });
});

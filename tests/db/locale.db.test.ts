/**
 * The language choice through the routes: a browser's choice is a cookie, an account keeps it
 * and brings it back to another browser at sign-in, sign-up keeps the language the visitor was
 * reading, and a language Muster does not have changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as locale from "../../app/api/locale/route";
import * as signIn from "../../app/api/account/sign-in/route";
import * as signUp from "../../app/api/account/sign-up/route";
import * as rosters from "../../app/api/rosters/route";
import * as exportRoute from "../../app/api/rosters/[id]/export/route";
import * as rosterRoute from "../../app/api/rosters/[id]/route";
import * as account from "../../app/api/account/route";
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

type ErrorAnswer = { error: { code: string; message: string; problems: { path: string; message: string }[] } };

describe("error messages in the reader's language", () => {
  // The same refusals, asked for by Accept-Language and by the language cookie.
  const askers: { locale: "ru" | "ar"; headers: Record<string, string> }[] = [
    { locale: "ru", headers: { "accept-language": "ru-RU,ru;q=0.9,en;q=0.5" } },
    { locale: "ar", headers: { cookie: "muster-locale=ar", "accept-language": "en" } },
  ];

  async function refusals(headers: Record<string, string>) {
    const browser = new TestBrowser();
    const read = async (response: Response) => ({ status: response.status, body: (await response.json()) as ErrorAnswer });
    const missingId = "0000000000000000000000000";
    return {
      notFound: await read(await browser.call(rosterRoute.GET, "GET", `/api/rosters/${missingId}`, { params: { id: missingId }, headers })),
      unauthorized: await read(await browser.call(account.GET, "GET", "/api/account", { headers })),
      badBody: await read(await browser.call(signUp.POST, "POST", "/api/account/sign-up", { body: { email: "not an address", password: PASSWORD, extra: 1 }, headers })),
      tooLarge: await read(await browser.call(rosters.POST, "POST", "/api/rosters", { body: `"${"x".repeat(6 * 1024 * 1024)}"`, headers })),
      unsupported: await read(await browser.call(rosters.POST, "POST", "/api/rosters", { body: "name=x", headers: { ...headers, "content-type": "text/plain" } })),
    };
  }

  it.each(askers)("a 404, a 401, a 400 with zod problems, a 413 and a 415 come back in $locale", async ({ locale: chosen, headers }) => {
    const tr = translatorFor(chosen);
    const answers = await refusals(headers);

    expect(answers.notFound.status).toBe(404);
    expect(answers.notFound.body.error.message).toBe(tr.t("error.roster.notFound"));

    expect(answers.unauthorized.status).toBe(401);
    expect(answers.unauthorized.body.error.message).toBe(tr.t("error.account.signInFirst"));

    expect(answers.badBody.status).toBe(400);
    const problems = answers.badBody.body.error.problems;
    const emailProblem = problems.find((p) => p.path === "email");
    // A schema's own message, by its key; zod's own (an unknown field), by its issue code.
    expect(emailProblem?.message).toBe(tr.t("error.schema.emailInvalid"));
    expect(problems.find((p) => p.path === "(root)")?.message).toBe(tr.t("error.zod.unrecognizedKeys", { count: 1, keys: '"extra"' }));
    const first = problems[0]!;
    expect(answers.badBody.body.error.message).toBe(tr.t("error.body.refused", { path: first.path, problem: first.message }));

    expect(answers.tooLarge.status).toBe(413);
    expect(answers.tooLarge.body.error.message).toBe(tr.t("error.body.tooLargeFor", { size: tr.t("size.megabytes", { count: 5 }) }));

    expect(answers.unsupported.status).toBe(415);
    expect(answers.unsupported.body.error.message).toBe(tr.t("http.unsupportedMediaType", { contentType: "text/plain" }));

    // None of it is the English text.
    const english = await refusals({});
    for (const kind of ["notFound", "unauthorized", "badBody", "tooLarge", "unsupported"] as const) {
      expect(answers[kind].body.error.message).not.toBe(english[kind].body.error.message);
    }
    expect(problems.map((p) => p.message)).not.toContain(english.badBody.body.error.problems.find((p) => p.path === "email")?.message);
  });

  it("without a language the messages are the English ones, word for word", async () => {
    const answers = await refusals({});
    expect(answers.notFound.body.error.message).toBe("There is no such roster in this browser's rosters.");
    expect(answers.unauthorized.body.error.message).toBe("Sign in first: this page belongs to an account.");
    expect(answers.badBody.body.error.problems.find((p) => p.path === "email")?.message).toBe("Enter an e-mail address such as name@example.com.");
    expect(answers.badBody.body.error.problems.find((p) => p.path === "(root)")?.message).toBe('Unrecognized key: "extra"');
    expect(answers.tooLarge.body.error.message).toBe("The request is larger than 5 MB, the most Muster accepts at this address; nothing was changed.");
    expect(answers.unsupported.body.error.message).toMatch(/^Muster accepts only JSON request bodies/);
  });
});

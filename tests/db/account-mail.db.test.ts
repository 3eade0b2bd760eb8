/**
 * Mail for accounts, through a local SMTP sink: the sign-up mail confirms the address; a
 * forgotten password is reset from the mail's link (every session ends, the old password stops
 * working); the answer to "forgot password" is the same for unknown addresses; links do not
 * work twice; and links never point at a host a request names (MUSTER_PUBLIC_ORIGIN decides).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as account from "../../app/api/account/route";
import * as emailRoute from "../../app/api/account/email/route";
import * as forgot from "../../app/api/account/forgot-password/route";
import * as reset from "../../app/api/account/reset-password/route";
import * as signIn from "../../app/api/account/sign-in/route";
import * as signUp from "../../app/api/account/sign-up/route";
import { verifyEmail } from "../../lib/data-access/accounts";
import type { AccountView } from "../../lib/data-access/accounts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { translatorFor } from "../../lib/i18n/catalogues";
import { TestBrowser, TEST_ORIGIN, createSeededDatabase } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;
let sink: SmtpSink;
beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
  sink = await startSmtpSink();
  vi.stubEnv("MUSTER_SMTP_URL", sink.url);
  vi.stubEnv("MUSTER_MAIL_FROM", "Muster <muster@example.org>");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await sink.close();
  await db.close();
});

const PASSWORD = "first long password";
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? "";
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe("account mail", () => {
  it("the sign-up mail confirms the address, once", async () => {
    const me = new TestBrowser();
    expect((await me.call(signUp.POST, "POST", "/api/account/sign-up", { body: { email: "new@example.com", password: PASSWORD } })).status).toBe(201);
    const mail = await sink.next("new@example.com");
    expect(mail.subject).toBe("Confirm your e-mail address for Muster");
    const link = linkIn(mail.text);
    expect(link.startsWith(`${TEST_ORIGIN}/account/verify?token=`)).toBe(true);
    const before = (await (await me.call(account.GET, "GET", "/api/account")).json()) as AccountView;
    expect(before.emailVerified).toBe(false);
    expect(await verifyEmail(tokenOf(link))).toBe(true);
    expect(((await (await me.call(account.GET, "GET", "/api/account")).json()) as AccountView).emailVerified).toBe(true);
    expect(await verifyEmail("not-a-token")).toBe(false);
  });

  it("writes the mails in the language the visitor reads", async () => {
    const ru = { "accept-language": "ru" };
    await new TestBrowser().call(signUp.POST, "POST", "/api/account/sign-up", { body: { email: "ivan@example.com", password: PASSWORD }, headers: ru });
    const welcome = await sink.next("ivan@example.com");
    expect(welcome.subject).toBe(translatorFor("ru").t("mail.verify.subject"));
    const sv = new TestBrowser("muster-locale=sv");
    expect((await sv.call(forgot.POST, "POST", "/api/account/forgot-password", { body: { email: "ivan@example.com" } })).status).toBe(202);
    const reset = await sink.next("ivan@example.com");
    expect(reset.subject).toBe(translatorFor("sv").t("mail.reset.subject"));
    expect(reset.subject).not.toBe(translatorFor("en").t("mail.reset.subject"));
  });

  it("resets a forgotten password from the mail's link: sessions end, the old password stops working", async () => {
    const laptop = new TestBrowser();
    await laptop.call(signUp.POST, "POST", "/api/account/sign-up", { body: { email: "forgetful@example.com", password: PASSWORD } });
    await sink.next("forgetful@example.com");

    const asked = await new TestBrowser().call(forgot.POST, "POST", "/api/account/forgot-password", { body: { email: "Forgetful@Example.com" } });
    expect(asked.status).toBe(202);
    const unknown = await new TestBrowser().call(forgot.POST, "POST", "/api/account/forgot-password", { body: { email: "nobody-here@example.com" } });
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual(await asked.json());

    const mail = await sink.next("forgetful@example.com");
    expect(mail.subject).toBe("Choose a new Muster password");
    expect(mail.text).toContain("works for 60 minutes");
    const token = tokenOf(linkIn(mail.text));
    expect(token.length).toBeGreaterThan(10);
    expect(sink.mails.some((m) => m.to.includes("nobody-here@example.com"))).toBe(false);

    const weak = await new TestBrowser().call(reset.POST, "POST", "/api/account/reset-password", { body: { token, newPassword: "short" } });
    expect(weak.status).toBe(400);
    expect((await new TestBrowser().call(reset.POST, "POST", "/api/account/reset-password", { body: { token, newPassword: "second long password" } })).status).toBe(204);
    // Used once: the link is spent.
    expect((await new TestBrowser().call(reset.POST, "POST", "/api/account/reset-password", { body: { token, newPassword: "third long password" } })).status).toBe(400);
    expect((await laptop.call(account.GET, "GET", "/api/account")).status).toBe(401);
    const old = await new TestBrowser().call(signIn.POST, "POST", "/api/account/sign-in", { body: { email: "forgetful@example.com", password: PASSWORD } });
    expect(old.status).toBe(401);
    const fresh = await new TestBrowser().call(signIn.POST, "POST", "/api/account/sign-in", { body: { email: "forgetful@example.com", password: "second long password" } });
    expect(fresh.status).toBe(200);
  });

  it("never puts a host a request names into a link: without MUSTER_PUBLIC_ORIGIN only a local address is trusted", async () => {
    await new TestBrowser().call(signUp.POST, "POST", "/api/account/sign-up", { body: { email: "target@example.com", password: PASSWORD } });
    await sink.next("target@example.com");
    const count = sink.mails.length;
    const spoofed = await new TestBrowser().call(forgot.POST, "POST", "/api/account/forgot-password", { body: { email: "target@example.com" }, headers: { host: "evil.example", origin: "http://evil.example", "x-forwarded-host": "evil.example" } });
    // The write guard refuses a foreign origin, or the server refuses to send: never a link to evil.example.
    expect(spoofed.status).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails.slice(count).some((m) => m.text.includes("evil.example"))).toBe(false);

    // The site's own address, as its administrator sets it; writes then come from that origin.
    vi.stubEnv("MUSTER_PUBLIC_ORIGIN", "https://muster.example.org");
    const fromSite = { origin: "https://muster.example.org", host: "muster.example.org", "x-forwarded-proto": "https" };
    expect((await new TestBrowser().call(forgot.POST, "POST", "/api/account/forgot-password", { body: { email: "target@example.com" }, headers: fromSite })).status).toBe(202);
    expect(linkIn((await sink.next("target@example.com")).text).startsWith("https://muster.example.org/account/reset-password?token=")).toBe(true);
    vi.stubEnv("MUSTER_PUBLIC_ORIGIN", "");
  });

  it("a confirmed address changes only from the link mailed to the new one", async () => {
    const me = new TestBrowser();
    expect((await me.call(signUp.POST, "POST", "/api/account/sign-up", { body: { email: "confirmed@example.com", password: PASSWORD } })).status).toBe(201);
    expect(await verifyEmail(tokenOf(linkIn((await sink.next("confirmed@example.com")).text)))).toBe(true);

    const answer = await me.call(emailRoute.POST, "POST", "/api/account/email", { body: { newEmail: "moved@example.com", password: PASSWORD } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ email: "moved@example.com", pending: true });
    const view = async () => (await (await me.call(account.GET, "GET", "/api/account")).json()) as AccountView;
    expect((await view()).email).toBe("confirmed@example.com");
    const mail = await sink.next("moved@example.com");
    expect(linkIn(mail.text).startsWith(`${TEST_ORIGIN}/account/verify?token=`)).toBe(true);
    expect(await verifyEmail(tokenOf(linkIn(mail.text)))).toBe(true);
    expect(await view()).toMatchObject({ email: "moved@example.com", emailVerified: true });
    expect((await new TestBrowser().call(signIn.POST, "POST", "/api/account/sign-in", { body: { email: "moved@example.com", password: PASSWORD } })).status).toBe(200);
  });
});

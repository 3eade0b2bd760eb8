/**
 * Accounts as a player uses them: the rosters made on a laptop move into a new account; the
 * player signs in on a phone (another browser), whose own roster moves in too, and sees both;
 * the account page lists both browsers, signs the phone out from the laptop, and the phone's
 * old cookies open nothing. Signing out leaves a fresh anonymous browser.
 */
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { en } from "../lib/i18n/english";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink";
import { ARTIFACTS_DIR, E2E_SMTP_PORT } from "./support/e2e-env";

test.use({ actionTimeout: 15_000 });

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await sink.close();
});

const PASSWORD = "a long club password";

async function makeRoster(page: Page, name: string): Promise<void> {
  await page.goto("/rosters/new?system=aof-regiments");
  await page.locator('[data-testid="use-example"][data-example="aof-regiments-750.json"]').click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  const id = page.url().split("/").pop() as string;
  const response = await page.request.get(`/api/rosters/${id}`);
  const record = (await response.json()) as { version: number; document: { name: string } };
  const renamed = await page.request.put(`/api/rosters/${id}`, { data: { document: { ...record.document, name }, version: record.version }, headers: { origin: new URL(page.url()).origin } });
  expect(renamed.ok()).toBe(true);
}

async function names(page: Page): Promise<string[]> {
  await page.goto("/rosters");
  return (await page.getByTestId("roster-link").allTextContents()).map((t) => t.trim()).sort();
}

test("a forgotten password: the mail's link opens a page that sets a new one; the sign-up mail confirms the address", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `forgetful-${Date.now()}@example.com`;
  await page.goto("/account/sign-up");
  await page.getByLabel(en.t("account.field.email")).fill(email);
  await page.getByLabel(en.t("account.field.password")).fill(PASSWORD);
  await page.getByTestId("sign-up-submit").click();
  await expect(page.getByTestId("account-notice")).toBeVisible();
  const welcome = await sink.next(email);
  await page.goto(/https?:\/\/\S+/.exec(welcome.text)?.[0] ?? "");
  await expect(page.getByTestId("verify-result")).toHaveText(en.t("account.verify.done"));
  await page.goto("/account");
  await expect(page.getByTestId("account-verified")).toHaveText(en.t("account.verified"));
  await page.getByTestId("account-sign-out").click();
  await expect(page.getByTestId("nav-sign-in")).toBeVisible();

  await page.goto("/account/sign-in");
  await page.getByRole("link", { name: en.t("account.forgot.link") }).click();
  // The sign-in page has a field with the same label: fill the forgot form's own, once it is there.
  const forgotForm = page.getByTestId("forgot-form");
  await forgotForm.getByLabel(en.t("account.field.email")).fill(email);
  await forgotForm.getByTestId("forgot-submit").click();
  await expect(page.getByTestId("forgot-status")).toHaveText(en.t("account.forgot.sent"));
  const mail = await sink.next(email);
  expect(mail.subject).toBe(en.t("mail.reset.subject"));
  await page.goto(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? "");
  await page.getByLabel(en.t("account.field.newPassword")).fill("my brand new password");
  await page.getByTestId("reset-submit").click();
  await expect(page.getByTestId("reset-done")).toContainText(en.t("account.reset.done"));
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "account-password-reset.png"), fullPage: true });
  await page.getByTestId("reset-done").getByRole("link").click();
  await page.getByLabel(en.t("account.field.email")).fill(email);
  await page.getByLabel(en.t("account.field.password")).fill("my brand new password");
  await page.getByTestId("sign-in-submit").click();
  await expect(page.getByTestId("nav-account")).toBeVisible();
});

test("sign up moves a browser's rosters in; a second browser signs in, sees them, and is signed out from the first", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `player-${Date.now()}@example.com`;
  await makeRoster(page, "Laptop list");

  await page.getByTestId("nav-sign-in").click();
  await page.getByRole("link", { name: en.t("account.signIn.toSignUp") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.t("account.signUp.title"));
  await page.getByLabel(en.t("account.field.email")).fill(email);
  await page.getByLabel(en.t("account.field.password")).fill(PASSWORD);
  await page.getByTestId("sign-up-submit").click();
  await expect(page.getByTestId("account-notice")).toHaveText(en.t("account.created", { rosters: 1 }));
  await expect(page.getByTestId("nav-account")).toBeVisible();
  expect(await names(page)).toEqual(["Laptop list"]);

  // The phone: its own roster first, then it signs in.
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await makeRoster(phone, "Phone list");
  await phone.goto("/account/sign-in");
  await phone.getByLabel(en.t("account.field.email")).fill(email.toUpperCase());
  await phone.getByLabel(en.t("account.field.password")).fill("not the password");
  await phone.getByTestId("sign-in-submit").click();
  await expect(phone.getByTestId("account-error")).toHaveText("The e-mail address or the password is not right.");
  await phone.getByLabel(en.t("account.field.password")).fill(PASSWORD);
  await phone.getByTestId("sign-in-submit").click();
  await expect(phone.getByTestId("account-notice")).toHaveText(en.t("account.moved", { rosters: 1 }));
  expect(await names(phone)).toEqual(["Laptop list", "Phone list"]);
  expect(await names(page)).toEqual(["Laptop list", "Phone list"]);
  const phoneCookies = await phoneContext.cookies();

  // The laptop's account page lists both browsers and signs the phone out.
  await page.getByTestId("nav-account").click();
  await expect(page.getByTestId("account-email")).toHaveText(en.t("account.signedInAs", { email }));
  await expect(page.getByTestId("account-session")).toHaveCount(2);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "account-page.png"), fullPage: true });
  await page.getByTestId("account-revoke").click();
  await expect(page.getByTestId("account-session")).toHaveCount(1);
  expect(await names(phone)).toEqual([]);
  await expect(phone.getByTestId("nav-sign-in")).toBeVisible();
  // Even replayed in a third browser, the phone's old cookies open nothing.
  const replay = await browser.newContext();
  await replay.addCookies(phoneCookies);
  expect(await names(await replay.newPage())).toEqual([]);
  await replay.close();
  await phoneContext.close();

  // Signing out: a fresh anonymous browser; signing in again brings the rosters back.
  await page.goto("/account");
  await page.getByTestId("account-sign-out").click();
  await expect(page.getByTestId("nav-sign-in")).toBeVisible();
  expect(await names(page)).toEqual([]);
});

/**
 * Passkeys as a player uses them, with Chromium's virtual authenticator standing in for a
 * phone's screen lock: the player adds a passkey on the account page, signs out, signs in again
 * with the passkey alone; a second browser holding the same passkey (a synced credential)
 * signs in too and sees the account's rosters; once removed, the passkey opens nothing.
 *
 * WebAuthn refuses an IP address as the site's name, so this journey uses localhost.
 */
import path from "node:path";
import { expect, test, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { en } from "../lib/i18n/english";
import { ARTIFACTS_DIR, E2E_PORT } from "./support/e2e-env";

test.use({ actionTimeout: 15_000, baseURL: `http://localhost:${E2E_PORT}` });

const PASSWORD = "a long club password";

type VirtualKey = { cdp: CDPSession; authenticatorId: string };

async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<VirtualKey> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

async function signInWithPasskey(page: Page): Promise<void> {
  await page.goto("/account/sign-in");
  await page.getByRole("button", { name: en.t("account.signIn.passkey") }).click();
}

test("a passkey added on the account page signs the player in, also on a second browser, until it is removed", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const email = `passkey-${Date.now()}@example.com`;
  const laptop = await addVirtualAuthenticator(context, page);

  await page.goto("/account/sign-up");
  await page.getByLabel(en.t("account.field.email")).fill(email);
  await page.getByLabel(en.t("account.field.password")).fill(PASSWORD);
  await page.getByTestId("sign-up-submit").click();
  await expect(page.getByTestId("nav-account")).toBeVisible();

  await page.goto("/account");
  await expect(page.getByText(en.t("account.passkeys.none"))).toBeVisible();
  await page.getByLabel(en.t("account.passkeys.field.name")).fill("Club laptop");
  await page.getByRole("button", { name: en.t("account.passkeys.add") }).click();
  await expect(page.getByTestId("account-status")).toHaveText(en.t("account.passkeys.added"));
  await expect(page.getByTestId("account-passkey")).toHaveCount(1);
  await expect(page.getByTestId("account-passkey")).toContainText("Club laptop");
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "account-passkeys.png"), fullPage: true });

  // Signed out, the passkey alone signs back in: no e-mail, no password.
  await page.getByTestId("account-sign-out").click();
  await expect(page.getByTestId("nav-sign-in")).toBeVisible();
  await signInWithPasskey(page);
  await expect(page.getByTestId("nav-account")).toBeVisible();
  await page.goto("/account");
  await expect(page.getByTestId("account-email")).toHaveText(en.t("account.signedInAs", { email }));

  // A second browser with the same (synced) credential.
  const { credentials } = await laptop.cdp.send("WebAuthn.getCredentials", { authenticatorId: laptop.authenticatorId });
  expect(credentials).toHaveLength(1);
  const phoneContext = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const phonePage = await phoneContext.newPage();
  const phone = await addVirtualAuthenticator(phoneContext, phonePage);
  await phone.cdp.send("WebAuthn.addCredential", { authenticatorId: phone.authenticatorId, credential: credentials[0]! });
  await signInWithPasskey(phonePage);
  await expect(phonePage.getByTestId("nav-account")).toBeVisible();
  await phonePage.goto("/account");
  await expect(phonePage.getByTestId("account-email")).toHaveText(en.t("account.signedInAs", { email }));
  await phonePage.getByTestId("account-sign-out").click();
  await expect(phonePage.getByTestId("nav-sign-in")).toBeVisible();

  // Removed on the laptop, the passkey no longer signs the phone in.
  await page.getByRole("button", { name: en.t("account.passkeys.removeNamed", { name: "Club laptop" }) }).click();
  await expect(page.getByTestId("account-status")).toHaveText(en.t("account.passkeys.removed"));
  await expect(page.getByText(en.t("account.passkeys.none"))).toBeVisible();
  await signInWithPasskey(phonePage);
  await expect(phonePage.getByTestId("account-error")).not.toBeEmpty();
  await expect(phonePage.getByTestId("nav-sign-in")).toBeVisible();
  await phoneContext.close();
});

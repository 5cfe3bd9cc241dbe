// Phone first: this flow runs at a phone's size; every Studio screen is checked at a desktop's
// width in screens.desktop.spec.ts (decision 014).
import type { Page } from "@playwright/test";
import { hydrated } from "../fixtures.ts";
import { expectAccessible } from "./studio-screen-checks.ts";
import { expect, ownerPassword, test } from "./studio-server.ts";

/**
 * Chromium's virtual authenticator, as a phone's or laptop's own: it keeps passkeys on the
 * device (resident keys) and verifies its user (the screen lock) without a prompt.
 */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test("the owner adds a passkey, signs in with it instead of the password, and removes it, which signs that browser out", async ({
  page,
  studio,
  pageErrors,
}) => {
  test.slow();
  // The API's answers to adding a passkey without a fresh sign-in (403) and to a wrong password
  // (401), which the browser reports in its console.
  pageErrors.allow(/^Failed to load resource: the server responded with a status of 40[13]/);
  await studio.setPassword();
  await addVirtualAuthenticator(page);
  // Passkeys need a host name: browsers refuse them at an IP address.
  const site = studio.url.replace("//127.0.0.1:", "//localhost:");

  // Without a passkey, the sign-in screen offers only the password.
  await page.goto(`${site}/studio`);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await page.getByLabel("Password").fill(ownerPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Messages" })).toBeFocused();

  // Adding one from the devices screen, named after this device unless renamed.
  await page.getByRole("link", { name: "Devices" }).click();
  await expect(page.getByRole("heading", { name: "Signed-in devices" })).toBeFocused();
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("No passkeys yet.")).toBeVisible();
  const thisDevice = (await page.getByText("(this device)").locator("..").textContent()) ?? "";
  const name = passkeys.getByLabel("Name of the new passkey");
  await expect(name).toHaveValue(thisDevice.replace(" (this device)", ""));
  await expectAccessible(page);
  await name.fill("Studio laptop");
  // Signed in a while ago: adding a passkey first asks for the password once more.
  studio.ageSessions(6 * 60_000);
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  const confirm = passkeys.getByLabel("Studio password");
  await expect(confirm).toBeFocused();
  await expectAccessible(page);
  await confirm.fill("not the password at all");
  await passkeys.getByRole("button", { name: "Confirm and add the passkey" }).click();
  await expect(passkeys.getByRole("alert")).toHaveText(
    "Sign-in failed. Check the password and try again.",
  );
  await confirm.fill(ownerPassword);
  await passkeys.getByRole("button", { name: "Confirm and add the passkey" }).click();
  await expect(page.getByRole("status")).toHaveText("The passkey “Studio laptop” is added.");
  await expect(confirm).toHaveCount(0);
  // The owner hears of it by mail.
  await expect
    .poll(() => studio.smtp.received.filter((mail) => mail.raw.includes("a passkey was added")))
    .toHaveLength(1);
  const entry = passkeys.getByRole("listitem").filter({ hasText: "Studio laptop" });
  await expect(entry).toContainText("last used never");
  await expectAccessible(page);

  // Signed out, the sign-in screen offers the passkey, which leads straight to the inbox.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const withPasskey = page.getByRole("button", { name: "Sign in with a passkey" });
  await expect(withPasskey).toBeVisible();
  await expectAccessible(page);
  await withPasskey.click();
  await expect(page.getByRole("heading", { name: "Messages" })).toBeFocused();
  await expect(page).toHaveURL(/\/studio\/messages$/);

  // The passkey's session is an ordinary one: in the devices list, and the passkey was used.
  await page.getByRole("link", { name: "Devices" }).click();
  await expect(page.getByRole("heading", { name: "Signed-in devices" })).toBeFocused();
  await expect(page.getByText("(this device)")).toBeVisible();
  await expect(entry).not.toContainText("last used never");

  // Removing it asks first, saying that this browser, which signed in with it, is signed out;
  // then it is gone, with that session, and the sign-in screen no longer offers it.
  await entry.getByRole("button", { name: "Remove the passkey Studio laptop" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove the passkey “Studio laptop”?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This browser signed in with it: you will sign in again.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Remove passkey" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    "The passkey “Studio laptop” is removed. Signed out: this browser.",
  );
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await expectAccessible(page);
  // The password still signs in, and the list has no passkey left.
  await page.getByLabel("Password").fill(ownerPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Messages" })).toBeFocused();
  await page.getByRole("link", { name: "Devices" }).click();
  await expect(passkeys.getByText("No passkeys yet.")).toBeVisible();
});

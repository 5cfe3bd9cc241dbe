// Phone first: the first start runs at a phone's size, as an artist setting up from a phone would.
import { expectAccessible } from "./studio-screen-checks.ts";
import { expect, test } from "./studio-server.ts";

/** The setup address the server wrote to its log, the last one if there were several. */
function setupAddress(lines: string[]): string {
  const addresses = lines
    .map((line) => /Studio setup: open (\S+)/.exec(line)?.[1])
    .filter((address): address is string => address !== undefined);
  const address = addresses.at(-1);
  if (!address) throw new Error(`no setup address in the log:\n${lines.join("\n")}`);
  return address;
}

test("the owner opens the setup address from the log, chooses the password and is in the Studio", async ({
  page,
  studio,
  pageErrors,
}) => {
  // The API's answer to a password it refuses, which the browser reports in its console.
  pageErrors.allow(/^Failed to load resource: the server responded with a status of 400/);
  await expect
    .poll(() => studio.logLines().some((line) => line.includes("Studio setup")))
    .toBe(true);
  // The log names the site's own address; the test opens this server's.
  const address = new URL(setupAddress(studio.logLines()));
  expect(address.pathname).toBe("/studio/setup");
  const here = `${studio.url}${address.pathname}${address.hash}`;

  // Until then, every other Studio address is unknown.
  expect((await page.request.get(`${studio.url}/studio/sign-in`)).status()).toBe(404);

  await page.goto(here);
  await expect(page.getByRole("heading", { name: "Set up your Studio" })).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("The same password again").fill("short");
  await page.getByRole("button", { name: "Set the password and open the Studio" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "The password must have at least 12 characters (it has 5).",
  );
  await page.getByLabel("Password", { exact: true }).fill("a quiet orchard at dawn");
  await page.getByLabel("The same password again").fill("a quiet orchard at dawn");
  await page.getByRole("button", { name: "Set the password and open the Studio" }).click();
  await expect(page.getByRole("heading", { name: "Messages" })).toBeFocused();
  await expect(page).toHaveURL(/\/studio\/messages$/);

  // The address works once: afterwards it is an unknown address, and the Studio is at /studio.
  const again = await page.request.get(here);
  expect(again.status()).toBe(404);
  await page.goto(`${studio.url}/studio`);
  await expect(page.getByRole("heading", { name: "Messages" })).toBeFocused();
});

test("an address copied without its code, or a wrong one, says what to do", async ({
  page,
  studio,
  pageErrors,
}) => {
  pageErrors.allow(/^Failed to load resource: the server responded with a status of 404/);
  await expect
    .poll(() => studio.logLines().some((line) => line.includes("Studio setup")))
    .toBe(true);
  await page.goto(`${studio.url}/studio/setup`);
  await expect(page.getByRole("alert")).toContainText("has no setup code after its “#”");
  await page.goto(`${studio.url}/studio/setup#${"x".repeat(43)}`);
  await page.reload();
  await expect(page.getByRole("alert")).toContainText("This setup address does not work");
  await expectAccessible(page);
});

import { type Browser, expect, type Page, test } from "@playwright/test";
import { totpCode } from "../../apps/api/test/totp.ts";
import { invitationLinkFromOutbox, linkFromOutbox } from "../staff-accounts.ts";
import { axeViolations } from "./axe.ts";
import { signIn } from "./staff-support.ts";

/** Staff accounts as their owners use them (ADR 0037): reset, second factor, sessions, invitations. */

const outbox = () => {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error("E2E_OUTBOX_DIR is not set: run through the Playwright global setup");
  return dir;
};

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** An owner invites `email` as `role` on the users page; the invitee accepts in a fresh browser context. */
async function invitedAccount(browser: Browser, owner: Page, email: string, role: string, password: string) {
  await owner.goto("/staff/users");
  await owner.getByLabel("E-mail address").fill(email);
  await owner.getByLabel("Role", { exact: true }).selectOption(role);
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByRole("status")).toContainText(`Invitation sent to ${email}`);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(await invitationLinkFromOutbox(outbox(), email));
  await page.getByLabel("Your name").fill("Account Tester");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create my account" }).click();
  return { context, page };
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("staff accounts", () => {
  test.setTimeout(180_000);

  test("a forgotten password is reset by the mailed link, which works once and signs out everywhere", async ({
    page,
    browser,
  }, info) => {
    const email = `forgetful-${info.project.name}-${Date.now()}@staff.thalassa.test`;
    await signIn(page, "owner", "/staff/users");
    const { context, page: invitee } = await invitedAccount(
      browser,
      page,
      email,
      "editor",
      "first password of mine",
    );
    await expect(invitee).toHaveURL(/\/staff$/);

    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto("/staff/sign-in");
    await stranger.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Forgot your password");
    await expectNoAxeViolations(stranger);
    await stranger.getByLabel("E-mail address").fill(email);
    await stranger.getByRole("button", { name: "Send the link" }).click();
    await expect(stranger.getByRole("status")).toContainText("If there is a staff account for that address");

    const link = await linkFromOutbox(outbox(), email, "staff-password-reset", "/staff/reset-password");
    await stranger.goto(link);
    await expectNoAxeViolations(stranger);
    await stranger.getByLabel("New password", { exact: true }).fill("second password of mine");
    await stranger.getByRole("button", { name: "Set the new password" }).click();
    await expect(stranger.getByRole("status")).toContainText("Your new password is set");

    // The session opened before the reset has ended.
    await invitee.goto("/staff");
    await expect(invitee).toHaveURL(/\/staff\/sign-in/);
    await signInWithPassword(invitee, email, "second password of mine");
    await expect(invitee).toHaveURL(/\/staff$/);

    await stranger.goto(link);
    await stranger.getByLabel("New password", { exact: true }).fill("third password of mine");
    await stranger.getByRole("button", { name: "Set the new password" }).click();
    await expect(stranger.getByRole("alert")).toContainText("not valid or has expired");
    await other.close();

    // Without JavaScript the page's own form post sets the password too: the page keeps its address
    // (and token) to this site only, so the post carries the site's origin and is accepted.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto("/staff/forgot-password");
    await noScript.getByLabel("E-mail address").fill(email);
    await noScript.getByRole("button", { name: "Send the link" }).click();
    await expect(noScript.getByRole("status")).toContainText("If there is a staff account for that address");
    // The newest reset mail for the address, once it is not the first one.
    let second = link;
    await expect
      .poll(async () => {
        second = await linkFromOutbox(outbox(), email, "staff-password-reset", "/staff/reset-password");
        return second;
      })
      .not.toBe(link);
    await noScript.goto(second);
    await noScript.getByLabel("New password", { exact: true }).fill("fourth password of mine");
    await noScript.getByRole("button", { name: "Set the new password" }).click();
    await expect(noScript.getByRole("status")).toContainText("Your new password is set");
    await plain.close();
    await context.close();
  });

  test("an hr sets up the authenticator app before anything else, then signs in with a code", async ({
    page,
    browser,
  }, info) => {
    const email = `new-hr-${info.project.name}-${Date.now()}@staff.thalassa.test`;
    const password = "hr password for this test";
    await signIn(page, "owner", "/staff/users");
    const { context, page: hr } = await invitedAccount(browser, page, email, "hr", password);
    await expect(hr).toHaveURL(/\/staff\/account\?setup=second-factor$/);
    await expect(hr.getByRole("alert")).toContainText("Set up two-step sign-in before you continue");
    await expectNoAxeViolations(hr);
    await hr.goto("/staff/inbox/job-applications");
    await expect(hr).toHaveURL(/\/staff\/account\?setup=second-factor$/);

    await hr.getByLabel("Your password").fill(password);
    await hr.getByRole("button", { name: "Set up two-step sign-in" }).click();
    const key = (await hr.locator(".staff-recovery__key code").textContent())?.replace(/\s+/g, "") ?? "";
    expect(key).toMatch(/^[A-Z2-7]+$/);
    // The same key as a QR code for the phone's camera, drawn on the server, with a text alternative.
    const qr = hr.getByRole("img", { name: /QR code of the key for your authenticator app/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect(hr.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    const recoveryCode =
      (await hr.getByRole("list", { name: "Recovery codes" }).locator("code").first().textContent()) ?? "";
    await expect(hr.getByRole("link", { name: "Download as a text file" })).toHaveAttribute(
      "download",
      "thalassa-recovery-codes.txt",
    );
    expect(recoveryCode).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    await expectNoAxeViolations(hr);
    // A mistyped code keeps the QR code, the key and the codes on screen (ADR 0059).
    await hr.getByLabel("Code from the app").fill(totpCode(key) === "000000" ? "111111" : "000000");
    await hr.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    // Beside the page's "Set up two-step sign-in before you continue", the refusal of the code.
    await expect(hr.getByRole("alert").filter({ hasText: "That code is not right" })).toBeVisible();
    await expect(qr).toBeVisible();
    await expect(hr.locator(".staff-recovery__key code")).toHaveText(key.replace(/(.{4})/g, "$1 ").trim());
    await expect(hr.getByRole("list", { name: "Recovery codes" }).locator("code").first()).toHaveText(
      recoveryCode,
    );
    // A reload during the set-up shows the same key, not a new one the app does not have.
    await hr.reload();
    await expect(hr.locator(".staff-recovery__key code")).toHaveText(key.replace(/(.{4})/g, "$1 ").trim());
    await expect(qr).toBeVisible();
    await expect(hr.getByRole("list", { name: "Recovery codes" }).locator("code").first()).toHaveText(
      recoveryCode,
    );
    await hr.getByLabel("Code from the app").fill(totpCode(key));
    await hr.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect(hr.getByRole("status")).toContainText("Two-step sign-in is on");
    await expectNoAxeViolations(hr);

    await hr.getByRole("button", { name: "Sign out" }).click();
    await signInWithPassword(hr, email, password);
    await expect(hr.getByRole("heading", { level: 1 })).toHaveText("Enter your code");
    await expectNoAxeViolations(hr);
    await hr.getByLabel("Code", { exact: true }).fill(totpCode(key) === "000000" ? "111111" : "000000");
    await hr.getByRole("button", { name: "Continue" }).click();
    await expect(hr.getByRole("alert")).toContainText("That code is not right");
    await hr.getByLabel("Code", { exact: true }).fill(totpCode(key));
    await hr.getByRole("button", { name: "Continue" }).click();
    await expect(hr).toHaveURL(/\/staff$/);

    // A recovery code instead of the app, once.
    await hr.getByRole("button", { name: "Sign out" }).click();
    await signInWithPassword(hr, email, password);
    await hr.getByLabel("Code", { exact: true }).fill(recoveryCode);
    await hr.getByRole("button", { name: "Continue" }).click();
    // The account page says how many are left and offers to move the app to a new phone.
    await expect(hr).toHaveURL(/\/staff\/account\?recovery_left=9$/);
    await expect(hr.getByRole("status")).toContainText("9 recovery codes left");
    await expect(hr.getByRole("button", { name: "Move to a new phone" })).toBeVisible();

    // The move: a new key on screen; the old phone stays in use until the new one's first code.
    await hr.locator("#replace-password").fill(password);
    await hr.getByRole("button", { name: "Move to a new phone" }).click();
    await expect(qr).toBeVisible();
    const newKey = ((await hr.locator(".staff-recovery__key code").textContent()) ?? "").replace(/\s+/g, "");
    expect(newKey).not.toBe(key);
    await hr.getByLabel("Code from the app").fill(totpCode(newKey));
    await hr.getByRole("button", { name: "Move to this phone" }).click();
    await expect(hr.getByRole("status")).toContainText("Two-step sign-in is on");
    await hr.getByRole("button", { name: "Sign out" }).click();
    await signInWithPassword(hr, email, password);
    await hr.getByLabel("Code", { exact: true }).fill(totpCode(newKey));
    await hr.getByRole("button", { name: "Continue" }).click();
    await expect(hr).toHaveURL(/\/staff$/);
    await context.close();
  });

  test("the account page lists one's sessions and signs out another device", async ({
    page,
    browser,
  }, info) => {
    const email = `traveller-${info.project.name}-${Date.now()}@staff.thalassa.test`;
    const password = "sales password for this test";
    await signIn(page, "owner", "/staff/users");
    const { context: phoneContext, page: phone } = await invitedAccount(
      browser,
      page,
      email,
      "sales",
      password,
    );
    await expect(phone).toHaveURL(/\/staff$/);
    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    await signInWithPassword(desk, email, password);
    await desk.getByRole("link", { name: "Your account" }).click();
    await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Your account");
    const sessions = desk.getByRole("region", { name: "Where you are signed in" }).getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: "This session" })).toHaveCount(1);
    await expectNoAxeViolations(desk);
    await desk.getByRole("button", { name: "Sign out all other sessions" }).click();
    await expect(desk.getByRole("status")).toHaveText("1 other session signed out.");
    await expect(sessions).toHaveCount(1);
    await phone.goto("/staff");
    await expect(phone).toHaveURL(/\/staff\/sign-in/);

    // Password change: the current one is asked for.
    await desk.getByLabel("Current password").fill("not my password at all");
    await desk.getByLabel("New password", { exact: true }).fill("a changed sales password");
    await desk.getByRole("button", { name: "Change password" }).click();
    await expect(desk.getByRole("alert")).toHaveText("That is not your current password.");
    await desk.getByLabel("Current password").fill(password);
    await desk.getByLabel("New password", { exact: true }).fill("a changed sales password");
    await desk.getByRole("button", { name: "Change password" }).click();
    await expect(desk.getByRole("status")).toContainText("Your password is changed");
    await phoneContext.close();
    await deskContext.close();
  });

  test("an owner re-sends and withdraws an invitation from the users list", async ({ page }, info) => {
    const email = `maybe-${info.project.name}-${Date.now()}@staff.thalassa.test`;
    await signIn(page, "owner", "/staff/users");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const firstLink = await invitationLinkFromOutbox(outbox(), email);
    const row = page
      .getByRole("region", { name: "Open invitations" })
      .getByRole("listitem")
      .filter({ hasText: email });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: /Send again/ }).click();
    await expect(page.getByRole("status")).toContainText("the old link no longer works");
    await expect.poll(() => invitationLinkFromOutbox(outbox(), email)).not.toBe(firstLink);
    await row.getByRole("button", { name: /Withdraw/ }).click();
    await expect(page.getByRole("status")).toContainText("Invitation withdrawn");
    await expect(row).toHaveCount(0);
    await page.goto(await invitationLinkFromOutbox(outbox(), email));
    await page.getByLabel("Your name").fill("Too Late");
    await page.getByLabel("Password").fill("a password that is long");
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByRole("alert")).toContainText("not valid");
  });
});

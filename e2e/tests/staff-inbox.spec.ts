import { expect, test } from "@playwright/test";
import { firstLiveJob, uniqueEmail } from "./forms-support.ts";
import { signIn, staffApiCall, staffCookieHeader } from "./staff-support.ts";
import { openPage } from "./support.ts";

const CV = Buffer.concat([Buffer.from("%PDF-1.4\n% staff inbox CV\n%%EOF\n")]);

test("sales sees a catering enquiry sent through the public form, and marks it handled", async ({ page }) => {
  const email = uniqueEmail("staff-inbox-catering");
  await openPage(page, "/forms/catering?modal=catering");
  const dialog = page.getByRole("dialog", { name: "Catering enquiry" });
  await dialog.getByLabel("Name").fill("Andreas Ioannou");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Phone").fill("+357 99 765432");
  await dialog.getByLabel("Required Date").fill("2027-06-12");
  await dialog.getByLabel("Location").fill("Paphos harbour");
  await dialog.getByLabel("Additional Notes").fill("Meze for 60 guests");
  await dialog.getByLabel(/Terms and Conditions/).check();
  await dialog.getByRole("button", { name: "Send enquiry" }).click();
  await expect(dialog.getByRole("heading", { name: "Thank you for your enquiry!" })).toBeVisible();

  await signIn(page, "sales", "/staff/inbox/catering");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catering enquiries");
  const card = page.getByRole("article").filter({ hasText: email });
  await expect(card).toBeVisible();
  await expect(card.getByText("Meze for 60 guests")).toBeVisible();
  // A reply from the card goes to the enquirer and stays on the item for colleagues.
  await card.getByText("Reply by e-mail").click();
  await expect(card.getByLabel("Subject")).toHaveValue("Your catering enquiry");
  await card.getByLabel("Message").fill("Dear Andreas, we can cater on 12 June.");
  await card.getByRole("button", { name: "Send reply" }).click();
  await expect(card.getByRole("status")).toHaveText(`Reply sent to ${email}.`);
  await expect(card.getByRole("list", { name: "Replies sent" })).toContainText(
    /^Replied by \S+ on .+: “Your catering enquiry”$/,
  );
  await expect(card.getByLabel("Message")).toBeHidden();
  await card.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as handled.");
  await expect(page.getByRole("article").filter({ hasText: email })).toHaveCount(0);
  // Undo puts it back among the new ones; marked again, it stays handled.
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as new again.");
  await expect(page.getByRole("article").filter({ hasText: email })).toBeVisible();
  await card.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as handled.");
  await expect(page.getByRole("article").filter({ hasText: email })).toHaveCount(0);
  // The CSV of the inbox, as the link downloads it, holds the enquiry in a spreadsheet's shape.
  const csvUrl = new URL(
    (await page.getByRole("link", { name: "Download CSV" }).getAttribute("href")) ?? "",
    page.url(),
  );
  csvUrl.searchParams.set("status", "handled");
  csvUrl.searchParams.set("q", email);
  const csv = await page.request.get(csvUrl.toString());
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.csv"$/);
  const text = (await csv.body()).toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text).toContain(email);
  expect(text).toContain("'+357 99 765432");
  await page.getByLabel("Search", { exact: true }).fill(email);
  await page.getByLabel("Status").selectOption("handled");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/status=handled/);
  await expect(page.getByRole("article").filter({ hasText: email })).toContainText(/handled by sales@/);
});

test("hr downloads an applicant's CV as an attachment; an editor gets 403, from the site and the API", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("staff-inbox-cv");
  const job = await firstLiveJob();
  await openPage(page, `/forms/job-application?job=${job.id}&modal=apply`);
  const dialog = page.getByRole("dialog", { name: `Apply for ${job.job_title}` });
  await dialog.getByLabel("Name").fill("Christina Pavlou");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("+357 96 222222");
  await dialog.getByRole("radio", { name: "Yes" }).check();
  await dialog
    .getByLabel("CV")
    .setInputFiles({ name: "Christina Pavlou CV.pdf", mimeType: "application/pdf", buffer: CV });
  await dialog
    .getByLabel("Work Permit")
    .setInputFiles({ name: "permit.pdf", mimeType: "application/pdf", buffer: CV });
  await dialog.getByLabel(/Terms and Conditions/).check();
  await dialog.getByRole("button", { name: "Submit application" }).click();
  await expect(dialog.getByRole("heading", { name: /Thank you/ })).toBeVisible();

  await signIn(page, "hr", "/staff/inbox/job-applications");
  const card = page.getByRole("article").filter({ hasText: email });
  await expect(card).toBeVisible();
  const link = card.getByRole("link", { name: /Download CV/ });
  const href = (await link.getAttribute("href")) ?? "";
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(Buffer.from(await answer.body()).equals(CV)).toBe(true);

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signIn(editor, "editor");
  const refused = await editor.request.get(href);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toBe("Your role (editor) may not download application files.");
  const apiPath = href.replace(/^\/staff\//, "staff/");
  const fromApi = await staffApiCall("GET", apiPath, { cookie: await staffCookieHeader(editor) });
  expect(fromApi.status).toBe(403);
  expect((fromApi.body as { message: string }).message).toMatch(/^Your role \(editor\) may not /);
  await editorContext.close();
});

test("sales exports newsletter subscribers as CSV", async ({ page }) => {
  await signIn(page, "sales", "/staff/inbox/newsletter");
  const answer = await page.request.get("/staff/inbox/newsletter.csv");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(answer.headers()["content-type"]).toMatch(/text\/csv/);
});

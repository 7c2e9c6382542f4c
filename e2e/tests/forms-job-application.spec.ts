import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectFocusTrapped, firstLiveJob, uniqueEmail, waitForMail } from "./forms-support.ts";
import { openPage } from "./support.ts";

const pdf = (name: string, size = 0) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.4\n%%EOF\n"), Buffer.alloc(size, 0x20)]),
});

async function openApplication(page: Page) {
  const job = await firstLiveJob();
  await openPage(page, `/forms/job-application?job=${job.id}&modal=apply`);
  const dialog = page.getByRole("dialog", { name: `Apply for ${job.job_title}` });
  await expect(dialog).toBeVisible();
  return { job, dialog };
}

async function fillValid(dialog: Locator, email: string) {
  await dialog.getByLabel("Name").fill("Maria Christou");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("+357 96 111111");
  await dialog.getByRole("radio", { name: "Yes" }).check();
  await dialog.getByLabel("CV").setInputFiles(pdf("Maria Christou CV.pdf"));
  await dialog.getByLabel("Work Permit").setInputFiles(pdf("permit.pdf"));
  await dialog.getByLabel(/Terms and Conditions/).check();
}

test.describe("job application with JavaScript", () => {
  test("Yes/No toggle, messages, file rules, thank-you; the team mail links to the staff inbox and attaches no file", async ({
    page,
  }) => {
    const { dialog } = await openApplication(page);
    const submit = dialog.getByRole("button", { name: "Submit application" });
    await expect(submit).toBeHidden();
    await expect(dialog.getByLabel("Work Permit")).toBeHidden();

    await dialog.getByRole("radio", { name: "No" }).check();
    await expect(
      dialog.getByText("Sorry, unfortunately you cannot proceed with the application."),
    ).toBeVisible();
    await expect(submit).toBeHidden();

    await dialog.getByRole("radio", { name: "Yes" }).check();
    await expect(
      dialog.getByText("Sorry, unfortunately you cannot proceed with the application."),
    ).toBeHidden();
    await expect(dialog.getByLabel("Work Permit")).toBeVisible();
    await submit.click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Phone is required",
      "CV is required",
      "Work Permit is required",
      "Terms and Conditions are required",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel("Name")).toBeFocused();

    // Type by name, in the browser; size over 2 MB.
    await dialog
      .getByLabel("CV")
      .setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(
      dialog.getByText(
        "File type is not allowed. Please upload a file of type jpg, png, jpeg, pdf, doc, docx.",
        { exact: true },
      ),
    ).toBeVisible();
    await dialog.getByLabel("CV").setInputFiles(pdf("big.pdf", 2 * 1024 * 1024));
    await expect(dialog.getByText("File size exceeds 2MB.", { exact: true })).toBeVisible();

    // A text file named .pdf passes the browser's check by name; the API checks the content.
    const email = uniqueEmail("applicant");
    await fillValid(dialog, email);
    await dialog
      .getByLabel("CV")
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") });
    await submit.click();
    await expect(
      dialog
        .getByText("File type is not allowed. Please upload a file of type jpg, png, jpeg, pdf, doc, docx.")
        .first(),
    ).toBeVisible();
    await expect(dialog.getByLabel("CV")).toBeFocused();

    await dialog.getByLabel("CV").setInputFiles(pdf("Maria Christou CV.pdf"));
    await submit.click();
    await expect(dialog.getByRole("heading", { name: "Thank you for applying!" })).toBeVisible();

    const team = await waitForMail("application-team", email);
    expect(team.text).toContain("To: careers@");
    // The files stay in the site's store: the mail links to the staff inbox (hr and owner).
    expect(team.text).not.toMatch(/filename|multipart\/|Content-Disposition/i);
    expect(team.text).toContain("Open the application in the staff area (hr and owner):");
    expect(team.text).toMatch(/\/staff\/inbox\/job-applications#item-\d+/);
    await waitForMail("application-confirmation", email);
  });

  test("keyboard: focus trapped over the revealed fields, Escape closes", async ({ page }) => {
    const { dialog } = await openApplication(page);
    await dialog.getByRole("radio", { name: "Yes" }).check();
    await expectFocusTrapped(page, dialog, 20);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("job application without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the toggle works in CSS; a plain multipart post stores the application", async ({ page }) => {
    const { dialog } = await openApplication(page);
    await dialog.getByRole("radio", { name: "No" }).check();
    await expect(
      dialog.getByText("Sorry, unfortunately you cannot proceed with the application."),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit application" })).toBeHidden();
    await dialog.getByRole("radio", { name: "Yes" }).check();
    await dialog.getByLabel("Name").fill("Kostas");
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByText("CV is required", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Work Permit is required", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Kostas");
    await expect(dialog.getByRole("radio", { name: "Yes" })).toBeChecked();

    const email = uniqueEmail("applicant-nojs");
    await fillValid(dialog, email);
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you for applying!" })).toBeVisible();
    await waitForMail("application-team", email);
  });

  test("a post over the site's size limit is refused without being buffered, with a clear message", async ({
    page,
  }) => {
    const { dialog } = await openApplication(page);
    await dialog.getByRole("radio", { name: "Yes" }).check();
    await dialog.getByLabel("CV").setInputFiles(pdf("cv.pdf", 3 * 1024 * 1024));
    await dialog.getByLabel("Work Permit").setInputFiles(pdf("permit.pdf", 3 * 1024 * 1024));
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "The form is too large to send: each file may be up to 2 MB.",
    );
  });
});

import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { inviteStaffAccount, type TestRole } from "../staff-accounts.ts";
import { axeViolations } from "./axe.ts";
import { signIn, staffCookieHeader } from "./staff-support.ts";

/*
 * The staff interface in Greek (ADR 0065). An editor and an owner of their own (the shared test
 * accounts stay English, as the other staff tests, running beside this one, read English) choose
 * Greek on their account page and walk the translated screens; then English again.
 */

/** Latin-script words the Greek chrome may show: the brand, file kinds, language codes, devices. */
const LATIN_ALLOWED = new Set([
  "Thalassa",
  // The brand's mark beside its name in the header.
  "T",
  "CSV",
  "PDF",
  "catering",
  "e-mail",
  "EL",
  "RU",
  "English",
  "Chrome",
  "Chromium",
  "HeadlessChrome",
  "Linux",
  "Windows",
  "macOS",
  "Android",
  "iOS",
  "Firefox",
  "Safari",
  "Edge",
]);

/**
 * The interface text this work translated, not the names and content around it (item titles,
 * brand names in a select's options): the frame, the page header, headings, labels, buttons,
 * notes, badges and paging (an inbox item's field names, "dt", are not translated yet).
 */
const CHROME = [
  ".skip-link",
  ".staff-header",
  ".staff-nav",
  ".staff-page-header",
  "main section > h2",
  "main summary",
  // A user's or invitation's row names a person in its labels and buttons, and a media row its file
  // and the content using it: left out.
  "main label:not(.staff-user *)",
  "main legend",
  "main button:not(.staff-user *, .staff-media *)",
  "main .staff-field__help",
  ".staff-filters__hint",
  ".staff-note:not(.staff-media *)",
  ".staff-badge:not(.staff-user *)",
  ".staff-list__date",
  ".staff-tile",
  ".staff-pager",
  ".staff-empty",
  ".staff-list-total",
  ".staff-alert",
].join(", ");

/** The Latin-script words of the translated chrome that are not allowed names. */
async function englishInChrome(page: Page): Promise<string[]> {
  const texts = await page.locator(CHROME).evaluateAll((elements) =>
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered is what is checked (a `<template>` or hidden element's text is not shown)
    elements.map((element) => (element as HTMLElement).innerText ?? ""),
  );
  // An address is a name, not interface text ("To eleni@example.com. The reply is kept…").
  const words = texts.flatMap((text) => text.replace(/\S+@\S+/g, " ").match(/[A-Za-z][A-Za-z-]*/g) ?? []);
  return [...new Set(words.filter((word) => !LATIN_ALLOWED.has(word)))];
}

/** A context signed in as a new account of `role` with a Greek name, invited by the shared owner. */
async function ownAccount(page: Page, context: BrowserContext, role: TestRole, name: string) {
  await signIn(page, "owner");
  const ownerCookie = await staffCookieHeader(page);
  const width = test.info().project.name;
  const account = {
    email: `greek-${role}-${width}-${Date.now()}@staff.thalassa.test`,
    password: `greek-${role}-password-for-tests`,
    name,
  };
  const made = await inviteStaffAccount(
    process.env.E2E_BASE_URL!,
    process.env.E2E_OUTBOX_DIR!,
    ownerCookie,
    role,
    account,
  );
  await context.clearCookies();
  const url = process.env.E2E_BASE_URL!;
  await context.addCookies(
    made.cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    }),
  );
}

async function chooseLanguage(page: Page, current: RegExp, choice: string, save: string) {
  await page.goto("/staff/account");
  await page.getByRole("group", { name: current }).getByRole("radio", { name: choice }).check();
  await page.getByRole("button", { name: save }).click();
}

/** Each page: Greek <html lang>, its Greek heading, no English in its chrome, nothing for axe. */
async function walkInGreek(page: Page, pages: [string, string][]) {
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(/ · Thalassa, χώρος προσωπικού$/);
    expect(await englishInChrome(page), path).toEqual([]);
    expect(await axeViolations(page), path).toEqual([]);
  }
}

async function greekAndBack(page: Page, pages: [string, string][], navigation: string[]) {
  await chooseLanguage(page, /Interface language/, "Ελληνικά", "Save language");
  await expect(page.getByRole("status")).toContainText("Η γλώσσα περιβάλλοντος αποθηκεύτηκε.");
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await page.reload();
  await expect(page.getByRole("radio", { name: "Ελληνικά" })).toBeChecked();

  await walkInGreek(page, pages);
  const nav = page.getByRole("navigation", { name: "Χώρος προσωπικού" });
  for (const link of navigation) await expect(nav.getByRole("link", { name: link })).toBeAttached();

  await chooseLanguage(page, /Γλώσσα περιβάλλοντος/, "English", "Αποθήκευση γλώσσας");
  await expect(page.getByRole("status")).toContainText("Your interface language is saved.");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
  await expect(page).toHaveTitle("Your account · Thalassa staff");
  await page.goto("/staff");
  await expect(
    page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Overview" }),
  ).toBeAttached();
}

test("an editor chooses Greek, walks the staff screens in Greek, and English again", async ({
  page,
  context,
}) => {
  await ownAccount(page, context, "editor", "Ελένη Κωνσταντίνου");
  await greekAndBack(
    page,
    [
      ["/staff", "Καλώς ήρθατε, Ελένη"],
      ["/staff/account", "Ο λογαριασμός σας"],
      ["/staff/content/news", "Νέα"],
      ["/staff/content/events", "Εκδηλώσεις"],
      ["/staff/content/jobs", "Θέσεις εργασίας"],
      ["/staff/media", "Βιβλιοθήκη πολυμέσων"],
    ],
    ["Επισκόπηση", "Νέα", "Εκδηλώσεις", "Βιβλιοθήκη πολυμέσων"],
  );
});

test("an owner chooses Greek, walks the staff screens, inboxes and users in Greek, and English again", async ({
  page,
  context,
}) => {
  await ownAccount(page, context, "owner", "Ανδρέας Χριστοδούλου");
  await greekAndBack(
    page,
    [
      ["/staff", "Καλώς ήρθατε, Ανδρέας"],
      ["/staff/account", "Ο λογαριασμός σας"],
      ["/staff/inbox/catering", "Αιτήματα catering"],
      ["/staff/inbox/gift-card-orders", "Παραγγελίες δωροκαρτών"],
      ["/staff/users", "Χρήστες και προσκλήσεις"],
    ],
    ["Επισκόπηση", "Χρήστες και προσκλήσεις", "Αρχείο ενεργειών", "Αιτήσεις εργασίας"],
  );
});

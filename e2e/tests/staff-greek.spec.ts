import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { chooseLanguage, englishInChrome, ownAccount } from "./staff-greek-support.ts";

/*
 * The staff interface in Greek (ADR 0065). An editor and an owner of their own (the shared test
 * accounts stay English, as the other staff tests, running beside this one, read English) choose
 * Greek on their account page and walk the translated screens; then English again.
 */

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

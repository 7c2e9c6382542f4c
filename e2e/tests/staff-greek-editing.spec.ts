import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { chooseLanguage, englishInChrome, LATIN_ALLOWED, ownAccount } from "./staff-greek-support.ts";
import { openFold } from "./staff-support.ts";
import { waitForHydration, watchHydration } from "./support.ts";

/*
 * The content editing screens in Greek (ADR 0065). An editor of their own (the shared accounts
 * stay English, as the other staff tests read English) chooses Greek, then opens every content
 * type the staff navigation lists: its new form and an existing item's, each in Greek, with a fold
 * and the revisions open, and nothing for axe; then saves one and has one field refused.
 */

/**
 * The interface text of an edit page, not the content in it: item titles, names and the words of
 * a slide or a dish in a fold's summary, brands in a select, a page's address, and the menu tools
 * (not translated yet).
 */
const EDIT_CHROME = [
  ".skip-link",
  ".staff-header",
  ".staff-nav",
  ".staff-page-header .staff-eyebrow",
  ".staff-page-header .staff-badge",
  "main h2:not(.staff-menu-tools *)",
  ".staff-translation h3",
  ".staff-fold--list > summary",
  "main label:not(.staff-menu-tools *, .staff-media-picker__choice *)",
  "main legend:not(.staff-menu-tools *)",
  "main button:not(.staff-menu-tools *, .staff-media-picker__choice)",
  "main .staff-field__help:not(.staff-menu-tools *)",
  "main .staff-note:not(.staff-menu-tools *, .staff-media-picker__choice *, .staff-meta-preview__notes)",
  // Page meta's notes, but the page's address.
  ".staff-meta-preview__notes > li:not(:last-child)",
  ".staff-translation__label",
  ".staff-action-bar",
  ".staff-revisions > h2",
  ".staff-revisions > p",
  ".staff-revisions th[scope=col]",
  ".staff-preview > p",
].join(", ");

/**
 * Besides the frame's names: language codes beside a translation's name, video formats, the
 * services a field is for, and the examples help texts give of what to type.
 */
const EDIT_ALLOWED = new Set([
  ...LATIN_ALLOWED,
  "el",
  "ru",
  "px",
  // "MP4" as the word check splits it.
  "MP",
  "WebM",
  "WhatsApp",
  "Google",
  "summer-menu-",
  "about",
]);

/** The content types of the staff navigation, as the editor sees them: [address, name]. */
async function contentSections(page: Page): Promise<[string, string][]> {
  await page.goto("/staff");
  const links = page
    .getByRole("navigation", { name: "Χώρος προσωπικού" })
    .locator('a[href^="/staff/content/"]');
  return links.evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute("href") ?? "", (element.textContent ?? "").trim()]),
  ) as Promise<[string, string][]>;
}

/** An edit page in Greek: lang, title, section, no English chrome, a fold and the revisions, axe. */
async function checkEditPage(page: Page, section: string, what: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await expect(page).toHaveTitle(/ · Thalassa, χώρος προσωπικού$/);
  await expect(page.locator(".staff-page-header .staff-eyebrow")).toHaveText(section);
  await waitForHydration(page);
  const fold = page.locator("#content-form details > summary").first();
  if ((await fold.count()) > 0) {
    await openFold(page, ((await fold.textContent()) ?? "").trim());
  }
  const revisions = page.getByRole("region", { name: /^Εκδόσεις \(\d+\)$/ });
  if (what === "edit") {
    await expect(revisions).toBeVisible();
    const compare = revisions.getByRole("link", { name: /^Σύγκριση με τώρα/ }).first();
    if ((await compare.count()) > 0) {
      await compare.click();
      await expect(revisions.getByRole("heading", { level: 3 })).toContainText("σε σύγκριση με τώρα");
    }
  } else {
    await expect(revisions).toHaveCount(0);
  }
  // Soft: every page is checked, and the test names each one that fails.
  expect.soft(await englishInChrome(page, EDIT_CHROME, EDIT_ALLOWED), page.url()).toEqual([]);
  // axe from the top of the page, as the English pages are checked: scrolled down to a long revision
  // comparison (below the form and its preview), the preview's "View on site" can be half past the
  // window's top edge, and axe then counts only its part in view as its size (target-size), so the
  // verdict would depend on how long another test's story is.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect.soft(await axeViolations(page), page.url()).toEqual([]);
}

test("an editor opens every content type's new and edit forms in Greek", async ({ page, context }) => {
  test.setTimeout(600_000);
  await watchHydration(page);
  await ownAccount(page, context, "editor", "Μαρία Ιωάννου");
  await chooseLanguage(page, /Interface language/, "Ελληνικά", "Save language");
  await expect(page.getByRole("status")).toContainText("Η γλώσσα περιβάλλοντος αποθηκεύτηκε.");

  const sections = await contentSections(page);
  // The editor's content: news, events, jobs, blocks, brands, community, menus, PDFs, page meta.
  expect(sections.length).toBeGreaterThanOrEqual(8);
  for (const [path, section] of sections) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(section);
    const add = page.locator(`a[href="${path}/new"]`);
    // Page blocks belong to the pages: there is no new one to add.
    if (!path.endsWith("/blocks")) {
      await add.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Νέα καταχώριση: /);
      await checkEditPage(page, section, "new");
      await page.goto(path);
    }
    // The list's last item is the demo's: the newest may be another spec's, saved while this one reads it.
    const item = page.locator(".staff-list__link").last();
    await expect(item, `${path} has an item`).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`${path}/[^/]+$`));
    await checkEditPage(page, section, "edit");
  }

  // The home page's hero block, with its slides.
  await page.goto("/staff/content/blocks");
  await page.locator('[aria-labelledby="page-home"] .staff-list__link', { hasText: "Top banner" }).click();
  await checkEditPage(page, "Ενότητες σελίδων", "edit");
});

test("an editor saves a news story in Greek and has a link refused in Greek", async ({
  page,
  context,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  await watchHydration(page);
  await ownAccount(page, context, "editor", "Νίκος Γεωργίου");
  await chooseLanguage(page, /Interface language/, "Ελληνικά", "Save language");
  await expect(page.getByRole("status")).toContainText("Η γλώσσα περιβάλλοντος αποθηκεύτηκε.");

  await page.goto("/staff/content/news/new");
  await waitForHydration(page);
  await page.getByLabel("Τίτλος", { exact: true }).fill(`Βραδιά στο λιμάνι ${stamp}`);
  await page.getByLabel("Διεύθυνση στο διαδίκτυο", { exact: true }).fill(`greek-evening-${stamp}`);
  const text = page.getByRole("textbox", { name: "Περιγραφή", exact: true });
  await text.fill("Φανάρια σε όλο το μήκος της προβλήτας.");

  await page.getByRole("button", { name: "Αποθήκευση ως πρόχειρο" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Αποθηκεύτηκε" })).toHaveText(
    "Αποθηκεύτηκε ως πρόχειρο. Ο ιστότοπος δεν δείχνει τα πρόχειρα.",
  );
  const editPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ΠΡΟΧΕΙΡΟ");
  const revisions = page.getByRole("region", { name: "Εκδόσεις (1)" });
  await expect(revisions.getByRole("listitem")).toContainText("Νίκος Γεωργίου: Δημιουργία ως πρόχειρο");
  expect(await englishInChrome(page, EDIT_CHROME, EDIT_ALLOWED)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // The link button checks the address itself, before anything is sent, and says why in Greek.
  await waitForHydration(page);
  await text.selectText();
  const toolbar = page.getByRole("toolbar", { name: "Περιγραφή: μορφοποίηση" });
  await toolbar.getByRole("button", { name: "Σύνδεσμος" }).click();
  const address = page.getByLabel("Διεύθυνση συνδέσμου");
  await address.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Προσθήκη συνδέσμου" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Χρησιμοποιήστε διεύθυνση που αρχίζει με https://, http://, mailto:, tel:, / (σελίδα αυτού του ιστότοπου) ή # (σημείο σε αυτή τη σελίδα).",
  );
  await expect(address).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Ακύρωση" }).click();
  await deleteContentItemInGreek(page, editPath);
});

/** The story removed again, so the shared news list keeps the demo's newest story first. */
async function deleteContentItemInGreek(page: Page, editPath: string) {
  await page.goto(editPath);
  await page.getByRole("button", { name: "Διαγραφή: είδηση" }).click();
  await expect(page).toHaveURL(/[?&]deleted=1/);
}

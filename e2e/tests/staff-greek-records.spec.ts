import { expect, type Page, test } from "@playwright/test";
import { staffContentTypes, staffInboxKinds } from "@thalassa/contract/staff";
import { axeViolations } from "./axe.ts";
import { personWithRecords } from "./forms-support.ts";
import { chooseLanguage, englishInChrome, ownAccount } from "./staff-greek-support.ts";
import { signIn } from "./staff-support.ts";
import { waitForHydration, watchHydration } from "./support.ts";

/*
 * Every staff page an owner reaches from the navigation, in both interface languages (ADR 0065):
 * an owner of its own set to Greek, and the shared owner in English. Each page has the language's
 * `<html lang>` and title, nothing for axe, and in Greek no English word in its translated chrome.
 * The content edit forms are left out (their translation is other work), except the menu tools
 * beside a menu's form, whose own chrome is checked.
 */

type Language = "el" | "en";

const WORDS = {
  el: {
    titleEnd: / · Thalassa, χώρος προσωπικού$/,
    found: "Εύρεση εγγραφών",
    email: "Διεύθυνση e-mail",
    heldFor: (email: string) => `Εγγραφές που τηρούνται για ${email}`,
    dateWanted: "Επιθυμητή ημερομηνία",
    menuTools: "Εργαλεία μενού",
    auditTitle: "Αρχείο ενεργειών",
  },
  en: {
    titleEnd: / · Thalassa staff$/,
    found: "Find records",
    email: "E-mail address",
    heldFor: (email: string) => `Records held for ${email}`,
    dateWanted: "Date wanted",
    menuTools: "Menu tools",
    auditTitle: "Audit log",
  },
};

/** The chrome of the menu tools beside a menu's (untranslated) form. */
const MENU_TOOLS_CHROME = [
  ".staff-menu-tools h2",
  ".staff-menu-tools h3",
  ".staff-menu-tools label",
  ".staff-menu-tools .staff-field__help",
  ".staff-menu-tools button",
  ".staff-menu-tools__links",
  ".staff-menu-tools em",
].join(", ");

interface Checks {
  /** The chrome checked for English in Greek, where not the whole translated chrome. */
  chrome?: string;
  /** A content edit form: its title is not checked. */
  editForm?: boolean;
}

/** What is wrong with the page as it is now: its language, its title, English in Greek, axe. */
async function problemsOf(
  page: Page,
  language: Language,
  where: string,
  { chrome, editForm = false }: Checks = {},
): Promise<string[]> {
  await waitForHydration(page);
  const problems: string[] = [];
  const lang = await page.locator("html").getAttribute("lang");
  if (lang !== language) problems.push(`${where}: <html lang="${lang}">`);
  const title = await page.title();
  // A content edit form's title belongs to its translation, other work than this.
  if (!editForm && !WORDS[language].titleEnd.test(title)) problems.push(`${where}: title “${title}”`);
  if (language === "el")
    for (const word of await englishInChrome(page, chrome)) problems.push(`${where}: English “${word}”`);
  for (const violation of await axeViolations(page)) problems.push(`${where}: ${violation}`);
  return problems;
}

/** The pages the staff navigation links to, from the overview. */
async function navigationPages(page: Page): Promise<string[]> {
  await page.goto("/staff");
  const links = await page
    .locator('nav a[href^="/staff"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(links)];
}

async function crawl(page: Page, language: Language) {
  const words = WORDS[language];
  const email = await personWithRecords("staff-records");
  const problems: string[] = [];
  const visit = async (path: string, checks?: Checks) => {
    await page.goto(path);
    problems.push(...(await problemsOf(page, language, path, checks)));
  };

  const pages = await navigationPages(page);
  // The navigation reaches every list, inbox and team page an owner has.
  for (const type of staffContentTypes) expect(pages).toContain(`/staff/content/${type}`);
  for (const kind of staffInboxKinds) expect(pages).toContain(`/staff/inbox/${kind}`);
  for (const path of ["/staff", "/staff/media", "/staff/users", "/staff/audit", "/staff/subject-requests"])
    expect(pages).toContain(path);
  for (const path of [...pages, "/staff/account"]) await visit(path);
  for (const kind of staffInboxKinds) await visit(`/staff/inbox/${kind}?status=`);

  // An inbox item with its fields, named in the interface's language.
  await visit(`/staff/inbox/catering?status=&q=${encodeURIComponent(email)}`);
  const item = page.getByRole("article").filter({ hasText: email });
  await expect(item.locator("dt", { hasText: words.dateWanted })).toBeVisible();
  await visit(`/staff/inbox/newsletter?status=&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("article").filter({ hasText: email })).toBeVisible();

  // The audit log, with this account's own change of language among its sentences.
  await visit("/staff/audit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.auditTitle);

  // Subject requests, with a person found.
  await page.goto("/staff/subject-requests");
  await page.getByLabel(words.email).fill(email);
  await page.getByRole("button", { name: words.found }).click();
  await expect(page.getByRole("table", { name: words.heldFor(email) })).toBeVisible();
  problems.push(...(await problemsOf(page, language, "/staff/subject-requests (found)")));

  // A menu's tools (beside its form) and its preview.
  await page.goto("/staff/content/menu-cards");
  const first = page.locator('main a[href^="/staff/content/menu-cards/"]:not([href$="/new"])').first();
  const menu = (await first.getAttribute("href")) ?? "";
  expect(menu).toMatch(/^\/staff\/content\/menu-cards\/\d+$/);
  await visit(menu, { chrome: MENU_TOOLS_CHROME, editForm: true });
  const tools = page.getByRole("region", { name: words.menuTools });
  await expect(tools).toBeVisible();
  const preview = (await tools.locator('a[href$="/preview"]').getAttribute("href")) ?? "";
  expect(preview).toMatch(/^\/staff\/menu-cards\/\d+\/preview$/);
  await visit(preview);

  expect(problems).toEqual([]);
}

test.describe("every staff page in both interface languages", () => {
  test.setTimeout(480_000);

  test("an owner of its own in Greek", async ({ page, context }) => {
    await ownAccount(page, context, "owner", "Χριστίνα Παπαδοπούλου");
    await chooseLanguage(page, /Interface language/, "Ελληνικά", "Save language");
    await expect(page.getByRole("status")).toContainText("Η γλώσσα περιβάλλοντος αποθηκεύτηκε.");
    await watchHydration(page);
    await crawl(page, "el");
    // The change of language reads as a Greek sentence in the audit log.
    await page.goto("/staff/audit");
    await expect(page.getByRole("table")).toContainText("(Ιδιοκτήτης) άλλαξε τη γλώσσα περιβάλλοντος.");
  });

  test("the shared owner in English", async ({ page }) => {
    await watchHydration(page);
    await signIn(page, "owner");
    await crawl(page, "en");
  });
});

import { type BrowserContext, type Page, test } from "@playwright/test";
import { inviteStaffAccount, type TestRole } from "../staff-accounts.ts";
import { signIn, staffCookieHeader } from "./staff-support.ts";

/*
 * What the tests of the staff interface in Greek share (ADR 0065): accounts of their own that choose
 * Greek (the shared test accounts stay English, as the other staff tests read English), and the
 * check that the translated chrome holds no English word.
 */

/** Latin-script words the Greek chrome may show: the brand, file kinds, language codes, devices. */
export const LATIN_ALLOWED = new Set([
  "Thalassa",
  // The brand's mark beside its name in the header.
  "T",
  "CSV",
  "PDF",
  "ZIP",
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
 * The interface text that is translated, not the names and content around it (item titles,
 * brand names in a select's options): the frame, the page header, headings, labels, buttons,
 * notes, badges and paging, an inbox item's field names, the audit log's and subject requests'
 * tables, and the menu tools. The audit log's last column is left out: it shows details as stored
 * (field names, addresses, codes).
 */
export const CHROME = [
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
  "main dt",
  "main th",
  ".staff-table td:not(:last-child)",
  "main form > p",
  ".staff-menu-tools h2",
  ".staff-menu-tools h3",
  ".staff-menu-tools__links",
  ".staff-menu-tools em",
].join(", ");

/** The Latin-script words of the translated chrome that are not allowed names. */
export async function englishInChrome(
  page: Page,
  chrome: string = CHROME,
  allowed: ReadonlySet<string> = LATIN_ALLOWED,
): Promise<string[]> {
  const texts = await page.locator(chrome).evaluateAll((elements) =>
    // Content shown as written in English (a menu in its preview) is marked so, and is not chrome.
    elements
      .filter((element) => element.closest("[lang]")?.getAttribute("lang")?.startsWith("el"))
      .map((element) => {
        // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered is what is checked (a `<template>` or hidden element's text is not shown)
        let text = (element as HTMLElement).innerText ?? "";
        // Text marked as another language (a CSV's column names, typed in English in the file).
        for (const other of element.querySelectorAll<HTMLElement>('[lang]:not([lang|="el"])')) {
          // biome-ignore lint/performance/useDomNodeTextContent: the same rendered text as above
          text = text.replace(other.innerText, " ");
        }
        return text;
      }),
  );
  // An address is a name, not interface text ("To eleni@example.com. The reply is kept…"), and so is
  // an item's id ("#12", an upload's "#media/uploads/….webp").
  const words = texts.flatMap(
    (text) => text.replace(/\S+@\S+|#\S+/g, " ").match(/[A-Za-z][A-Za-z-]*/g) ?? [],
  );
  return [...new Set(words.filter((word) => !allowed.has(word)))];
}

/** A context signed in as a new account of `role` with a Greek name, invited by the shared owner. */
export async function ownAccount(page: Page, context: BrowserContext, role: TestRole, name: string) {
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

export async function chooseLanguage(page: Page, current: RegExp, choice: string, save: string) {
  await page.goto("/staff/account");
  await page.getByRole("group", { name: current }).getByRole("radio", { name: choice }).check();
  await page.getByRole("button", { name: save }).click();
}

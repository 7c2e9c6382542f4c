import type { SubmissionLanguage } from "@thalassa/contract/submissions";
import { describe, expect, it } from "vitest";
import {
  applicationConfirmation,
  dayCount,
  enquiryConfirmation,
  formatDay,
  formatEuro,
  giftCardCodes,
  newsletterConfirmLink,
  newsletterWelcome,
} from "./visitor-mail-texts.ts";

const LANGUAGES: SubmissionLanguage[] = ["en", "el", "ru"];

/** Every mail a visitor can receive, in one language, with the values the API fills in. */
function everyMail(language: SubmissionLanguage, days = 7) {
  const enquiry = { reference: "ENQ-1042", teamAddress: "events@thalassa.example" };
  return {
    catering: enquiryConfirmation(language, { kind: "catering", ...enquiry }),
    privateEvent: enquiryConfirmation(language, { kind: "celebrate", ...enquiry }),
    application: applicationConfirmation(language, {
      jobTitle: "Barista & Shop Assistant",
      reference: "JOB-77",
      teamAddress: "jobs@thalassa.example",
    }),
    confirm: newsletterConfirmLink(language, "https://thalassa.example/newsletter/confirm?t=abc", days),
    welcome: newsletterWelcome(language, "https://thalassa.example/newsletter/unsubscribe?t=abc"),
    giftCard: giftCardCodes(language, {
      orderNumber: "GC-1042",
      quantity: 2,
      amount: formatEuro(2500, language),
      total: formatEuro(5000, language),
      cardLines: "1. ABCD-EFGH-2345",
      pickupPoint: "Plaza Eleftheria Reception",
      validUntil: formatDay("2027-11-26", language),
    }),
  };
}

/** The values filled in above: names, addresses, links and codes, the only Latin text allowed. */
const FILLED_IN = [
  /https?:\/\/\S+/g,
  /\S+@\S+/g,
  /Thalassa Group/g,
  /Barista & Shop Assistant/g,
  /Plaza Eleftheria Reception/g,
  /\b(ENQ|JOB|GC)-\d+\b/g,
  /\b[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b/g,
  // Words Cypriot Greek writes in Latin letters (the site's forms say "Email" and "Catering" too).
  /\b(catering|email)\b/gi,
];

function withoutFilledIn(text: string): string {
  return FILLED_IN.reduce((rest, pattern) => rest.replace(pattern, " "), text);
}

describe("visitor mails in every language", () => {
  for (const language of LANGUAGES) {
    for (const [name, mail] of Object.entries(everyMail(language))) {
      const whole = `${mail.subject}\n${mail.text}`;

      it(`${language} ${name}: no doubled or stray punctuation`, () => {
        // "г.." (a Russian date before a full stop), ",,", " ." and "::" are the slips to catch.
        expect(whole).not.toMatch(/\.\.(?!\.)|,,|::|;;|\s[.,:;!?](?=\s|$)/m);
        expect(whole).not.toMatch(/[.!?]\s*[.!?]/);
      });

      it(`${language} ${name}: no abbreviation in place of a plural`, () => {
        expect(whole).not.toMatch(/\d+\s+(дн|ημ)\./);
      });

      if (language !== "en") {
        it(`${language} ${name}: no English word outside names, codes and links`, () => {
          expect(withoutFilledIn(whole).match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
        });
      }

      it(`${language} ${name}: a subject and the group's signature`, () => {
        expect(mail.subject.length).toBeGreaterThan(0);
        expect(mail.text.trimEnd().endsWith("Thalassa Group")).toBe(true);
      });
    }
  }

  it("names the days of the confirmation link in the plural form each language's rules pick", () => {
    expect([1, 2, 5, 7, 21, 22, 25].map((n) => dayCount(n, "ru"))).toEqual([
      "1 день",
      "2 дня",
      "5 дней",
      "7 дней",
      "21 день",
      "22 дня",
      "25 дней",
    ]);
    expect([1, 7].map((n) => dayCount(n, "el"))).toEqual(["1 ημέρα", "7 ημέρες"]);
    expect([1, 7].map((n) => dayCount(n, "en"))).toEqual(["1 day", "7 days"]);
    expect(everyMail("ru", 21).confirm.text).toContain("в течение 21 день:");
    expect(everyMail("ru").confirm.text).toContain("через 7 дней будет удалён.");
  });

  it("ends the Russian gift-card validity with one full stop after the date's own", () => {
    expect(everyMail("ru").giftCard.text).toContain("до 26 ноября 2027 г. включительно.");
    expect(everyMail("el").giftCard.text).toContain("έως τις 26 Νοεμβρίου 2027.");
  });
});

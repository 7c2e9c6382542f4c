import { messages as specMessages } from "@thalassa/contract/messages";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { catalogues } from "./catalogues.ts";
import { VALIDATION_KEYS } from "./contract-message.ts";
import { LOCALES } from "./locales.ts";

type Flat = Record<string, string>;

function flatten(catalogue: object): Flat {
  const out: Flat = {};
  for (const [namespace, texts] of Object.entries(catalogue)) {
    for (const [key, text] of Object.entries(texts as Flat)) out[`${namespace}.${key}`] = text;
  }
  return out;
}

const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = flatten(catalogues.en);

describe("interface catalogues", () => {
  for (const locale of LOCALES) {
    it(`${locale} has every English key, each with a text and the same arguments`, () => {
      const catalogue = flatten(catalogues[locale]);
      const missing = Object.keys(english).filter((key) => !catalogue[key]?.trim());
      const extra = Object.keys(catalogue).filter((key) => !(key in english));
      expect(missing, `missing in ${locale}`).toEqual([]);
      expect(extra, `unknown in ${locale}`).toEqual([]);
      for (const [key, text] of Object.entries(english)) {
        expect(argumentsOf(catalogue[key]!), `${locale} ${key}`).toEqual(argumentsOf(text));
      }
    });
  }

  it("Greek and Russian are written in their own scripts, not left in English", () => {
    for (const locale of ["el", "ru"] as const) {
      const catalogue = flatten(catalogues[locale]);
      const script = locale === "el" ? /\p{Script=Greek}/u : /\p{Script=Cyrillic}/u;
      // Texts that are the same in every language (a file list, a placeholder address, a loan word).
      const shared = new Set([
        "forms.email",
        "forms.emailCatering",
        "forms.cateringPageTitle",
        "forms.emailPlaceholder",
        "cookies.textAfter",
        "brands.whatsapp",
        "home.catering",
        "home.email",
      ]);
      const english = Object.entries(catalogue).filter(
        ([key, text]) => !shared.has(key) && !script.test(text),
      );
      expect(
        english.map(([key]) => key),
        locale,
      ).toEqual([]);
    }
  });

  it("keeps the English texts the SPEC fixes word for word", () => {
    const en = catalogues.en;
    for (const key of VALIDATION_KEYS) {
      expect(en.validation[key]).toBe(specMessages[key]);
    }
    expect(en.errors.routeError).toBe(specMessages.routeError);
    expect(en.states.noNews).toBe(specMessages.noNews);
    expect(en.states.noMoreNews).toBe(specMessages.noMoreNews);
    expect(en.states.noJobs).toBe(specMessages.noJobs);
    expect(en.forms.thankYouEnquiry).toBe(specMessages.thankYouEnquiry);
    expect(en.forms.applyThanksTitle).toBe(specMessages.thankYouApplying);
  });

  it("formats arguments in every language", () => {
    for (const locale of LOCALES) {
      const t = createTranslator({ locale, messages: catalogues.en, namespace: "footer" });
      expect(t("rights", { year: 2026, siteName: "Thalassa" })).toContain("2026");
      const local = createTranslator({ locale, messages: catalogues[locale] as typeof catalogues.en });
      expect(local("validation.required", { field: "X" })).toContain("X");
    }
  });
});

describe("contract messages in the page's language", () => {
  it("knows every field the contract's schemas call required", async () => {
    const { readFileSync } = await import("node:fs");
    const { REQUIRED_FIELDS } = await import("./contract-message.ts");
    const source = readFileSync(
      new URL("../../../../packages/contract/src/submissions.ts", import.meta.url),
      "utf8",
    );
    const fields = [...source.matchAll(/requiredMessage\("([^"]+)"\)/g)].map((m) => m[1]!);
    expect(fields.length).toBeGreaterThan(10);
    for (const field of fields) {
      const key = REQUIRED_FIELDS[field];
      expect(key, field).toBeDefined();
      expect(catalogues.en.forms[key!], field).toBe(field);
    }
  });
});

import { staffPermissionLabels, staffRoleLabels, staffRoles } from "@thalassa/contract/staff";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { staffCatalogues } from "./staff-catalogues.ts";

type Flat = Record<string, string>;

function flatten(catalogue: object): Flat {
  const out: Flat = {};
  for (const [namespace, texts] of Object.entries(catalogue)) {
    for (const [key, text] of Object.entries(texts as Flat)) out[`${namespace}.${key}`] = text;
  }
  return out;
}

const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1]!))].sort();

/**
 * A message as it reads on screen with every argument a number (1, then 5: both plural forms),
 * so the words of ICU syntax (argument names, `plural`, `one`) are not counted as text. Throws
 * for a message that is not valid ICU.
 */
function shown(text: string, language: "en" | "el"): string {
  const t = createTranslator({
    locale: language,
    messages: { text },
    onError: (error) => {
      throw error;
    },
  });
  return [1, 5]
    .map((value) => t("text", Object.fromEntries(argumentsOf(text).map((name) => [name, value]))))
    .join(" ");
}

const english = flatten(staffCatalogues.en);
const greek = flatten(staffCatalogues.el);

/**
 * Latin-script words the Greek staff interface keeps (ADR 0065): the brand, file kinds, the loan
 * words the glossary writes in Latin letters (ADR 0055), services' names and typed examples.
 */
const LATIN_ALLOWED = new Set([
  "Thalassa",
  "PDF",
  "CSV",
  "catering",
  "e-mail",
  "QR",
  "MP4",
  "WebM",
  // Names of services a field is for (WhatsApp number, Google script tag).
  "WhatsApp",
  "Google",
  // The examples a help text gives of what to type: an address part and a path of the site.
  "summer-menu-2026",
  "about",
  // The address kinds a link may start with (https://, mailto:, tel:).
  "https",
  "http",
  "mailto",
  "tel",
  "ZIP",
  "KB",
]);

describe("staff catalogues (ADR 0065)", () => {
  it("Greek has every English key, each with a text and the same arguments, and no other", () => {
    expect(Object.keys(english).filter((key) => !greek[key]?.trim())).toEqual([]);
    expect(Object.keys(greek).filter((key) => !(key in english))).toEqual([]);
    for (const [key, text] of Object.entries(english)) {
      expect(argumentsOf(greek[key]!), key).toEqual(argumentsOf(text));
    }
  });

  it("every text is a valid ICU message in its language", () => {
    for (const [language, flat] of [
      ["en", english],
      ["el", greek],
    ] as const) {
      for (const [key, text] of Object.entries(flat)) {
        expect(() => shown(text, language), `${language} ${key}`).not.toThrow();
      }
    }
    // A broken message is caught, so the check above means something.
    expect(() => shown("{count, plural, one {#", "el")).toThrow();
  });

  it("Greek has no Latin-script word outside the allowed names", () => {
    const latin = Object.entries(greek).flatMap(([key, text]) =>
      [...shown(text, "el").matchAll(/[A-Za-z][A-Za-z0-9-]*/g)]
        .map((m) => m[0])
        .filter((word) => !LATIN_ALLOWED.has(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(latin).toEqual([]);
  });

  it("Greek texts the stylesheet shows in capitals are written without accents", () => {
    // Tonos and dialytika-with-tonos letters, and the extended (polytonic) block.
    const accented = Object.entries(staffCatalogues.el.caps).filter(([, text]) =>
      /[\u0384-\u038F\u0390\u03AC-\u03B0\u03CC-\u03CE\u1F00-\u1FFF]/u.test(text.normalize("NFC")),
    );
    expect(accented.map(([key]) => key)).toEqual([]);
  });

  it("English names roles and permissions as the contract does (the API checks the same lists)", () => {
    for (const role of staffRoles) expect(staffCatalogues.en.roles[role]).toBe(staffRoleLabels[role]);
    const permissions = Object.entries(staffPermissionLabels).map(([permission, label]) => [
      permission.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      label,
    ]);
    for (const [key, label] of permissions) {
      expect(staffCatalogues.en.permissions[key as keyof typeof staffCatalogues.en.permissions], key).toBe(
        label,
      );
    }
  });

  it("Greek is written in Greek, not left in English", () => {
    const untranslated = Object.entries(greek).filter(([, text]) => !/\p{Script=Greek}/u.test(text));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

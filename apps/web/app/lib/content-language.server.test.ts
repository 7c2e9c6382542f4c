import { describe, expect, it } from "vitest";
import { fieldLang } from "../i18n/content-language.tsx";
import { inPageLanguage } from "./content-language.server.ts";

describe("content reads in the page's language", () => {
  it("keeps the English address and adds lang for Greek and Russian", () => {
    expect(inPageLanguage("job-postings", "en")).toBe("job-postings");
    expect(inPageLanguage("job-postings", "el")).toBe("job-postings?lang=el");
    expect(inPageLanguage("posts?post_type=news&status=live", "ru")).toBe(
      "posts?post_type=news&status=live&lang=ru",
    );
  });
});

describe("the language each field is marked with", () => {
  const item = { untranslated: ["description"] };
  it("marks a field the API names as English with lang=en, a translated one with the page's", () => {
    expect(fieldLang(item, "description", "el")).toBe("en");
    expect(fieldLang(item, "title", "el")).toBe("el");
  });
  it("marks nothing on English pages or for items read without a language", () => {
    expect(fieldLang(item, "description", "en")).toBeUndefined();
    expect(fieldLang({}, "title", "ru")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { catalogueAsset, catalogueAssetFile } from "./catalogue-asset.server.ts";
import { compiledCatalogue } from "./compiled-catalogue.server.ts";
import { LOCALES, loadedCatalogue } from "./locales.ts";

describe("each language's catalogue file (ADR 0061)", () => {
  it("is named by its language and a hash of its text, and answers that text", () => {
    const hrefs = LOCALES.map((locale) => {
      const asset = catalogueAsset(locale);
      expect(asset.href).toMatch(new RegExp(`^/assets/i18n/${locale}\\.[\\w-]{12}\\.json$`));
      expect(JSON.parse(asset.body)).toEqual(compiledCatalogue(locale));
      expect(catalogueAssetFile(asset.file)).toBe(asset);
      return asset.href;
    });
    expect(new Set(hrefs).size).toBe(LOCALES.length);
  });

  it("is at hand to the server's render under the address the page names", () => {
    for (const locale of LOCALES) {
      expect(loadedCatalogue(catalogueAsset(locale).href)).toBe(compiledCatalogue(locale));
    }
  });

  it("knows no other name: an old hash, another language's hash, a path", () => {
    const greek = catalogueAsset("el").file;
    for (const name of ["el.0123456789ab.json", greek.replace(/^el/, "ru"), `../${greek}`, ""]) {
      expect(catalogueAssetFile(name)).toBeUndefined();
    }
  });
});

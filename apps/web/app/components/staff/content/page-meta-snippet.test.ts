import { describe, expect, it } from "vitest";
import { cutAt, pageMetaSnippet, SEARCH_DESCRIPTION_CHARS, SEARCH_TITLE_CHARS } from "./page-meta-snippet.ts";

const site = { siteName: "Thalassa Group", origin: "https://thalassa.example", shareImage: null };

describe("page meta's search-result snippet", () => {
  it("ends the title with the group's name and writes the address in the language chosen", () => {
    const snippet = pageMetaSnippet({ url: "/about", meta_title: "About us" }, "el", site);
    expect(snippet.title.shown).toBe("About us | Thalassa Group");
    expect(snippet.address).toBe("https://thalassa.example/el/about");
    expect(snippet.crumbs).toBe("thalassa.example › el › about");
    expect(snippet.english).toEqual(["title"]);
    expect(snippet.description).toBeNull();
  });

  it("takes a translation, published or not, where there is one", () => {
    const values = {
      url: "/about",
      meta_title: "About us",
      meta_description: "Who we are",
      translations: { ru: { published: false, fields: { meta_title: "О нас" } } },
    };
    const snippet = pageMetaSnippet(values, "ru", site);
    expect(snippet.title.full).toBe("О нас | Thalassa Group");
    expect(snippet.english).toEqual(["description"]);
  });

  it("cuts where search engines cut, at a word, and says so", () => {
    const long = "word ".repeat(60);
    const title = pageMetaSnippet({ url: "/", meta_title: long }, "en", site).title;
    expect(title.cut).toBe(true);
    expect(Array.from(title.shown).length).toBeLessThanOrEqual(SEARCH_TITLE_CHARS + 2);
    expect(title.shown.endsWith("word …")).toBe(true);
    const short = cutAt("A short description.", SEARCH_DESCRIPTION_CHARS);
    expect(short).toEqual({
      full: "A short description.",
      shown: "A short description.",
      cut: false,
      length: 20,
    });
  });

  it("shows the site's origin for a path being typed that is not one yet", () => {
    expect(pageMetaSnippet({ url: "//elsewhere.example/x" }, "en", site).crumbs).toBe("thalassa.example");
  });
});

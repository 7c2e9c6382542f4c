import { describe, expect, it } from "vitest";
import { isSharedPath, localeOfPath, pathInLocale, pathWithoutLocale } from "./locales.ts";

describe("language addresses", () => {
  it("reads the language from the path prefix only", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/news/12")).toBe("en");
    expect(localeOfPath("/el")).toBe("el");
    expect(localeOfPath("/el/news")).toBe("el");
    expect(localeOfPath("/ru/whats-on/3")).toBe("ru");
    // A path that only starts with the letters is not Greek.
    expect(localeOfPath("/elsewhere")).toBe("en");
  });

  it("reads a language's home data request (a client navigation to /el or /ru) as that language", () => {
    expect(localeOfPath("/el.data")).toBe("el");
    expect(localeOfPath("/ru.data")).toBe("ru");
    expect(localeOfPath("/el/_.data")).toBe("el");
    expect(pathWithoutLocale("/el.data")).toBe("/_root.data");
    expect(localeOfPath("/elsewhere.data")).toBe("en");
  });

  it("strips the prefix to the English path", () => {
    expect(pathWithoutLocale("/el")).toBe("/");
    expect(pathWithoutLocale("/ru/careers/4")).toBe("/careers/4");
    expect(pathWithoutLocale("/about")).toBe("/about");
  });

  it("moves a site path into a language, keeping query and hash", () => {
    expect(pathInLocale("/", "el")).toBe("/el");
    expect(pathInLocale("/news?page=2#top", "ru")).toBe("/ru/news?page=2#top");
    expect(pathInLocale("/el/news", "ru")).toBe("/ru/news");
    expect(pathInLocale("/el/news", "en")).toBe("/news");
    expect(pathInLocale("/el", "en")).toBe("/");
  });

  it("moves the news feed and the calendars into a language: their links open the pages in it", () => {
    expect(isSharedPath("/news/feed.xml")).toBe(false);
    expect(pathInLocale("/whats-on/3/calendar.ics", "el")).toBe("/el/whats-on/3/calendar.ics");
    expect(pathInLocale("/whats-on/calendar.ics", "ru")).toBe("/ru/whats-on/calendar.ics");
    expect(pathInLocale("/news/feed.xml", "ru")).toBe("/ru/news/feed.xml");
  });

  it("moves the menu viewer into a language: its title is the menu's in that language", () => {
    expect(isSharedPath("/menus/beach-bar")).toBe(false);
    expect(pathInLocale("/menus/beach-bar", "el")).toBe("/el/menus/beach-bar");
    expect(pathInLocale("/ru/menus/beach-bar", "en")).toBe("/menus/beach-bar");
  });

  it("leaves shared addresses, relative links and other origins alone", () => {
    expect(isSharedPath("/sitemap.xml")).toBe(true);
    expect(isSharedPath("/el/edit-component")).toBe(true);
    expect(pathInLocale("/ru/edit-component?pageName=home", "en")).toBe("/ru/edit-component?pageName=home");
    expect(isSharedPath("/el/edit-components")).toBe(false);
    expect(pathInLocale("/media/a.jpg", "ru")).toBe("/media/a.jpg");
    expect(pathInLocale("?modal=newsletter", "el")).toBe("?modal=newsletter");
    expect(pathInLocale("//example.com/x", "el")).toBe("//example.com/x");
    expect(pathInLocale("https://example.com/", "el")).toBe("https://example.com/");
  });
});

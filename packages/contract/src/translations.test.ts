import { describe, expect, it } from "vitest";
import { publicItem } from "./content-model.ts";
import { newsModel } from "./content-models.ts";
import { missingTranslations, overlayTranslation } from "./translations.ts";

const english = { title: "Fresh from the boats", description: "<p>Grilled.</p>", subtitle: null };
const names = { title: "title", description: "description", subtitle: "subtitle" };

describe("the fallback to English", () => {
  it("shows a published translation's fields and names the rest as English", () => {
    const { item, untranslated } = overlayTranslation(
      english,
      { el: { published: true, fields: { title: "Φρέσκο ψάρι", description: "  " } } },
      "el",
      names,
    );
    expect(item).toEqual({ ...english, title: "Φρέσκο ψάρι" });
    // An empty box is "not translated"; a field empty in English needs nothing.
    expect(untranslated).toEqual(["description"]);
  });

  it("keeps the English of a draft translation, and of a language with none", () => {
    const draft = { el: { published: false, fields: { title: "Πρόχειρο" } } };
    expect(overlayTranslation(english, draft, "el", names)).toEqual({
      item: english,
      untranslated: ["title", "description"],
    });
    expect(overlayTranslation(english, draft, "ru", names).item).toEqual(english);
    expect(overlayTranslation(english, null, "ru", names).untranslated).toEqual(["title", "description"]);
  });

  it("lists the languages without a published translation", () => {
    expect(missingTranslations({})).toEqual(["el", "ru"]);
    expect(
      missingTranslations({ el: { published: true, fields: {} }, ru: { published: false, fields: {} } }),
    ).toEqual(["ru"]);
  });

  it("reads a stored news row in a language, only where the model says a field is translatable", () => {
    const row = {
      id: 1,
      title: "Fresh",
      url: "fresh",
      description: "<p>Grilled.</p>",
      websiteId: null,
      images: {},
      createdAt: new Date("2026-01-01T00:00:00Z"),
      translations: { ru: { published: true, fields: { title: "Свежее", url: "svezhee" } } },
    };
    expect(publicItem(newsModel, row)).not.toHaveProperty("untranslated");
    const russian = publicItem(newsModel, row, {}, "ru");
    expect(russian.title).toBe("Свежее");
    // The address is no translatable field: a value under its name is ignored.
    expect(russian.url).toBe("fresh");
    expect(russian.untranslated).toEqual(["description"]);
  });
});

describe("a structured field's translated parts", () => {
  const phones = [
    { phone_number: "+357 25 000 001", location: "Reservations" },
    { phone_number: "+357 25 000 002", location: "Beach bar" },
  ];
  const names = { phones: "phones", address: "address" };
  const address = { street: "1 Pier Road", locality: "Limassol", postal_code: "3042", country: "CY" };

  it("lays the words over the English, item by item, keeping numbers and streets", () => {
    const { item, untranslated } = overlayTranslation(
      { phones, address },
      {
        el: {
          published: true,
          fields: {
            phones: [{ location: "Κρατήσεις" }, { location: " " }],
            address: { locality: "Λεμεσός" },
          },
        },
      },
      "el",
      names,
    );
    expect(item.phones).toEqual([{ ...phones[0], location: "Κρατήσεις" }, phones[1]]);
    expect(item.address).toEqual({ ...address, locality: "Λεμεσός" });
    expect(untranslated).toEqual([]);
  });

  it("names a field as English when its parts hold no text, and an empty list as needing none", () => {
    const { item, untranslated } = overlayTranslation(
      { phones: [], address },
      {
        ru: {
          published: true,
          fields: { phones: [{ location: "Бронирование" }], address: { locality: "" } },
        },
      },
      "ru",
      names,
    );
    expect(item).toEqual({ phones: [], address });
    expect(untranslated).toEqual(["address"]);
  });
});

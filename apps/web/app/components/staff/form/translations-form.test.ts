import { staffContentSchemas } from "@thalassa/contract/staff";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formShape } from "./schema-shape.ts";
import { readValue } from "./schema-values.ts";
import { translationsPlace } from "./translations-editor.tsx";

const newsShape = formShape(
  z.toJSONSchema(staffContentSchemas.news, { io: "input", unrepresentable: "any" }),
);
const reader = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;
const english = { title: "Fresh", url: "fresh", description: "<p>Grilled.</p>", "images.small.url": "" };

describe("the translations of a generated staff form", () => {
  it("reads a Greek draft and a published Russian title from the side-by-side fields", () => {
    const body = readValue(
      newsShape,
      "",
      reader({
        ...english,
        "translations.el.fields.title": "Φρέσκο",
        "translations.ru.published": "1",
        "translations.ru.fields.title": "Свежее",
      }),
    );
    const parsed = staffContentSchemas.news.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.translations).toEqual({
      el: {
        published: false,
        fields: { title: "Φρέσκο" },
      },
      ru: {
        published: true,
        fields: { title: "Свежее" },
      },
    });
  });

  it("keeps no language left empty", () => {
    const body = readValue(newsShape, "", reader({ ...english, "translations.el.published": "1" }));
    expect(staffContentSchemas.news.parse(body).translations).toEqual({});
  });

  it("puts the translations beside the English fields, which no longer hold them", () => {
    const place = translationsPlace(newsShape);
    expect(place?.at).toBe("");
    expect(place?.translations.props.map(([language]) => language)).toEqual(["el", "ru"]);
    const englishKeys = place?.english.type === "object" ? place.english.props.map(([key]) => key) : [];
    expect(englishKeys).toContain("title");
    expect(englishKeys).not.toContain("translations");
  });
});

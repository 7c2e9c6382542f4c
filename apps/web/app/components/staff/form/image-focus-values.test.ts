import { staffContentSchemas } from "@thalassa/contract/staff";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formShape, type Shape } from "./schema-shape.ts";
import { FOCUS, IMAGE_META, readValue } from "./schema-values.ts";

const news = formShape(
  z.toJSONSchema(staffContentSchemas.news as z.ZodType, { io: "input", unrepresentable: "any" }),
) as Shape;

function large(fields: Record<string, string>) {
  const read = (name: string) => (Object.hasOwn(fields, name) ? (fields[name] ?? null) : null);
  const body = readValue(news, "", read) as { images: { large: Record<string, unknown> | null } };
  return body.images.large;
}

describe("an image field's focal point, as the form posts it", () => {
  const picture = { "images.large.url": "/media/a.webp", "images.large.alt": "Harbour" };

  it("is read from its two number fields and kept with the image", () => {
    const image = large({
      ...picture,
      [`images.large.${FOCUS}.x`]: "30",
      [`images.large.${FOCUS}.y`]: "72.5",
    });
    expect(image).toEqual({ url: "/media/a.webp", alt: "Harbour", focus: { x: 30, y: 72.5 } });
  });

  it("is left out at the centre, or when the fields are not in the form (no picture yet, an old form)", () => {
    expect(
      large({ ...picture, [`images.large.${FOCUS}.x`]: "50", [`images.large.${FOCUS}.y`]: "50" }),
    ).toEqual({
      url: "/media/a.webp",
      alt: "Harbour",
    });
    expect(large(picture)).toEqual({ url: "/media/a.webp", alt: "Harbour" });
  });

  it("takes an empty field as the centre on that axis", () => {
    expect(
      large({ ...picture, [`images.large.${FOCUS}.x`]: "", [`images.large.${FOCUS}.y`]: "10" })?.focus,
    ).toEqual({
      x: 50,
      y: 10,
    });
  });

  it("passes a value out of range or not a number on, so the save is refused with the contract's message", () => {
    const image = large({
      ...picture,
      [`images.large.${FOCUS}.x`]: "140",
      [`images.large.${FOCUS}.y`]: "top",
    });
    expect(image?.focus).toEqual({ x: 140, y: "top" });
    const result = staffContentSchemas.news.safeParse({
      title: "A",
      url: "a",
      description: "<p>A</p>",
      images: { large: image },
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues
      .filter((issue) => issue.path.includes("focus"))
      .map((issue) => issue.message);
    expect(messages).toEqual(["Use a value from 0 to 100 %", "Use a number from 0 to 100 %"]);
  });

  it("is not taken from the meta field, which belongs to the picture's upload", () => {
    const image = large({
      ...picture,
      [`images.large.${IMAGE_META}`]: JSON.stringify({ width: 800, focus: { x: 1, y: 1 } }),
    });
    expect(image).toEqual({ url: "/media/a.webp", alt: "Harbour", width: 800 });
  });
});

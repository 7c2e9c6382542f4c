import { staffBlockContentSchema, staffContentSchemas } from "@thalassa/contract/staff";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formShape, humanise, type Shape } from "./schema-shape.ts";
import { COUNT, IMAGE_META, REMOVE, readValue } from "./schema-values.ts";

function shapeOf(schema: z.ZodType): Shape {
  return formShape(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
}

function reader(fields: Record<string, string>) {
  return (name: string) => (Object.hasOwn(fields, name) ? (fields[name] ?? null) : null);
}

function prop(shape: Shape, key: string): Shape | undefined {
  return shape.type === "object" ? shape.props.find(([name]) => name === key)?.[1] : undefined;
}

describe("forms generated from the contract's schemas", () => {
  it("knows rich text, images, choices, dates and optional fields of a news item", () => {
    const news = shapeOf(staffContentSchemas.news);
    expect(prop(news, "description")).toMatchObject({ type: "text", format: "html", optional: false });
    expect(prop(news, "title")).toMatchObject({ type: "text", format: "line", optional: false });
    expect(prop(news, "status")).toMatchObject({ type: "enum", options: ["draft", "live"] });
    expect(prop(news, "meta_title")).toMatchObject({ type: "text", optional: true });
    const images = prop(news, "images");
    expect(prop(images as Shape, "small")).toMatchObject({ type: "image", optional: true });
  });

  it("reads a job's PDF-free fields and an event's date", () => {
    expect(prop(shapeOf(staffContentSchemas.jobs), "type")).toMatchObject({ type: "enum" });
    expect(prop(shapeOf(staffContentSchemas.menus), "file_url")).toMatchObject({ format: "pdf" });
  });

  it("shows a menu item's allergens and diets as checkboxes, and reads the ticked ones back", () => {
    const menu = shapeOf(staffContentSchemas["menu-cards"]);
    const sections = prop(menu, "sections");
    const section = sections?.type === "array" ? sections.items : undefined;
    const items = prop(section as Shape, "items");
    const item = items?.type === "array" ? items.items : undefined;
    expect(prop(item as Shape, "allergens")).toMatchObject({
      type: "choices",
      options: expect.arrayContaining(["gluten", "molluscs"]),
    });
    expect(prop(item as Shape, "available")).toMatchObject({ type: "boolean", defaultOn: true });
    const value = readValue(
      item as Shape,
      "sections.0.items.0",
      reader({
        "sections.0.items.0.name": "Kalamari",
        "sections.0.items.0.prices.__count": "1",
        "sections.0.items.0.prices.0.amount": "12",
        "sections.0.items.0.allergens.gluten": "1",
        "sections.0.items.0.allergens.molluscs": "1",
        "sections.0.items.0.allergens.kiwi": "1",
      }),
    );
    expect(value).toMatchObject({
      name: "Kalamari",
      prices: [{ amount: 12 }],
      allergens: ["gluten", "molluscs"],
      diets: [],
      available: false,
    });
  });

  it("turns posted fields back into the write body, dropping blanks and removed items", () => {
    const events = shapeOf(staffContentSchemas.events);
    const body = readValue(
      events,
      "",
      reader({
        name: "Full moon supper",
        event_url: "full-moon",
        location: "Kyma",
        date: "2026-08-01",
        time: "",
        expired_date: "2026-08-02",
        website_id: "3",
        has_insight_page: "1",
        book_url: "",
        "images.small.url": "/media/a.webp",
        "images.small.alt": "Table by the sea",
        [`images.small.${IMAGE_META}`]: JSON.stringify({ blurhash: "LKO2", width: 800, height: 600 }),
        "images.medium.url": "",
        [`images.carousel.${COUNT}`]: "3",
        "images.carousel.0.url": "/media/one.webp",
        "images.carousel.0.alt": "",
        [`images.carousel.0.${REMOVE}`]: "1",
        "images.carousel.1.url": "/media/two.webp",
        "images.carousel.1.alt": "Two",
        "images.carousel.2.url": "",
      }),
    ) as Record<string, unknown>;
    expect(staffContentSchemas.events.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      name: "Full moon supper",
      time: null,
      website_id: 3,
      has_insight_page: true,
      book_url: null,
      images: {
        small: { url: "/media/a.webp", alt: "Table by the sea", blurhash: "LKO2", width: 800, height: 600 },
        medium: null,
        carousel: [{ url: "/media/two.webp", alt: "Two" }],
      },
    });
  });

  it("reads a home hero's slides (arrays of objects holding media and buttons)", () => {
    const schema = staffBlockContentSchema("home", "HeroBlock");
    expect(schema).not.toBeNull();
    const hero = shapeOf(schema as z.ZodType);
    const fields: Record<string, string> = {
      [`carousel.slides.${COUNT}`]: "2",
      "carousel.slides.0.media.url": "/media/hero.webp",
      "carousel.slides.0.media.alt": "",
      "carousel.slides.0.title.value": "Summer by the sea",
      "carousel.slides.0.button.text": "",
      "carousel.slides.0.button.link": "",
      "carousel.slides.1.media.url": "",
      "carousel.slides.1.title.value": "",
      [`carousel_mobile.slides.${COUNT}`]: "1",
    };
    const content = readValue(hero, "", reader(fields));
    expect(content).toEqual({
      carousel: {
        slides: [
          {
            media: { url: "/media/hero.webp", alt: "" },
            title: { value: "Summer by the sea" },
            button: null,
          },
        ],
      },
      carousel_mobile: { slides: [] },
      // No Greek or Russian version was filled in.
      translations: null,
    });
    expect((schema as z.ZodType).safeParse(content).success).toBe(true);
  });

  it("ignores field names the form did not generate and caps forged item counts", () => {
    const news = shapeOf(staffContentSchemas.news);
    const body = readValue(
      news,
      "",
      reader({ title: "A", "__proto__.polluted": "yes", "junk[3000000]": "x" }),
    );
    expect(body).not.toHaveProperty("__proto__.polluted");
    expect(Object.keys(body as object)).not.toContain("junk[3000000]");
    const events = shapeOf(staffContentSchemas.events);
    const forged = readValue(events, "", reader({ [`images.carousel.${COUNT}`]: "99999999" })) as {
      images: { carousel: unknown[] };
    };
    expect(forged.images.carousel).toEqual([]);
  });

  it("labels fields in plain words", () => {
    expect(humanise("meta_title")).toBe("Meta title");
    expect(humanise("book_url")).toBe("Book URL");
    expect(humanise("carousel_mobile")).toBe("Carousel mobile");
  });
});

describe("a place that shows a video", () => {
  const schema = staffBlockContentSchema("central-production", "Video") as z.ZodType;
  const video = shapeOf(schema);

  it("is a media field that takes a video", () => {
    expect(prop(video, "media")).toMatchObject({ type: "image", video: true });
  });

  it("reads a video's address with its poster image, and the block is valid", () => {
    const body = readValue(
      video,
      "",
      reader({
        title: "A morning in the bakery",
        "media.url": "/media/uploads/0123456789abcdef0123.mp4",
        "media.alt": "Bakers shaping bread",
        [`media.${IMAGE_META}`]: JSON.stringify({ blurhash: "LKO2", width: 800, height: 600, variants: [] }),
        "media.poster.url": "/media/uploads/0123456789abcdef0123-1600.webp",
        [`media.poster.${IMAGE_META}`]: JSON.stringify({ blurhash: "L9AB", width: 1600, height: 900 }),
      }),
    );
    expect(schema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      title: "A morning in the bakery",
      media: {
        url: "/media/uploads/0123456789abcdef0123.mp4",
        alt: "Bakers shaping bread",
        type: "video",
        // The image it replaced gave its placeholder and size; they are not the video's.
        blurhash: null,
        width: null,
        height: null,
        variants: null,
        poster: {
          url: "/media/uploads/0123456789abcdef0123-1600.webp",
          alt: "",
          blurhash: "L9AB",
          width: 1600,
          height: 900,
        },
      },
      translations: null,
    });
  });

  it("keeps a video's own size, leaves the poster out when none is given, and an image has none", () => {
    const read = (fields: Record<string, string>) =>
      (readValue(video, "", reader(fields)) as { media: Record<string, unknown> }).media;
    expect(
      read({
        "media.url": "https://cdn.example/loop.webm?v=2",
        "media.alt": "",
        [`media.${IMAGE_META}`]: JSON.stringify({ type: "video", width: 1280, height: 720 }),
        "media.poster.url": " ",
      }),
    ).toEqual({
      url: "https://cdn.example/loop.webm?v=2",
      alt: "",
      type: "video",
      width: 1280,
      height: 720,
      poster: null,
    });
    expect(
      read({
        "media.url": "/media/uploads/0123456789abcdef0123-1600.webp",
        "media.alt": "Bread",
        [`media.${IMAGE_META}`]: JSON.stringify({ type: "video", blurhash: "LKO2" }),
        "media.poster.url": "/media/poster.webp",
      }),
    ).toEqual({
      url: "/media/uploads/0123456789abcdef0123-1600.webp",
      alt: "Bread",
      type: "image",
      blurhash: "LKO2",
    });
  });

  it("forgets an image's placeholder and variants when another address is typed in", () => {
    const read = (url: string) =>
      (
        readValue(
          video,
          "",
          reader({
            "media.url": url,
            "media.alt": "Bread",
            [`media.${IMAGE_META}`]: JSON.stringify({
              of: "/media/old.webp",
              blurhash: "LKO2",
              variants: [{ width: 800, url: "/media/old-800.webp" }],
            }),
          }),
        ) as { media: Record<string, unknown> }
      ).media;
    expect(read("/media/old.webp")).toEqual({
      url: "/media/old.webp",
      alt: "Bread",
      blurhash: "LKO2",
      variants: [{ width: 800, url: "/media/old-800.webp" }],
    });
    expect(read("/media/new.webp")).toEqual({ url: "/media/new.webp", alt: "Bread" });
  });
});

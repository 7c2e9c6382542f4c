import { describe, expect, it } from "vitest";
import { type HeroView, phoneSlides } from "./hero-carousel.tsx";

const media = { url: "/media/a.webp", alt: "", blurhash: null } as never;
const slide = (title: string, button: { text: string; link: string; newTab: boolean } | null = null) => ({
  media,
  title: { value: title },
  button,
});

describe("the phone hero's slides", () => {
  const desktop = [
    slide("Summer by the sea", { text: "Book", link: "/book", newTab: false }),
    slide("Sunset menu"),
  ];

  it("are the desktop slides when the phone has none", () => {
    const hero: HeroView = { carousel: { slides: desktop }, carousel_mobile: { slides: [] } };
    expect(phoneSlides(hero)).toBe(desktop);
  });

  it("take the desktop slide's title at the same place when their own is empty", () => {
    const hero: HeroView = {
      carousel: { slides: desktop },
      carousel_mobile: { slides: [slide(" "), slide("Sunsets, on your phone"), slide("")] },
    };
    expect(phoneSlides(hero).map((s) => s.title.value)).toEqual([
      "Summer by the sea",
      "Sunsets, on your phone",
      "",
    ]);
    // Only the title is taken: the phone slide keeps its own picture and (absent) button.
    expect(phoneSlides(hero)[0]?.button).toBeNull();
  });
});

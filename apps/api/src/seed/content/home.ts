// Page heroes and the home page blocks.

import type {
  Button,
  CateringTileBlock,
  HeroBlock,
  PageHeroBlock,
  ServicesBlock,
  Slide,
  WhoWeAreBlock,
} from "@thalassa/contract/blocks";
import type { ManifestImage, ManifestVideo } from "../media-manifest.ts";
import { imageOf, type MediaPicker, mediaOf, SERVICE_PICTURES } from "./media-picker.ts";
import { brandDomain } from "./websites.ts";

/* ---------------------------------------------------------------- page blocks */

/** The home page's service tiles, in the order of their pictures (SERVICE_PICTURES). */
const SERVICE_TILES: { title: string; text: string; alt: string; link: string }[] = [
  {
    title: "Private events",
    text: "Birthdays, christenings, engagements and company dinners in a private room, on a terrace or on the sand.",
    alt: "A private table by the sea",
    link: "/private-events",
  },
  {
    title: "Catering",
    text: "Our chefs, our service team and our central kitchen, at your wedding, your office or your garden.",
    alt: "Catering platters",
    link: "/private-events",
  },
  {
    title: "Gift cards",
    text: "A long lunch by the sea or a box of sweets from Ledra Street, to spend at any of our venues.",
    alt: "A gift card beside pastries",
    link: "/gift-card",
  },
  {
    title: "Careers",
    text: "Over six hundred cooks, bakers, hosts and drivers make the group. There is always room for one more.",
    alt: "Our team at work",
    link: "/careers",
  },
];

/** Title, subtitle and manifest page image of each page's Hero block. */
export const PAGE_HEROES: Record<string, { title: string; subtitle: string; image?: string }> = {
  about: {
    title: "Our Story",
    subtitle: "More than four decades of Cypriot hospitality, one table at a time",
  },
  brands: { title: "Our Brands", subtitle: "By the sea, in the city, on the pier, and in every sweet box" },
  "private-events": {
    title: "Private Events",
    subtitle: "Weddings, christenings, birthdays and company nights, planned with you",
  },
  "central-production": {
    title: "Central Production",
    subtitle: "Where our bread, pastries and sauces begin, every morning before dawn",
  },
  "whats-on": {
    title: "What's On",
    subtitle: "Supper clubs, live music, tastings and workshops across the island",
  },
  news: { title: "News", subtitle: "New menus, new openings and stories from our kitchens" },
  careers: { title: "Careers", subtitle: "Come and cook, pour, bake and host with us" },
  "contact-us": { title: "Contact Us", subtitle: "We would love to hear from you" },
  "community-sustainability": {
    title: "Community & Sustainability",
    subtitle: "Caring for the island that feeds us",
  },
  terms: { title: "Terms & Conditions", subtitle: "The small print, written as plainly as we could" },
  "privacy-policy": { title: "Privacy Policy", subtitle: "How we look after your personal data" },
  "gift-card": { title: "Gift Cards", subtitle: "A long lunch by the sea, wrapped as a present" },
};
export const ACCESSIBILITY_HERO = {
  title: "Accessibility",
  subtitle: "A website everyone can use, whatever the device or ability",
};

export function pageHero(media: MediaPicker, page: string, seed: number): PageHeroBlock {
  const hero = PAGE_HEROES[page] ?? ACCESSIBILITY_HERO;
  const img =
    page === "accessibility"
      ? media.image(media.manifest.pages?.accessibility ?? media.manifest.pages?.["privacy-policy"], seed)
      : media.page(page, seed);
  return { title: hero.title, subtitle: hero.subtitle, bg_image: imageOf(img, "") };
}

export function buildHome(media: MediaPicker): Record<string, unknown> {
  const n = (id: number) => media.brandName(id);
  const group = n(1);
  const desktop = media.images(media.manifest.hero?.desktop, 3, 1);
  const mobile = media.images(media.manifest.hero?.mobile, 3, 2);
  const heroVideo = media.video("hero");
  const pier = `${brandDomain(media, 6)}/book-a-table`;
  const welcome = "Cypriot hospitality, by the sea and in the city";
  const pierTitle = `Dinner over the water at ${n(6)}`;
  const tableTitle = "Long tables, shared plates, good company";
  const slide = (
    item: ManifestImage | ManifestVideo,
    alt: string,
    title: string,
    button: Pick<Button, "text" | "link"> & { newTab?: boolean },
  ): Slide => ({
    media: mediaOf(item, alt),
    title: { value: title },
    button: { ...button, newTab: button.newTab ?? false },
  });
  // The desktop and mobile carousels differ in their pictures and first slide only.
  const slides = (pictures: ManifestImage[], first: Slide) => [
    first,
    slide(pictures[1] as ManifestImage, "The pier at dusk", pierTitle, {
      text: "Book a table",
      link: pier,
      newTab: true,
    }),
    slide(pictures[2] as ManifestImage, "Shared plates on a linen table", tableTitle, {
      text: "null",
      link: "/about",
    }),
  ];
  const heroBlock: HeroBlock = {
    carousel: {
      slides: slides(
        desktop,
        slide(heroVideo ?? (desktop[0] as ManifestImage), "Waves rolling in under the evening sun", welcome, {
          text: "Discover our brands",
          link: "/brands",
        }),
      ),
    },
    carousel_mobile: {
      slides: slides(
        mobile,
        slide(mobile[0] as ManifestImage, "Parasols on the beach at golden hour", welcome, {
          text: "Our brands",
          link: "/brands",
        }),
      ),
    },
  };

  const whoWeAre: WhoWeAreBlock = {
    title: { value: "Who we are" },
    paragraph: {
      value: `${group} began with a small sweet shop in old Nicosia, a copper pot of syrup and a family that liked feeding people. Today we welcome guests at restaurants on the beach, on the pier and in the city, at confectionery shops and pizzerias from Paphos to Larnaca, and at weddings and celebrations all over the island. The recipes have travelled with us: honey-soaked loukoumades, fish grilled over charcoal, kleftiko slow-cooked until it falls from the bone. So has the habit of pulling up one more chair.`,
    },
    highlight_text: {
      value:
        "We promise to cook with what Cyprus grows and catches, to treat every guest like family, and to leave our island a little better than we found it.",
    },
    button: { text: "Read our story", link: "/about", newTab: false },
  };

  const cateringTile: CateringTileBlock = {
    title: `${n(7)}`,
    paragraph:
      "From canapés for fifty in a Limassol garden to a wedding dinner for eight hundred in the vineyards, our catering team brings the whole group's kitchen to you.",
    slides: media
      .images(media.manifest.cateringTile, 3, 3)
      .map((img, i) => mediaOf(img, `Catering by ${n(7)}, photo ${i + 1}`)),
    button: { text: "Enquire about catering" },
  };

  const services = SERVICE_PICTURES.map((key, i) => media.image(media.manifest.services?.[key], 4 + i * 7));
  const servicesBlock: ServicesBlock = {
    title: "More ways to celebrate with us",
    items: SERVICE_TILES.map(({ title, text, alt, link }, i) => ({
      title,
      text,
      media: mediaOf(services[i] as ManifestImage, alt),
      link,
    })),
  };

  return { HeroBlock: heroBlock, WhoWeAre: whoWeAre, CateringTile: cateringTile, Services: servicesBlock };
}

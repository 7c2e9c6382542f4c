import { z } from "zod";
import { imageSchema, mediaSchema } from "./entities.ts";
import { richTextSchema } from "./rich-text.ts";

/** SPEC §3: values in blocks are wrapped as { value }. */
const valueSchema = z.object({ value: z.string() });
export const buttonSchema = z.object({
  text: z.string(),
  link: z.string(),
  newTab: z.boolean().default(false),
});
export type Button = z.infer<typeof buttonSchema>;

export const slideSchema = z.object({
  media: mediaSchema,
  title: valueSchema,
  button: buttonSchema.nullish(),
});
export type Slide = z.infer<typeof slideSchema>;

/**
 * What the phone slides take from the desktop ones (apps/web's `phoneSlides`): a title changed once
 * reaches every visitor unless the phone slide says otherwise.
 */
export const PHONE_SLIDES_HELP =
  "No phone slides: phones show the desktop slides. A phone slide with an empty title shows the title of the desktop slide at the same place.";

/** Home hero: desktop and mobile slide sets (SPEC §3 HeroBlock). */
export const heroBlockSchema = z.object({
  carousel: z.object({ slides: z.array(slideSchema) }),
  carousel_mobile: z.object({ slides: z.array(slideSchema) }).meta({ description: PHONE_SLIDES_HELP }),
});
export type HeroBlock = z.infer<typeof heroBlockSchema>;

/** SPEC §3 WhoWeAre. */
export const whoWeAreBlockSchema = z.object({
  title: valueSchema,
  paragraph: valueSchema,
  highlight_text: valueSchema,
  button: buttonSchema,
});
export type WhoWeAreBlock = z.infer<typeof whoWeAreBlockSchema>;

/** SPEC §3 Hero block of other pages. */
export const pageHeroBlockSchema = z.object({
  title: z.string(),
  subtitle: z.string().nullish(),
  bg_image: imageSchema,
});
export type PageHeroBlock = z.infer<typeof pageHeroBlockSchema>;

/** SPEC §3 Rich-text block: HTML in value, within the rich-text limits. */
export const richTextBlockSchema = z.object({ value: richTextSchema });
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;

/** A titled section with HTML text, media and an optional button (private events, about texts). */
export const featureBlockSchema = z.object({
  title: z.string(),
  eyebrow: z.string().nullish(),
  paragraph: richTextSchema,
  media: mediaSchema.nullish(),
  button: buttonSchema.nullish(),
});
export type FeatureBlock = z.infer<typeof featureBlockSchema>;

/** Home catering tile: a slide show and a button that opens the catering enquiry. */
export const cateringTileBlockSchema = z.object({
  title: z.string(),
  paragraph: z.string(),
  slides: z.array(mediaSchema),
  button: z.object({ text: z.string() }),
});
export type CateringTileBlock = z.infer<typeof cateringTileBlockSchema>;

export const servicesBlockSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ title: z.string(), text: z.string(), media: mediaSchema, link: z.string() })),
});
export type ServicesBlock = z.infer<typeof servicesBlockSchema>;

export const videoBlockSchema = z.object({ title: z.string().nullish(), media: mediaSchema });
export type VideoBlock = z.infer<typeof videoBlockSchema>;

export const contactCardsBlockSchema = z.object({
  cards: z.array(
    z.object({
      title: z.string(),
      name: z.string(),
      phone: z.string().nullish(),
      email: z.string().nullish(),
      image: imageSchema.nullish(),
    }),
  ),
});
export type ContactCardsBlock = z.infer<typeof contactCardsBlockSchema>;

export const mapBlockSchema = z.object({
  title: z.string(),
  embed_url: z.string(),
  link_url: z.string(),
});
export type MapBlock = z.infer<typeof mapBlockSchema>;

/** Block kinds by block name. Header blocks are the ones /edit-component renders as a header. */
export const blockSchemas = {
  HeroBlock: heroBlockSchema,
  WhoWeAre: whoWeAreBlockSchema,
  Hero: pageHeroBlockSchema,
  RichText: richTextBlockSchema,
  Feature: featureBlockSchema,
  CateringTile: cateringTileBlockSchema,
  Services: servicesBlockSchema,
  Video: videoBlockSchema,
  ContactCards: contactCardsBlockSchema,
  Map: mapBlockSchema,
} as const;
export type BlockKind = keyof typeof blockSchemas;

/**
 * Which kind each block of each page is. A block name not listed here is unknown to the site.
 * Page names match the site's route names.
 */
export const pageBlocks = {
  home: { HeroBlock: "HeroBlock", WhoWeAre: "WhoWeAre", CateringTile: "CateringTile", Services: "Services" },
  about: { Hero: "Hero", Intro: "RichText" },
  brands: { Hero: "Hero" },
  "private-events": { Hero: "Hero", CelebrateCity: "Feature", CelebrateSea: "Feature", Catering: "Feature" },
  "central-production": { Hero: "Hero", About: "Feature", Video: "Video", ContactCards: "ContactCards" },
  "whats-on": { Hero: "Hero" },
  news: { Hero: "Hero" },
  careers: { Hero: "Hero", Intro: "RichText" },
  "contact-us": { Hero: "Hero", Details: "RichText", Map: "Map" },
  "community-sustainability": { Hero: "Hero", About: "Feature" },
  terms: { Hero: "Hero", Content: "RichText" },
  "privacy-policy": { Hero: "Hero", Content: "RichText" },
  "gift-card": { Hero: "Hero", About: "Feature", Terms: "RichText" },
  accessibility: { Hero: "Hero", Content: "RichText" },
} as const satisfies Record<string, Record<string, BlockKind>>;
export type PageName = keyof typeof pageBlocks;
export type BlockName<P extends PageName> = keyof (typeof pageBlocks)[P] & string;
export type BlockContent<K extends BlockKind> = z.infer<(typeof blockSchemas)[K]>;

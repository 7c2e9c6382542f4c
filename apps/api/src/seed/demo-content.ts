import type {
  CateringTileBlock,
  ContactCardsBlock,
  FeatureBlock,
  HeroBlock,
  MapBlock,
  PageHeroBlock,
  RichTextBlock,
  ServicesBlock,
  VideoBlock,
  WhoWeAreBlock,
} from "@thalassa/contract/blocks";
import type { Address, Image, JobType, Media, SiteSettings, WebsiteType } from "@thalassa/contract/entities";
import { type DemoCatalogue, type NewsEntry, readCatalogue, withBrandNames } from "./catalogue/index.ts";
import {
  isManifestVideo,
  type ManifestImage,
  type ManifestVideo,
  type MediaManifest,
  mediaUrl,
  toImage,
  toLogo,
  toMedia,
} from "./media-manifest.ts";
import type { DemoContent } from "./types.ts";

/*
 * The content of the group's site: brands, pages, news, events, jobs and menus. Pure and
 * deterministic: the same manifest and `today` always give the same content, and every date is
 * placed relative to `today` so events stay upcoming and news stays recent whenever it is seeded.
 */

/* ---------------------------------------------------------------- dates */

const DAY_MS = 86_400_000;

/** Midnight UTC of the calendar day of `date`. */
function dayStart(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The most recent `month`/`day` (1-based month) at least two days before `base`, at `hour` UTC. */
function lastOccurrence(base: number, month: number, day: number, hour: number): Date {
  const year = new Date(base).getUTCFullYear();
  let at = Date.UTC(year, month - 1, day, hour);
  if (at > base - 2 * DAY_MS) at = Date.UTC(year - 1, month - 1, day, hour);
  return new Date(at);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** `7 March 2025`, independent of the machine's locale data. */
function longDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/* ---------------------------------------------------------------- text helpers */

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join("");
const ul = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join("")}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((t) => `<li>${t}</li>`).join("")}</ol>`;
const h2 = (t: string) => `<h2>${t}</h2>`;
const h3 = (t: string) => `<h3>${t}</h3>`;

/* ---------------------------------------------------------------- group constants */

const GROUP_DOMAIN = "https://thalassa-group.example";
const GROUP_EMAIL = "hello@thalassa-group.example";
const JOBS_EMAIL = "careers@thalassa-group.example";
const EVENTS_EMAIL = "events@thalassa-group.example";
const PRIVACY_EMAIL = "privacy@thalassa-group.example";
const ACCESSIBILITY_EMAIL = "accessibility@thalassa-group.example";
const GROUP_PHONE = "+357 25 030 300";

const HEAD_OFFICE: Address = {
  street: "Thalassa House, 41 Spyrou Kyprianou Avenue",
  locality: "Limassol",
  postal_code: "3070",
  country: "CY",
  latitude: 34.6921,
  longitude: 33.0594,
};

/* ---------------------------------------------------------------- brands */

interface BrandProfile {
  id: number;
  type: WebsiteType;
  order: number;
  fallbackName: string;
  /** Town used in locations and copy. */
  town: string;
  address: Address;
  phones: { phone_number: string; location: string }[];
  weekdays: string[];
  weekends: string[];
  action: "book" | "order" | null;
  /** A number, or the literal text "null" when the brand has no WhatsApp line. */
  whatsapp: string;
  description: (name: string) => string;
  tileVideo?: boolean;
}

/** Day ranges and hours, one line each, written `Mon–Fri: 12:00 – 23:00` so they can be parsed. */
const hours = (lines: string[]) => lines.map((l) => `<p>${l}</p>`).join("");

export const brandProfiles: readonly BrandProfile[] = [
  {
    id: 1,
    type: "main",
    order: 0,
    fallbackName: "Thalassa Group",
    town: "Limassol",
    address: HEAD_OFFICE,
    phones: [
      { phone_number: GROUP_PHONE, location: "Head Office, Limassol" },
      { phone_number: "+357 22 030 310", location: "Central Production, Nicosia" },
    ],
    weekdays: ["Mon–Fri: 08:30 – 17:30"],
    weekends: ["Sat: 09:00 – 13:00"],
    action: null,
    whatsapp: "null",
    description: (n) =>
      `${n} is a family of restaurants, beach clubs, confectionery shops and pizzerias across Cyprus, from the sand at Agios Tychonas to the old streets of Nicosia. Everything starts in our central production kitchen in Strovolos, where bakers, pastry chefs and cooks prepare the island's favourite flavours every morning, and ends at tables by the sea, in the city and on the pier.`,
  },
  {
    id: 4,
    type: "restaurant",
    order: 1,
    fallbackName: "Kyma Beach",
    town: "Limassol",
    address: {
      street: "72 Amathountos Avenue",
      locality: "Agios Tychonas, Limassol",
      postal_code: "4532",
      country: "CY",
      latitude: 34.7118,
      longitude: 33.1386,
    },
    phones: [
      { phone_number: "+357 25 030 401", location: "Reservations" },
      { phone_number: "+357 99 030 402", location: "Beach bar" },
    ],
    weekdays: ["Mon–Fri: 10:00 – 23:30"],
    weekends: ["Sat–Sun: 09:00 – 00:30"],
    action: "book",
    whatsapp: "+357 99 030 401",
    tileVideo: true,
    description: (n) =>
      `${n} sits right on the sand at Agios Tychonas, where the tables run almost to the waterline and the menu follows the morning catch. Expect grilled octopus with caper leaves, sea bass baked in salt, watermelon and halloumi salads in summer and slow lunches that drift into sunset cocktails. Sun loungers by day, candlelight by night, and a wine list that leans proudly on Cypriot vineyards.`,
  },
  {
    id: 6,
    type: "restaurant",
    order: 2,
    fallbackName: "Skala Pier",
    town: "Limassol",
    address: {
      street: "Old Port, Pier 2, Christodoulou Chatzipavlou Street",
      locality: "Limassol",
      postal_code: "3036",
      country: "CY",
      latitude: 34.6712,
      longitude: 33.0428,
    },
    phones: [
      { phone_number: "+357 25 030 601", location: "Reservations" },
      { phone_number: "+357 25 030 602", location: "Private dining" },
      { phone_number: "+357 99 030 603", location: "Fish counter" },
    ],
    weekdays: ["Mon–Thu: 12:00 – 23:00", "Fri: 12:00 – 00:00"],
    weekends: ["Sat: 12:00 – 00:00", "Sun: 12:00 – 22:30"],
    action: "book",
    whatsapp: "+357 99 030 601",
    tileVideo: true,
    description: (n) =>
      `Built over the water at Limassol's Old Port, ${n} is where the fishing boats tie up and the day's catch goes straight to the charcoal. Share a fish meze of twenty small plates, order red mullet and sea bream by the kilo, or come for oysters and a cold glass of Xynisteri as the harbour lights come on. Every table looks out to sea.`,
  },
  {
    id: 5,
    type: "restaurant",
    order: 3,
    fallbackName: "Helios Sun",
    town: "Paphos",
    address: {
      street: "58 Poseidonos Avenue",
      locality: "Kato Paphos",
      postal_code: "8042",
      country: "CY",
      latitude: 34.7579,
      longitude: 32.4139,
    },
    phones: [{ phone_number: "+357 26 030 501", location: "Reservations" }],
    weekdays: ["Mon–Fri: 09:00 – 22:00"],
    weekends: ["Sat–Sun: 09:00 – 23:30"],
    action: "book",
    whatsapp: "+357 99 030 501",
    tileVideo: true,
    description: (n) =>
      `${n} is our all-day beach club on the Paphos coast: white parasols, cold frappé and the sound of the waves below the old lighthouse. Breakfast bowls and fresh juices in the morning, souvlaki wraps and tuna poke at lunch, and long golden-hour sessions with a resident DJ and Commandaria spritzes once the heat softens.`,
  },
  {
    id: 8,
    type: "restaurant",
    order: 4,
    fallbackName: "Agora Nicosia",
    town: "Nicosia",
    address: {
      street: "23 Stasikratous Street",
      locality: "Nicosia",
      postal_code: "1065",
      country: "CY",
      latitude: 35.1651,
      longitude: 33.3596,
    },
    phones: [
      { phone_number: "+357 22 030 801", location: "Reservations" },
      { phone_number: "+357 22 030 802", location: "Business lunches" },
    ],
    weekdays: ["Mon–Fri: 12:00 – 23:00"],
    weekends: ["Sat: 12:00 – 00:00", "Sun: 12:00 – 17:00"],
    action: "book",
    whatsapp: "+357 99 030 801",
    description: (n) =>
      `${n} brings the flavours of the Cypriot village to the heart of the capital. Between the boutiques of Stasikratous Street and the Venetian walls, our chefs slow-cook kleftiko in a clay oven, roll koupepia by hand and serve a trahanas soup that Nicosia winters are made for. Business lunches are quick and generous; dinners are long, loud and shared.`,
  },
  {
    id: 9,
    type: "restaurant",
    order: 5,
    fallbackName: "Plaza Eleftheria",
    town: "Nicosia",
    address: {
      street: "4 Eleftheria Square",
      locality: "Nicosia",
      postal_code: "1011",
      country: "CY",
      latitude: 35.1705,
      longitude: 33.3611,
    },
    phones: [
      { phone_number: "+357 22 030 901", location: "Reception" },
      { phone_number: "+357 22 030 902", location: "Events office" },
    ],
    weekdays: ["Mon–Fri: 08:00 – 00:00"],
    weekends: ["Sat–Sun: 09:00 – 01:00"],
    action: "book",
    whatsapp: "+357 99 030 901",
    description: (n) =>
      `Facing the sweeping white curves of Eleftheria Square, ${n} is a restaurant, terrace and events venue in one. Our reception welcomes guests from breakfast onwards for brunch, business lunches, cocktail evenings and celebrations of up to 250 people, with a modern Mediterranean menu and a view over the Venetian walls.`,
  },
  {
    id: 12,
    type: "restaurant",
    order: 6,
    fallbackName: "Finikoudes Larnaca",
    town: "Larnaca",
    address: {
      street: "66 Athinon Avenue",
      locality: "Larnaca",
      postal_code: "6022",
      country: "CY",
      latitude: 34.9128,
      longitude: 33.6382,
    },
    phones: [
      { phone_number: "+357 24 030 121", location: "Restaurant" },
      { phone_number: "+357 24 030 122", location: "Delivery & collection" },
    ],
    weekdays: ["Mon–Fri: 11:30 – 23:30"],
    weekends: ["Sat–Sun: 10:00 – 00:00"],
    action: "order",
    whatsapp: "+357 99 030 121",
    description: (n) =>
      `Under the palm trees of the Finikoudes promenade, ${n} has been feeding Larnaca families for a decade. Fish soup, crisp kalamari, sheftalia straight off the grill and big village salads are served from noon till late, with a view of the marina and the church of Saint Lazarus, and everything on the menu can be ordered for collection or delivery across town.`,
  },
  {
    id: 2,
    type: "eshop",
    order: 7,
    fallbackName: "Glykia Ledra",
    town: "Nicosia",
    address: {
      street: "118 Ledras Street",
      locality: "Nicosia",
      postal_code: "1011",
      country: "CY",
      latitude: 35.1736,
      longitude: 33.3613,
    },
    phones: [
      { phone_number: "+357 22 030 201", location: "Shop" },
      { phone_number: "+357 22 030 202", location: "Celebration cakes" },
    ],
    weekdays: ["Mon–Fri: 08:00 – 21:00"],
    weekends: ["Sat: 08:00 – 21:00", "Sun: 09:00 – 20:00"],
    action: "order",
    whatsapp: "+357 99 030 201",
    description: (n) =>
      `On Ledra Street, a few steps from the Venetian walls, ${n} fills the old town with the smell of warm honey and caramelised sugar. Glass cabinets hold loukoumades, galaktoboureko, baklava, mastic cheesecake and celebration cakes made to order, all baked each morning in our central production kitchen. Order online and collect in store, or have a box delivered anywhere in Nicosia.`,
  },
  {
    id: 3,
    type: "eshop",
    order: 8,
    fallbackName: "Glykia Marina",
    town: "Limassol",
    address: {
      street: "Shop 7, Limassol Marina, Nikolaou Mylona Street",
      locality: "Limassol",
      postal_code: "3041",
      country: "CY",
      latitude: 34.6703,
      longitude: 33.0409,
    },
    phones: [{ phone_number: "+357 25 030 301", location: "Shop" }],
    weekdays: ["Mon–Fri: 08:30 – 22:00"],
    weekends: ["Sat–Sun: 09:00 – 22:30"],
    action: "order",
    whatsapp: "+357 99 030 301",
    description: (n) =>
      `${n} brings our family recipes to the Limassol Marina promenade. Stop for a Cypriot coffee and a slice of portokalopita overlooking the yachts, pick up a box of handmade chocolates with carob and orange blossom, or order a birthday cake online and collect it on your way home.`,
  },
  {
    id: 14,
    type: "eshop",
    order: 9,
    fallbackName: "Meli Pantry",
    town: "Nicosia",
    address: {
      street: "9 Archbishop Makarios III Avenue",
      locality: "Nicosia",
      postal_code: "1065",
      country: "CY",
      latitude: 35.1627,
      longitude: 33.3618,
    },
    phones: [{ phone_number: "+357 22 030 141", location: "Shop & online orders" }],
    weekdays: ["Mon–Fri: 09:00 – 20:00"],
    weekends: ["Sat: 09:00 – 18:00", "Sun: 10:00 – 14:00"],
    action: "order",
    whatsapp: "+357 99 030 141",
    description: (n) =>
      `${n} is our pantry of Cypriot goodness: thyme honey from Pitsilia, carob syrup, extra virgin olive oil from Paphos groves, spoon sweets of bergamot and green walnut, and the breads, pastries and preserves of our central kitchen. Gift hampers are packed by hand and delivered across the island.`,
  },
  {
    id: 15,
    type: "eshop",
    order: 10,
    fallbackName: "Pagoto Gelateria",
    town: "Limassol",
    address: {
      street: "12 Georgiou A' Street",
      locality: "Germasogeia, Limassol",
      postal_code: "4047",
      country: "CY",
      latitude: 34.6978,
      longitude: 33.0893,
    },
    phones: [{ phone_number: "+357 25 030 151", location: "Shop" }],
    weekdays: ["Mon–Fri: 11:00 – 23:00"],
    weekends: ["Sat–Sun: 10:00 – 00:00"],
    action: "order",
    whatsapp: "+357 99 030 151",
    description: (n) =>
      `${n} churns small batches every morning from Cypriot milk and fruit at its peak: Paphos watermelon and mint, Lefkara honey and walnut, rose and pistachio, and a dark chocolate sorbet that has its own fan club. Take a cone to the promenade or order a family tub online for the freezer.`,
  },
  {
    id: 10,
    type: "eshop",
    order: 11,
    fallbackName: "Forno Strovolos",
    town: "Nicosia",
    address: {
      street: "77 Strovolou Avenue",
      locality: "Strovolos, Nicosia",
      postal_code: "2018",
      country: "CY",
      latitude: 35.1463,
      longitude: 33.3397,
    },
    phones: [
      { phone_number: "+357 22 030 101", location: "Delivery" },
      { phone_number: "+357 22 030 102", location: "Restaurant" },
    ],
    weekdays: ["Mon–Thu: 12:00 – 23:00", "Fri: 12:00 – 00:00"],
    weekends: ["Sat: 12:00 – 00:00", "Sun: 12:00 – 23:00"],
    action: "order",
    whatsapp: "+357 99 030 101",
    description: (n) =>
      `${n} fires Neapolitan-style pizzas in a wood-burning oven on Strovolos Avenue, with dough rested for forty-eight hours and toppings from Cypriot producers: halloumi from Pitsilia, lountza from Agros and wild oregano from the Troodos. Eat in, collect, or order for delivery across Nicosia.`,
  },
  {
    id: 11,
    type: "eshop",
    order: 12,
    fallbackName: "Forno Limassol",
    town: "Limassol",
    address: {
      street: "250 28th October Street",
      locality: "Germasogeia, Limassol",
      postal_code: "4046",
      country: "CY",
      latitude: 34.6991,
      longitude: 33.0872,
    },
    phones: [{ phone_number: "+357 25 030 111", location: "Delivery & collection" }],
    weekdays: ["Mon–Fri: 12:00 – 23:30"],
    weekends: ["Sat–Sun: 12:00 – 00:00"],
    action: "order",
    whatsapp: "+357 99 030 111",
    description: (n) =>
      `${n} serves the same slow-proved dough and blistered wood-fired crust to Limassol, from a bright corner pizzeria a short walk from the beach. Family-size pizzas, crisp salads and Nutella calzones for dessert, delivered hot from Agios Athanasios to the tourist area.`,
  },
  {
    id: 7,
    type: "website",
    order: 13,
    fallbackName: "Thalassa Catering",
    town: "Nicosia",
    address: {
      street: "14 Kilkis Street, Strovolos Industrial Area",
      locality: "Strovolos, Nicosia",
      postal_code: "2034",
      country: "CY",
      latitude: 35.1352,
      longitude: 33.3418,
    },
    phones: [
      { phone_number: "+357 22 030 701", location: "Catering sales" },
      { phone_number: "+357 99 030 702", location: "Event day line" },
    ],
    weekdays: ["Mon–Fri: 08:00 – 18:00"],
    weekends: ["Sat: 09:00 – 14:00"],
    action: null,
    whatsapp: "null",
    description: (n) =>
      `${n} brings the kitchens of the group to weddings, christenings, corporate dinners and garden parties anywhere on the island. From a canapé reception for fifty to a seated dinner for a thousand, our team designs the menu with you, cooks it in our central production kitchen and serves it with the same care as in our restaurants.`,
  },
  {
    id: 13,
    type: "website",
    order: 14,
    fallbackName: "Thalassa Cooking School",
    town: "Nicosia",
    address: {
      street: "14 Kilkis Street, Strovolos Industrial Area",
      locality: "Strovolos, Nicosia",
      postal_code: "2034",
      country: "CY",
      latitude: 35.1354,
      longitude: 33.342,
    },
    phones: [{ phone_number: "+357 22 030 131", location: "Classes & bookings" }],
    weekdays: ["Mon–Fri: 09:00 – 17:00"],
    weekends: ["Sat: 10:00 – 14:00"],
    action: null,
    whatsapp: "null",
    description: (n) =>
      `${n} opens the doors of our kitchens to everyone who loves Cypriot food. Join a hands-on evening of meze, learn to fold flaounes before Easter, or bring your team for a cook-off that ends around a long table. Classes are small, led by our own chefs and pastry chefs, and finish with a glass of local wine.`,
  },
  {
    id: 18,
    type: "website",
    order: 15,
    fallbackName: "Thalassa Foundation",
    town: "Limassol",
    address: HEAD_OFFICE,
    phones: [{ phone_number: "+357 25 030 181", location: "Foundation office" }],
    weekdays: ["Mon–Fri: 09:00 – 16:00"],
    weekends: ["Sat–Sun: 10:00 – 12:00"],
    action: null,
    whatsapp: "null",
    description: (n) =>
      `${n} is the group's community arm. It funds hospitality scholarships for young Cypriots, organises coastal clean-ups with our teams and guests, and makes sure the food we do not sell reaches families who need it, through partner charities in Nicosia, Limassol and Larnaca.`,
  },
];

const profileById = new Map(brandProfiles.map((b) => [b.id, b]));

/* ---------------------------------------------------------------- media */

/** The manifest's own description of a picture when it has one, else `fallback`. */
function altOr(img: ManifestImage, fallback: string): string {
  return img.alt?.trim() ? img.alt : fallback;
}

function imageOf(img: ManifestImage, fallbackAlt: string): Image {
  return toImage(img, altOr(img, fallbackAlt));
}

function mediaOf(item: ManifestImage | ManifestVideo, fallbackAlt: string): Media {
  return toMedia(item, altOr(isManifestVideo(item) ? item.poster : item, fallbackAlt));
}

/**
 * Picks manifest media with fallbacks: a missing key borrows another picture of the manifest
 * (chosen by a fixed seed) so a partial manifest still yields complete content.
 */
class MediaPicker {
  private readonly pool: ManifestImage[];

  constructor(readonly manifest: MediaManifest) {
    const m = manifest;
    const brands = Object.values(m.brands ?? {});
    this.pool = [
      ...(m.hero?.desktop ?? []),
      ...Object.values(m.pages ?? {}),
      ...brands.flatMap((b) => [b?.medium, ...(b?.carousel ?? [])]),
      ...Object.values(m.news ?? {}).flatMap((n) => [n?.large, n?.small]),
      ...Object.values(m.events ?? {}).flatMap((e) => [e?.medium, e?.small]),
      ...(m.services ?? []),
      ...(m.cateringTile ?? []),
      ...Object.values(m.csr ?? {}),
      m.giftCard,
    ].filter(
      (img): img is ManifestImage => img !== undefined && img !== null && typeof img.path === "string",
    );
    if (this.pool.length === 0) throw new Error("The media manifest lists no images");
  }

  /** `img` itself, or a stand-in from the pool. */
  image(img: ManifestImage | undefined | null, seed: number): ManifestImage {
    if (img) return img;
    return this.pool[Math.abs(seed) % this.pool.length] as ManifestImage;
  }

  /** `count` images from `list`, completed from the pool when the list is short. */
  images(list: ManifestImage[] | undefined, count: number, seed: number): ManifestImage[] {
    const out = (list ?? []).slice(0, count);
    for (let i = out.length; i < count; i++) out.push(this.image(undefined, seed + i * 7));
    return out;
  }

  brandName(id: number): string {
    return this.manifest.brands?.[String(id)]?.name ?? profileById.get(id)?.fallbackName ?? `Brand ${id}`;
  }

  brandMedium(id: number): ManifestImage {
    const b = this.manifest.brands?.[String(id)];
    return this.image(b?.medium ?? b?.carousel?.[0], id * 11);
  }

  brandCarousel(id: number): ManifestImage[] {
    const b = this.manifest.brands?.[String(id)];
    const list = b?.carousel?.length ? b.carousel : b?.medium ? [b.medium] : undefined;
    return this.images(list, 3, id * 13);
  }

  /** A brand's SVG logo (`logo` or `logo_2`), else the group's, else none. */
  brandLogo(id: number, key: "logo" | "logo_2"): string | undefined {
    const brands = this.manifest.brands ?? {};
    return brands[String(id)]?.[key] ?? brands[String(id)]?.logo ?? brands["1"]?.[key] ?? brands["1"]?.logo;
  }

  page(name: string, seed: number): ManifestImage {
    return this.image(this.manifest.pages?.[name], seed);
  }

  video(key: "hero" | "tile" | "production"): ManifestVideo | undefined {
    const v = this.manifest.videos;
    if (key === "hero") return this.manifest.hero?.video ?? v?.hero ?? v?.tile ?? v?.production;
    return (
      v?.[key] ?? v?.hero ?? this.manifest.hero?.video ?? (key === "production" ? v?.tile : v?.production)
    );
  }

  /** A video as block media, or an image when the manifest has no videos. */
  videoMedia(key: "hero" | "tile" | "production", alt: string, seed: number): Media {
    const v = this.video(key);
    return mediaOf(v ?? this.image(undefined, seed), alt);
  }
}

/** Manifest keys the content uses that are absent, for reports and tests. */
export function missingManifestKeys(m: MediaManifest, catalogue: DemoCatalogue = readCatalogue()): string[] {
  const missing: string[] = [];
  const need = (ok: unknown, key: string) => {
    if (ok === undefined || ok === null || (Array.isArray(ok) && ok.length === 0)) missing.push(key);
  };
  for (const b of brandProfiles) {
    const brand = m.brands?.[String(b.id)];
    need(brand, `brands.${b.id}`);
    if (!brand) continue;
    need(brand.logo, `brands.${b.id}.logo`);
    need(brand.logo_2, `brands.${b.id}.logo_2`);
    need(brand.medium, `brands.${b.id}.medium`);
    need(brand.carousel, `brands.${b.id}.carousel`);
  }
  need(m.hero?.desktop, "hero.desktop");
  need(m.hero?.mobile, "hero.mobile");
  need(m.hero?.video, "hero.video");
  need(m.videos?.hero, "videos.hero");
  need(m.videos?.tile, "videos.tile");
  need(m.videos?.production, "videos.production");
  for (const page of Object.keys(PAGE_HEROES)) need(m.pages?.[page], `pages.${page}`);
  need(m.privateEvents?.city, "privateEvents.city");
  need(m.privateEvents?.sea, "privateEvents.sea");
  need(m.privateEvents?.catering, "privateEvents.catering");
  need(m.cateringTile, "cateringTile");
  need(m.services, "services");
  for (const e of catalogue.news) need(m.news?.[e.picture], `news.${e.picture}`);
  for (const e of catalogue.events) need(m.events?.[e.picture], `events.${e.picture}`);
  for (const e of catalogue.community) need(m.csr?.[e.picture], `csr.${e.picture}`);
  for (const e of catalogue.story) need(m.story?.[e.picture], `story.${e.picture}`);
  need(m.giftCard, "giftCard");
  need(m.menus, "menus");
  need(m.favicon, "favicon");
  return [...new Set(missing)];
}

/* ---------------------------------------------------------------- settings and websites */

function buildSettings(media: MediaPicker): SiteSettings {
  const name = media.brandName(1);
  const fav = media.manifest.favicon;
  const favicon = fav?.svg ?? fav?.png;
  const logo2 = media.brandLogo(1, "logo_2");
  return {
    name,
    domain: GROUP_DOMAIN,
    email: GROUP_EMAIL,
    jobs_email: JOBS_EMAIL,
    phone: GROUP_PHONE,
    address: HEAD_OFFICE,
    social: [
      { name: "Instagram", url: "https://www.instagram.com/thalassagroup.cy" },
      { name: "Facebook", url: "https://www.facebook.com/thalassagroup.cy" },
      { name: "LinkedIn", url: "https://www.linkedin.com/company/thalassa-group-cyprus" },
      { name: "TikTok", url: "https://www.tiktok.com/@thalassagroup.cy" },
    ],
    images: {
      favicon: favicon ? { url: mediaUrl(favicon), alt: name } : null,
      logo_2: logo2 ? toLogo(logo2, name) : null,
      medium: imageOf(media.brandMedium(1), name),
    },
    google_script_tag: [
      `<script async src="https://www.googletagmanager.com/gtag/js?id=G-DEMO000000"></script>`,
      "<script>",
      "window.dataLayer = window.dataLayer || [];",
      "function gtag(){dataLayer.push(arguments);}",
      "gtag('js', new Date());",
      "gtag('config', 'G-DEMO000000', { anonymize_ip: true });",
      "</script>",
    ].join("\n"),
    body_google_script_tag:
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-DEMO000" height="0" width="0" style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>',
  };
}

function brandDomain(media: MediaPicker, id: number): string {
  return id === 1 ? GROUP_DOMAIN : `https://${slugify(media.brandName(id))}.example`;
}

function buildWebsites(media: MediaPicker): DemoContent["websites"] {
  return brandProfiles.map((b) => {
    const name = media.brandName(b.id);
    const domain = brandDomain(media, b.id);
    const host = domain.replace(/^https:\/\//, "");
    const logo = media.brandLogo(b.id, "logo");
    const logo2 = media.brandLogo(b.id, "logo_2");
    const bookNow =
      b.action === "book" ? `${domain}/book-a-table` : b.action === "order" ? `${domain}/order-online` : null;
    return {
      id: b.id,
      name,
      type: b.type,
      order: b.order,
      domain,
      description: b.description(name),
      email: b.id === 1 ? GROUP_EMAIL : `hello@${host}`,
      address: b.address,
      phones: b.phones,
      openingHoursWeekdays: hours(b.weekdays),
      openingHoursWeekends: hours(b.weekends),
      bookNow,
      whatsapp: b.whatsapp,
      images: {
        carousel: media.brandCarousel(b.id).map((img, i) => imageOf(img, `${name}, photo ${i + 1}`)),
        medium: imageOf(media.brandMedium(b.id), name),
        logo: logo ? toLogo(logo, `${name} logo`) : undefined,
        logo_2: logo2 ? toLogo(logo2, `${name} logo`) : undefined,
        video: b.tileVideo ? media.videoMedia("tile", `A day at ${name}`, b.id) : undefined,
      },
    };
  });
}

/* ---------------------------------------------------------------- page blocks */

/** Title, subtitle and manifest page image of each page's Hero block. */
const PAGE_HEROES: Record<string, { title: string; subtitle: string; image?: string }> = {
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
const ACCESSIBILITY_HERO = {
  title: "Accessibility",
  subtitle: "A website everyone can use, whatever the device or ability",
};

function pageHero(media: MediaPicker, page: string, seed: number): PageHeroBlock {
  const hero = PAGE_HEROES[page] ?? ACCESSIBILITY_HERO;
  const img =
    page === "accessibility"
      ? media.image(media.manifest.pages?.accessibility ?? media.manifest.pages?.["privacy-policy"], seed)
      : media.page(page, seed);
  return { title: hero.title, subtitle: hero.subtitle, bg_image: imageOf(img, "") };
}

function buildHome(media: MediaPicker): Record<string, unknown> {
  const n = (id: number) => media.brandName(id);
  const group = n(1);
  const desktop = media.images(media.manifest.hero?.desktop, 3, 1);
  const mobile = media.images(media.manifest.hero?.mobile, 3, 2);
  const heroVideo = media.video("hero");
  const pier = `${brandDomain(media, 6)}/book-a-table`;
  const welcome = "Cypriot hospitality, by the sea and in the city";
  const pierTitle = `Dinner over the water at ${n(6)}`;
  const tableTitle = "Long tables, shared plates, good company";
  const heroBlock: HeroBlock = {
    carousel: {
      slides: [
        {
          media: mediaOf(
            heroVideo ?? (desktop[0] as ManifestImage),
            "Waves rolling in under the evening sun",
          ),
          title: { value: welcome },
          button: { text: "Discover our brands", link: "/brands", newTab: false },
        },
        {
          media: mediaOf(desktop[1] as ManifestImage, "The pier at dusk"),
          title: { value: pierTitle },
          button: { text: "Book a table", link: pier, newTab: true },
        },
        {
          media: mediaOf(desktop[2] as ManifestImage, "Shared plates on a linen table"),
          title: { value: tableTitle },
          button: { text: "null", link: "/about", newTab: false },
        },
      ],
    },
    carousel_mobile: {
      slides: [
        {
          media: mediaOf(mobile[0] as ManifestImage, "Parasols on the beach at golden hour"),
          title: { value: welcome },
          button: { text: "Our brands", link: "/brands", newTab: false },
        },
        {
          media: mediaOf(mobile[1] as ManifestImage, "The pier at dusk"),
          title: { value: pierTitle },
          button: { text: "Book a table", link: pier, newTab: true },
        },
        {
          media: mediaOf(mobile[2] as ManifestImage, "Shared plates on a linen table"),
          title: { value: tableTitle },
          button: { text: "null", link: "/about", newTab: false },
        },
      ],
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

  const services = media.images(media.manifest.services, 4, 4);
  const servicesBlock: ServicesBlock = {
    title: "More ways to celebrate with us",
    items: [
      {
        title: "Private events",
        text: "Birthdays, christenings, engagements and company dinners in a private room, on a terrace or on the sand.",
        media: mediaOf(services[0] as ManifestImage, "A private table by the sea"),
        link: "/private-events",
      },
      {
        title: "Catering",
        text: "Our chefs, our service team and our central kitchen, at your wedding, your office or your garden.",
        media: mediaOf(services[1] as ManifestImage, "Catering platters"),
        link: "/private-events",
      },
      {
        title: "Gift cards",
        text: "A long lunch by the sea or a box of sweets from Ledra Street, to spend at any of our venues.",
        media: mediaOf(services[2] as ManifestImage, "A gift card beside pastries"),
        link: "/gift-card",
      },
      {
        title: "Careers",
        text: "Over six hundred cooks, bakers, hosts and drivers make the group. There is always room for one more.",
        media: mediaOf(services[3] as ManifestImage, "Our team at work"),
        link: "/careers",
      },
    ],
  };

  return { HeroBlock: heroBlock, WhoWeAre: whoWeAre, CateringTile: cateringTile, Services: servicesBlock };
}

function aboutIntro(group: string): RichTextBlock {
  return {
    value: [
      h2("A family table that kept growing"),
      p(
        `${group} started as a single sweet shop in the lanes of old Nicosia, where the loukoumades were fried to order and the galaktoboureko came out of the oven still trembling. Regulars brought their friends, the friends brought their weddings, and slowly the family learned to cook for everyone.`,
        "Over the decades we followed our guests to the coast: a taverna on the sand, a fish restaurant on the pier, a beach club under the Paphos lighthouse. Along the way we built a central production kitchen, opened pizzerias that fire Cypriot cheeses in wood-burning ovens, and started catering the island's biggest days.",
      ),
      h3("What has not changed"),
      ul(
        "We buy from Cypriot farmers, fishermen and cheesemakers first.",
        "Our pastry recipes are still written in the founders' handwriting.",
        "Every new chef spends their first week baking at dawn in central production.",
      ),
      p("Scroll through the years below to see how we got here, one table at a time."),
    ].join(""),
  };
}

function careersIntro(): RichTextBlock {
  return {
    value: [
      h2("Work where the island eats"),
      p(
        "Our people are the reason guests come back. Whether you are a chef who wants to cook with the morning's catch, a student looking for a summer on the beach or a manager ready to run one of the busiest terraces in Nicosia, we will train you, pay you fairly and give you room to grow.",
      ),
      h3("Why people stay with us"),
      ul(
        "Staff meals cooked by our chefs on every shift",
        "Paid training at our central production kitchen and cooking school",
        "Clear progression from commis to head chef, from host to manager",
        "Staff discounts across every restaurant, shop and pizzeria in the group",
        "Year-round contracts for most roles, not only for the summer",
      ),
      p(
        `Cannot see the right role below? Send your CV to <a href="mailto:${JOBS_EMAIL}">${JOBS_EMAIL}</a> and tell us where you would like to work.`,
      ),
    ].join(""),
  };
}

function contactDetails(media: MediaPicker): RichTextBlock {
  const a = HEAD_OFFICE;
  return {
    value: [
      h2("Head office"),
      p(
        `${media.brandName(1)}<br>${a.street}<br>${a.postal_code} ${a.locality}, Cyprus`,
        `Telephone: <a href="tel:${GROUP_PHONE.replace(/\s/g, "")}">${GROUP_PHONE}</a><br>E-mail: <a href="mailto:${GROUP_EMAIL}">${GROUP_EMAIL}</a>`,
        "Office hours: Monday to Friday, 08:30 to 17:30.",
      ),
      h3("Visiting us"),
      ul(
        "Free visitor parking behind the building, entrance from the side street",
        "Limassol city buses 30 and 31 stop a two-minute walk away",
        "Step-free entrance and a lift to every floor",
      ),
      h3("Reservations"),
      p(
        'Each of our restaurants takes bookings directly. You will find their phone numbers, WhatsApp lines and online booking on <a href="/brands">Our Brands</a>.',
      ),
      h3("Private events and catering"),
      p(
        `For weddings, christenings, corporate dinners and parties, write to <a href="mailto:${EVENTS_EMAIL}">${EVENTS_EMAIL}</a> or call <a href="tel:+35722030701">+357 22 030 701</a>. We reply to every enquiry within two working days.`,
      ),
      h3("Careers"),
      p(`CVs and questions about working with us: <a href="mailto:${JOBS_EMAIL}">${JOBS_EMAIL}</a>.`),
      h3("Press and partnerships"),
      p(
        'Journalists, suppliers and partners: <a href="mailto:press@thalassa-group.example">press@thalassa-group.example</a>.',
      ),
    ].join(""),
  };
}

function contactMap(): MapBlock {
  const lat = HEAD_OFFICE.latitude ?? 34.6921;
  const lon = HEAD_OFFICE.longitude ?? 33.0594;
  const d = 0.006;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((v) => v.toFixed(4)).join("%2C");
  return {
    title: "Find our head office",
    embed_url: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(4)}%2C${lon.toFixed(4)}`,
    link_url: `https://www.openstreetmap.org/?mlat=${lat.toFixed(4)}&mlon=${lon.toFixed(4)}#map=17/${lat.toFixed(4)}/${lon.toFixed(4)}`,
  };
}

function termsContent(group: string): RichTextBlock {
  return {
    value: [
      p(
        `These terms apply to the website of ${group} and to the bookings, enquiries, orders and gift cards made through it. ${group} is a group of hospitality companies registered in the Republic of Cyprus, with its head office at ${HEAD_OFFICE.street}, ${HEAD_OFFICE.postal_code} ${HEAD_OFFICE.locality}. By using the website you accept these terms; if you do not, please do not use it.`,
      ),
      h2("1. Using this website"),
      p(
        "You may browse the website, download our menus and share our pages for your own, non-commercial use. You must not try to gain unauthorised access to the website, interfere with how it works, or use it to send unlawful, offensive or unsolicited material.",
        "We keep the information on the website accurate and up to date, but menus, prices, opening hours and events can change at short notice. If something matters to your visit, please call the venue before you travel.",
      ),
      h2("2. Table bookings"),
      ul(
        "Bookings are made with the individual restaurant through its own booking page, telephone or WhatsApp line, and are confirmed only when you receive a confirmation.",
        "We hold tables for 15 minutes after the booked time. After that the table may be given to other guests.",
        "For groups of ten or more, and on special dates such as Christmas Eve, New Year's Eve and Valentine's Day, the restaurant may ask for a deposit or a pre-ordered set menu. The conditions are explained before you confirm.",
        "Please cancel as early as you can, so that another guest can enjoy the table.",
      ),
      h2("3. Private event and catering enquiries"),
      p(
        "Sending an enquiry through the website does not create a booking or a contract. Our events team replies with availability, menus and a quotation. An event is confirmed only when you accept a written offer and pay any deposit it asks for; the offer then sets out the price, the number of guests, the cancellation terms and what is included.",
        "Please tell us about allergies and dietary requirements when you enquire, and confirm final guest numbers at least seven days before the event.",
      ),
      h2("4. Gift cards"),
      ul(
        "Gift cards are bought on this website and paid online through our payment provider. Prices are in euro and include VAT.",
        "A gift card is valid for twelve months from the date of purchase and can be used, in one or more visits, at any restaurant, shop or pizzeria of the group listed on the gift card page, unless the card says otherwise.",
        "Gift cards are collected from the pickup point chosen when ordering. Please bring the order confirmation and a form of identification.",
        "Gift cards cannot be exchanged for cash, and any balance left at the end of the validity period expires.",
        "Treat a gift card like cash: we cannot replace a lost or stolen card, except where the law requires us to.",
        "If a payment fails, no card is issued and nothing is charged. If you were charged for a card you did not receive, contact us and we will put it right.",
      ),
      h2("5. Online orders"),
      p(
        "Our confectionery shops, pizzerias and pantry take orders online through their own websites. Each of those sites shows its own delivery areas, minimum order, delivery times and payment terms, which apply in addition to these terms.",
      ),
      h2("6. Prices, allergens and dietary information"),
      p(
        "Prices on our menus include VAT. Our kitchens handle gluten, nuts, sesame, milk, eggs, fish, shellfish and other allergens; although we take care, we cannot guarantee that any dish is free of them. Please speak to a member of our team before ordering.",
      ),
      h2("7. Intellectual property"),
      p(
        `The names, logos, photographs, videos, texts and menus on this website belong to ${group} or its licensors. You may not copy or reuse them for commercial purposes without our written permission.`,
      ),
      h2("8. Liability"),
      p(
        "We provide the website as it is and cannot promise that it will always be available or free of errors. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit.",
      ),
      h2("9. Law and disputes"),
      p(
        "These terms are governed by the laws of the Republic of Cyprus, and the courts of Cyprus have jurisdiction over any dispute. If you are a consumer you also keep the protection of the law of the country where you live.",
      ),
      h2("10. Contact"),
      p(
        `Questions about these terms: <a href="mailto:${GROUP_EMAIL}">${GROUP_EMAIL}</a> or ${GROUP_PHONE}. We may update these terms from time to time; the version on this page is the one that applies.`,
      ),
    ].join(""),
  };
}

function privacyContent(group: string): RichTextBlock {
  return {
    value: [
      p(
        `This policy explains what personal data ${group} collects through this website, why, and what your rights are. We process personal data in line with the EU General Data Protection Regulation (GDPR) and the Cypriot law that implements it.`,
      ),
      h2("1. Who we are"),
      p(
        `The controller of your personal data is ${group}, ${HEAD_OFFICE.street}, ${HEAD_OFFICE.postal_code} ${HEAD_OFFICE.locality}, Cyprus. You can reach our data protection contact at <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a>.`,
      ),
      h2("2. What we collect"),
      h3("When you fill in a form"),
      ul(
        "<strong>Private event and catering enquiries:</strong> your name, e-mail address, telephone number, the date, occasion, number of guests, location and any notes you give us.",
        "<strong>Job applications:</strong> your name, e-mail address, telephone number, CV and work permit, and the role you are applying for.",
        "<strong>Newsletter:</strong> your e-mail address and the date you agreed to receive it.",
        "<strong>Gift cards:</strong> your name, e-mail address, telephone number, the amount, quantity and pickup point. Card payments are handled by our payment provider; we never see or store your card number.",
      ),
      h3("When you browse"),
      p(
        "Our servers keep standard technical logs (IP address, browser, pages requested, time) for security and to keep the website running. If you accept cookies, we also collect anonymous statistics about how the website is used.",
      ),
      h2("3. Why we use it and on what legal basis"),
      ul(
        "To answer your enquiry and prepare an offer: steps you ask for before a contract.",
        "To process a gift card order and issue the card: performance of a contract.",
        "To assess your job application: steps before an employment contract, and our legitimate interest in hiring the right people.",
        "To send our newsletter: your consent, which you can withdraw with one click in every e-mail.",
        "To measure which campaigns bring visitors to us, and to keep the website secure: our legitimate interests.",
      ),
      h2("4. Cookies"),
      p("We use a small number of cookies:"),
      ul(
        "<strong>RestaurantsCookiesConsent</strong> remembers whether you accepted or rejected cookies, so that we do not ask again on every page. It is kept for 180 days.",
        "<strong>utm_source</strong> remembers which campaign or partner site brought you to us, and is attached to the forms you send so we can tell which campaigns work. It is kept for 30 days.",
        "<strong>Analytics cookies</strong> (Google Analytics, names beginning with <code>_ga</code>) count visits and page views anonymously. They are set only if you click Accept, and are kept for up to 13 months.",
      ),
      p(
        "You can change your choice at any time by clearing this website's cookies in your browser; the banner will then appear again. Rejecting cookies does not stop the website from working.",
      ),
      h2("5. How long we keep your data"),
      ul(
        "Enquiries that do not lead to an event: 12 months.",
        "Event and gift card records: as long as tax and accounting law requires, usually 7 years.",
        "Job applications: 6 months after the role is filled, or longer if you ask us to keep your CV on file.",
        "Newsletter subscriptions: until you unsubscribe.",
      ),
      h2("6. Who we share it with"),
      p(
        "We share personal data only with the group company that runs the venue you are dealing with, and with service providers who act on our instructions: our payment provider, our e-mail and hosting providers, and our booking system. They may not use your data for their own purposes. Where data leaves the European Economic Area, we rely on the safeguards the GDPR requires, such as the European Commission's standard contractual clauses.",
      ),
      h2("7. Your rights"),
      p(
        "You have the right to ask for a copy of your data, to correct it, to have it erased, to restrict or object to its use, to receive it in a portable format, and to withdraw any consent you gave. Write to us at the address above and we will answer within one month.",
        "If you are unhappy with how we handled your data, you can complain to the Commissioner for Personal Data Protection of the Republic of Cyprus, 1 Iasonos Street, 1082 Nicosia.",
      ),
      h2("8. Changes to this policy"),
      p(
        "We update this policy when our services or the law change. The version on this page is always the current one.",
      ),
    ].join(""),
  };
}

function accessibilityContent(group: string, reviewed: string): RichTextBlock {
  return {
    value: [
      p(
        `${group} wants everyone to be able to find a table, read a menu, send an enquiry or apply for a job on this website, whatever device they use and whatever their abilities.`,
      ),
      h2("Our target"),
      p(
        'We aim to meet the <a href="https://www.w3.org/TR/WCAG22/">Web Content Accessibility Guidelines</a> (WCAG 2.2) at level AA across the whole website, and we test new pages against it before they go live.',
      ),
      h2("What we have done"),
      ul(
        "Every page can be used with a keyboard alone, with a visible focus outline and a link to skip to the main content.",
        "Text meets a contrast ratio of at least 4.5:1, including text placed over photographs.",
        "Images have text alternatives; purely decorative images are hidden from screen readers.",
        "Background videos are silent, and motion is switched off when your device asks for reduced motion.",
        "Forms have visible labels, and errors are described in text next to the field they belong to.",
        "Pages work when zoomed to 400% and on screens as narrow as 320 pixels.",
      ),
      h2("Known limitations"),
      ul(
        "Some of our menus are PDF documents and may not read well with every screen reader. Ask the restaurant and we will send the menu as plain text or read it to you over the phone.",
        "Online booking and ordering pages of individual brands are run by partners and may not yet meet the same standard.",
      ),
      h2("Tell us about a problem"),
      p(
        `If something on the website does not work for you, or you need information in a different format, contact us at <a href="mailto:${ACCESSIBILITY_EMAIL}">${ACCESSIBILITY_EMAIL}</a> or call ${GROUP_PHONE} (Monday to Friday, 08:30 to 17:30). Tell us the page and what went wrong; we will reply within five working days.`,
      ),
      h3("In our venues"),
      p(
        "Most of our restaurants have step-free entrances and accessible toilets, and assistance dogs are always welcome. Call the venue before your visit and the team will make sure your table is ready for you.",
      ),
      p(`This statement was last reviewed on ${reviewed}.`),
    ].join(""),
  };
}

function giftCardTerms(): RichTextBlock {
  return {
    value: [
      h2("Gift card terms"),
      ol(
        "Gift cards are available in any amount from €1, paid in euro, VAT included.",
        "Each card is valid for 12 months from the date of purchase. The expiry date is printed on the card.",
        "Cards can be spent at every restaurant, confectionery shop and pizzeria of the group, in one visit or several.",
        "Collect your cards from the pickup point you chose, showing your order confirmation e-mail.",
        "Cards cannot be exchanged for cash, and change is not given in cash.",
        "Any balance left on the expiry date is forfeited.",
        "Gift cards cannot be used to pay for other gift cards or for catering deposits.",
        "Please present the card before ordering; it cannot be applied to a bill that has already been paid.",
        "A lost or stolen card cannot be replaced or refunded, so please keep it somewhere safe.",
        "If a payment fails, no card is issued and you are not charged.",
        "You may cancel an unused order within 14 days of purchase for a full refund.",
        `Questions about a card: <a href="mailto:${GROUP_EMAIL}">${GROUP_EMAIL}</a> or ${GROUP_PHONE}.`,
      ),
    ].join(""),
  };
}

function buildBlocks(media: MediaPicker, today: number): DemoContent["blocks"] {
  const n = (id: number) => media.brandName(id);
  const group = n(1);
  const pe = media.manifest.privateEvents;
  const eventsButton = { text: "Send an enquiry", link: "/private-events?modal=enquiry-form", newTab: false };
  const reviewed = longDate(today - 24 * DAY_MS);

  const celebrateCity: FeatureBlock = {
    eyebrow: "Celebrate in the city",
    title: "Birthdays, engagements and company dinners in the heart of Nicosia",
    paragraph: p(
      `Take over the terrace at ${n(9)} overlooking Eleftheria Square, or the private dining room at ${n(8)} with its clay oven and long oak table. Our events team plans the evening with you, from a welcome of Commandaria and loukoumades to a twenty-plate meze, a cake from our confectioners and a band if you want to dance.`,
      "Rooms for 12 to 250 guests, set menus from €38 per person, and a dedicated host on the night.",
    ),
    media: mediaOf(media.image(pe?.city, 21), "A courtyard table under string lights in the city"),
    button: eventsButton,
  };
  const celebrateSea: FeatureBlock = {
    eyebrow: "Celebrate in the sea",
    title: "Say it with the sound of the waves",
    paragraph: p(
      `Barefoot weddings on the sand at ${n(4)}, a christening lunch on the deck of ${n(6)} as the fishing boats come in, a fortieth birthday at ${n(5)} that carries on until the sun comes up. Private areas, bespoke menus built around the morning's catch, and sunsets we cannot take credit for.`,
      "Beach and pier venues for 20 to 400 guests, from April to November.",
    ),
    media: mediaOf(media.image(pe?.sea, 22), "A long table on the pier above the sea"),
    button: eventsButton,
  };
  const cateringFeature: FeatureBlock = {
    eyebrow: "Catering services",
    title: `${n(7)}: our kitchen, wherever you are`,
    paragraph: p(
      "Canapés in a Limassol garden, a buffet for an office opening in Nicosia, or a seated wedding dinner for eight hundred in the vineyards of Omodos. We cook in our central production kitchen, deliver in our own refrigerated vans and serve with our own teams, so the food arrives exactly as our chefs intended.",
      "Tell us the date, the place and the number of guests, and we will come back with a menu and a quotation within two working days.",
    ),
    media: mediaOf(media.image(pe?.catering, 23), "Platters prepared by our catering team"),
    button: { text: "Send a catering enquiry", link: "/private-events?modal=catering", newTab: false },
  };

  const productionAbout: FeatureBlock = {
    eyebrow: "Where it all begins",
    title: "One kitchen, every morning, for the whole group",
    paragraph: p(
      `Before dawn, the lights come on in Strovolos. Our bakers knead the dough for village bread and koulouri, our pastry chefs fill trays of baklava and galaktoboureko, and our cooks start the stocks and sauces that every ${group} kitchen relies on. By seven, the first refrigerated vans are on their way to Limassol, Paphos and Larnaca.`,
      "Central production lets us cook with care on a large scale: we buy whole harvests from Cypriot farmers, follow the same recipe in every venue, and check every batch in our own quality laboratory. The kitchen is certified to ISO 22000 and runs partly on the solar panels on its roof.",
    ),
    media: mediaOf(
      media.image(media.manifest.services?.[3] ?? media.manifest.cateringTile?.[2], 24),
      "Pastries from our central production kitchen",
    ),
    button: { text: "Catering enquiries", link: "/central-production?modal=catering", newTab: false },
  };
  const productionVideo: VideoBlock = {
    title: "A morning in central production",
    media: media.videoMedia("production", "Bakers shaping bread in the central production kitchen", 31),
  };
  const productionContacts: ContactCardsBlock = {
    cards: [
      {
        title: "Production & wholesale",
        name: "Marios Charalambous",
        phone: "+357 22 030 310",
        email: "production@thalassa-group.example",
      },
      {
        title: "Catering sales",
        name: "Elena Georgiou",
        phone: "+357 22 030 701",
        email: EVENTS_EMAIL,
      },
    ],
  };

  const communityAbout: FeatureBlock = {
    eyebrow: "Our commitment",
    title: "Caring for the island that feeds us",
    paragraph: p(
      "We cook with what Cyprus grows and catches, so looking after its beaches, its farmers and its young people is part of the job. Every year we set ourselves targets for food waste, plastics, energy and local sourcing, and we report back on them here.",
      `Much of this work is run by ${n(18)} together with our teams, who volunteer hundreds of hours each year. Click on any project below to read more.`,
    ),
    media: mediaOf(
      media.image(media.manifest.csr?.["beach-clean-up"], 41),
      "The beach at sunset after a morning clean-up",
    ),
    button: { text: "Talk to us about a partnership", link: "/contact-us", newTab: false },
  };

  const giftCardAbout: FeatureBlock = {
    eyebrow: "The gift of a good table",
    title: "Gift cards for every restaurant, shop and pizzeria",
    paragraph: p(
      `Give someone a sunset dinner at ${n(6)}, a lazy Sunday at ${n(4)}, a box of loukoumades from ${n(2)} or a family pizza night at ${n(10)}. One card, spent at any of our venues, in one visit or several.`,
      "Choose an amount, tell us where you would like to collect it, and pay securely online. Cards are valid for twelve months.",
    ),
    media: mediaOf(media.image(media.manifest.giftCard, 51), `A ${n(1)} gift card`),
    button: null,
  };

  return {
    home: buildHome(media),
    about: { Hero: pageHero(media, "about", 101), Intro: aboutIntro(group) },
    brands: { Hero: pageHero(media, "brands", 102) },
    "private-events": {
      Hero: pageHero(media, "private-events", 103),
      CelebrateCity: celebrateCity,
      CelebrateSea: celebrateSea,
      Catering: cateringFeature,
    },
    "central-production": {
      Hero: pageHero(media, "central-production", 104),
      About: productionAbout,
      Video: productionVideo,
      ContactCards: productionContacts,
    },
    "whats-on": { Hero: pageHero(media, "whats-on", 105) },
    news: { Hero: pageHero(media, "news", 106) },
    careers: { Hero: pageHero(media, "careers", 107), Intro: careersIntro() },
    "contact-us": {
      Hero: pageHero(media, "contact-us", 108),
      Details: contactDetails(media),
      Map: contactMap(),
    },
    "community-sustainability": {
      Hero: pageHero(media, "community-sustainability", 109),
      About: communityAbout,
    },
    terms: { Hero: pageHero(media, "terms", 110), Content: termsContent(group) },
    "privacy-policy": { Hero: pageHero(media, "privacy-policy", 111), Content: privacyContent(group) },
    "gift-card": { Hero: pageHero(media, "gift-card", 112), About: giftCardAbout, Terms: giftCardTerms() },
    accessibility: {
      Hero: pageHero(media, "accessibility", 113),
      Content: accessibilityContent(group, reviewed),
    },
  };
}

/* ---------------------------------------------------------------- news */

function whenToDate(when: NewsEntry["when"], base: number, index: number): Date {
  // Stagger publication times through the working day so items on the same day still sort.
  const hour = 7 + ((index * 5) % 10);
  const minute = (index * 17) % 60;
  if ("daysAgo" in when) return new Date(base - when.daysAgo * DAY_MS + hour * 3_600_000 + minute * 60_000);
  const d = lastOccurrence(base, when.month, when.day, hour);
  return new Date(d.getTime() + minute * 60_000);
}

function buildNews(media: MediaPicker, catalogue: DemoCatalogue, base: number): DemoContent["posts"] {
  const n = (id: number) => media.brandName(id);
  return catalogue.news.map((item, i) => {
    const entry = media.manifest.news?.[item.picture];
    const large = media.image(entry?.large ?? entry?.small, 200 + i);
    const small = media.image(entry?.small ?? entry?.large, 200 + i);
    return {
      postType: "news" as const,
      status: "live" as const,
      url: item.url,
      title: item.title,
      description: withBrandNames(item.body.join(""), n),
      year: null,
      websiteId: item.websiteId,
      images: {
        small: imageOf(small, item.title),
        large: imageOf(large, item.title),
      },
      metaTitle: item.meta?.title ?? null,
      metaDescription: item.meta?.description ?? null,
      metaKeywords: item.meta?.keywords ?? null,
      createdAt: whenToDate(item.when, base, i),
    };
  });
}

/* ---------------------------------------------------------------- community and story */

function buildCsrAndStory(media: MediaPicker, catalogue: DemoCatalogue, base: number): DemoContent["posts"] {
  const n = (id: number) => media.brandName(id);
  const csr = catalogue.community.map((item, i) => {
    const img = media.image(media.manifest.csr?.[item.picture], 300 + i);
    return {
      postType: "csr" as const,
      status: "live" as const,
      url: item.url,
      title: item.title,
      description: p(...item.body),
      year: null,
      websiteId: item.websiteId,
      images: { small: imageOf(img, item.title) },
      metaTitle: null,
      metaDescription: null,
      metaKeywords: null,
      createdAt: new Date(base - (30 + i * 45) * DAY_MS + 10 * 3_600_000),
    };
  });
  const story = catalogue.story.map((item, i) => {
    const img = media.image(media.manifest.story?.[item.picture], 400 + i);
    return {
      postType: "story" as const,
      status: "live" as const,
      url: `${item.year}-${slugify(item.title)}`,
      title: item.title,
      description: p(withBrandNames(item.body, n)),
      year: item.year,
      websiteId: null,
      images: { small: imageOf(img, item.title) },
      metaTitle: null,
      metaDescription: null,
      metaKeywords: null,
      createdAt: new Date(base - (400 + i) * DAY_MS),
    };
  });
  return [...csr, ...story];
}

/* ---------------------------------------------------------------- events */

function buildEvents(media: MediaPicker, catalogue: DemoCatalogue, base: number): DemoContent["events"] {
  const n = (id: number) => media.brandName(id);
  return catalogue.events.map((e, i) => {
    const m = media.manifest.events?.[e.picture];
    const medium = media.image(m?.medium ?? m?.small, 500 + i);
    const small = media.image(m?.small ?? m?.medium, 500 + i);
    const carousel = media.images(m?.carousel, 3, 510 + i * 3);
    const domain = e.websiteId ? brandDomain(media, e.websiteId) : GROUP_DOMAIN;
    const bookUrl =
      e.booking === "null"
        ? "null"
        : e.booking === "enquire"
          ? "/private-events?modal=enquiry-form"
          : profileById.get(e.websiteId ?? 0)?.action === "book"
            ? `${domain}/book-a-table?event=${e.url}`
            : `${domain}/events/${e.url}`;
    return {
      status: e.status ?? "live",
      name: e.name,
      location: withBrandNames(e.location, n),
      date: isoDate(base + e.start * DAY_MS),
      time: e.time,
      expiredDate: isoDate(base + (e.end ?? e.start) * DAY_MS),
      websiteId: e.websiteId,
      bookUrl,
      hasInsightPage: e.insight,
      eventUrl: e.url,
      images: {
        small: imageOf(small, e.name),
        medium: imageOf(medium, e.name),
        carousel: carousel.map((img, k) => imageOf(img, `${e.name}, photo ${k + 1}`)),
      },
      description: withBrandNames(e.body.join(""), n),
      ticket: e.ticket ?? null,
      minPrice: e.minPrice ?? null,
    };
  });
}
/* ---------------------------------------------------------------- jobs */

interface JobSeed {
  url: string;
  title: string;
  type: JobType;
  status?: "live" | "draft";
  brandId: number;
  location: string;
  postedDaysAgo: number;
  validForDays?: number;
  intro: (brand: string) => string;
  responsibilities: string[];
  requirements: string[];
  offer: string[];
}

const JOBS: JobSeed[] = [
  {
    url: "sous-chef-pier",
    title: "Sous Chef",
    type: "full_time",
    brandId: 6,
    location: "Limassol Old Port, Limassol",
    postedDaysAgo: 4,
    validForDays: 45,
    intro: (b) =>
      `${b} is looking for a sous chef who loves fish as much as we do. You will run the pass alongside our head chef in a kitchen that cooks the morning's catch for up to 300 guests a day, over charcoal and in a wood oven.`,
    responsibilities: [
      "Lead the kitchen team on service and in the head chef's absence",
      "Prepare, fillet and portion whole fish and shellfish to our standards",
      "Plan mise en place, ordering and rotas with the head chef",
      "Train commis and chefs de partie, and keep HACCP records up to date",
    ],
    requirements: [
      "At least three years as sous chef or senior chef de partie in a busy restaurant",
      "Confident fish butchery and grill skills",
      "Food safety certificate (level 3 or equivalent)",
      "Greek and English; calm under pressure",
    ],
    offer: [
      "Competitive salary and a share of the service charge",
      "Year-round contract, five-day week with fixed days off",
      "Staff meals, uniform and staff discounts across the group",
      "Training at our cooking school and a clear path to head chef",
    ],
  },
  {
    url: "pastry-chef-central-production",
    title: "Pastry Chef",
    type: "full_time",
    brandId: 7,
    location: "Strovolos, Nicosia",
    postedDaysAgo: 9,
    intro: () =>
      "Our central production kitchen bakes every pastry, cake and sweet sold in our confectionery shops and served in our restaurants. We are looking for a pastry chef to join the early shift and help bring the founders' recipes to thousands of customers each day.",
    responsibilities: [
      "Produce traditional Cypriot and Greek sweets: baklava, galaktoboureko, kourabiedes, melomakarona",
      "Finish celebration and wedding cakes to order",
      "Follow recipes and quality checks precisely, batch after batch",
      "Keep your section clean, organised and audit-ready",
    ],
    requirements: [
      "Formal pastry training, or at least two years in a professional pastry kitchen",
      "Experience with filo, syrups and laminated doughs",
      "Happy to start at 05:00",
    ],
    offer: [
      "Monday to Friday day shifts, with one Saturday a month",
      "A bright, modern, air-conditioned kitchen",
      "Transport allowance and staff meals",
      "Provident fund after one year",
    ],
  },
  {
    url: "summer-waiting-staff-beach",
    title: "Waiter / Waitress, Summer Season",
    type: "temporary",
    brandId: 4,
    location: "Agios Tychonas, Limassol",
    postedDaysAgo: 12,
    validForDays: 30,
    intro: (b) =>
      `Spend the summer on the beach at ${b}. We are hiring friendly, energetic waiting staff for the season, from May to October, serving lunch on the sand and dinner under the stars.`,
    responsibilities: [
      "Welcome guests, take orders and serve food and drinks on the terrace and the beach",
      "Know the menu and the daily catch, and recommend dishes and wines",
      "Set up and close the section, and keep it spotless",
    ],
    requirements: [
      "Previous waiting experience is an advantage but not essential: we will train you",
      "Good English; Greek, Russian or Hebrew a plus",
      "Available for evenings and weekends",
    ],
    offer: [
      "Hourly pay plus tips",
      "Accommodation support for staff from outside Limassol",
      "Staff meals and uniform",
      "Priority for year-round roles at the end of the season",
    ],
  },
  {
    url: "delivery-rider-pizza-nicosia",
    title: "Delivery Rider",
    type: "part_time",
    brandId: 10,
    location: "Strovolos, Nicosia",
    postedDaysAgo: 6,
    intro: (b) =>
      `${b} needs part-time riders to deliver hot pizzas across Nicosia on evenings and weekends, on our own electric scooters.`,
    responsibilities: [
      "Deliver orders quickly, safely and with a smile",
      "Check each order before it leaves the restaurant",
      "Take card payments at the door",
    ],
    requirements: ["Valid motorcycle licence (A1 or higher)", "Good knowledge of Nicosia", "Smartphone"],
    offer: [
      "Flexible shifts of 4 to 6 hours, 3 to 5 evenings a week",
      "Electric scooter, helmet and weatherproof kit provided",
      "Hourly pay plus per-delivery bonus and tips",
    ],
  },
  {
    url: "marketing-and-social-media-intern",
    title: "Marketing & Social Media Intern",
    type: "internship",
    brandId: 1,
    location: "Head Office, Limassol",
    postedDaysAgo: 18,
    validForDays: 40,
    intro: (b) =>
      `Join the marketing team at ${b} for six months and help tell the stories of our restaurants, shops and people on Instagram, TikTok and our websites.`,
    responsibilities: [
      "Photograph and film dishes, events and behind-the-scenes moments across our venues",
      "Draft social posts, newsletters and website news in English and Greek",
      "Help plan campaigns for events, new menus and seasonal products",
      "Report on results each month",
    ],
    requirements: [
      "Student or recent graduate in marketing, communications or media",
      "A good eye and a feel for food",
      "Fluent English and Greek",
      "Driving licence",
    ],
    offer: [
      "Paid six-month internship with a mentor",
      "Real responsibility and a portfolio of published work",
      "Lunches in our restaurants (someone has to taste the new menu)",
    ],
  },
  {
    url: "events-coordinator-catering",
    title: "Events Coordinator (12-month contract)",
    type: "contract",
    brandId: 7,
    location: "Strovolos, Nicosia",
    postedDaysAgo: 21,
    intro: (b) =>
      `${b} caters more than three hundred weddings, christenings and corporate events a year. We are looking for an events coordinator on a twelve-month contract to turn enquiries into unforgettable days.`,
    responsibilities: [
      "Answer enquiries, meet clients and prepare tailored proposals",
      "Organise tastings and site visits",
      "Brief kitchen and service teams and coordinate suppliers",
      "Be on site on event days to make sure everything runs to plan",
    ],
    requirements: [
      "Two years' experience in events, weddings or hotel banqueting",
      "Excellent organisation and client care",
      "Fluent Greek and English",
      "Available on weekends during the wedding season",
    ],
    offer: [
      "Competitive salary and event bonus",
      "Company mobile and car allowance",
      "Possibility of a permanent role",
    ],
  },
  {
    url: "barista-confectionery-limassol",
    title: "Barista & Shop Assistant",
    type: "part_time",
    brandId: 3,
    location: "Limassol Marina, Limassol",
    postedDaysAgo: 2,
    validForDays: 35,
    intro: (b) =>
      `Make the coffee and serve the sweets at ${b}, our confectionery shop on the Limassol Marina promenade.`,
    responsibilities: [
      "Prepare espresso drinks, frappé and traditional Cypriot coffee",
      "Serve customers at the counter and pack cake and gift orders",
      "Keep the cabinets full, tidy and beautiful",
    ],
    requirements: ["Barista experience preferred", "Friendly and well presented", "Greek and English"],
    offer: ["20 to 30 hours a week, rota published four weeks ahead", "Barista training", "Staff discounts"],
  },
  {
    url: "restaurant-manager-nicosia",
    title: "Restaurant Manager",
    type: "full_time",
    status: "draft",
    brandId: 8,
    location: "Stasikratous Street, Nicosia",
    postedDaysAgo: 1,
    intro: (b) => `We are looking for an experienced manager to lead the front of house at ${b}.`,
    responsibilities: ["Run daily operations", "Lead and develop the team", "Own the guest experience"],
    requirements: ["Five years in restaurant management", "Fluent Greek and English"],
    offer: ["Competitive package with performance bonus", "Company car"],
  },
];

function buildJobs(media: MediaPicker, base: number): DemoContent["jobs"] {
  return JOBS.map((j) => {
    const brand = media.brandName(j.brandId);
    const posted = base - j.postedDaysAgo * DAY_MS;
    return {
      url: j.url,
      jobTitle: j.title,
      location: j.location,
      createdDate: isoDate(posted),
      validThrough: j.validForDays ? isoDate(posted + j.validForDays * DAY_MS) : null,
      type: j.type,
      status: j.status ?? "live",
      description: [
        p(j.intro(brand)),
        h3("What you will do"),
        ul(...j.responsibilities),
        h3("What we are looking for"),
        ul(...j.requirements),
        h3("What we offer"),
        ul(...j.offer),
        p(
          `Apply online with your CV, or send it to <a href="mailto:${JOBS_EMAIL}">${JOBS_EMAIL}</a> quoting “${j.title}”.`,
        ),
      ].join(""),
      brand,
    };
  });
}

/* ---------------------------------------------------------------- menus and page meta */

function buildMenus(media: MediaPicker): DemoContent["menus"] {
  const seen = new Set<string>();
  return (media.manifest.menus ?? []).map((menu, i) => {
    const name = media.brandName(menu.brandId);
    const base = slugify(name) || `menu-${i + 1}`;
    let url = base;
    if (seen.has(url)) {
      const file =
        menu.path
          .split("/")
          .pop()
          ?.replace(/\.[a-z0-9]+$/i, "") ?? "";
      const extra = slugify(file.replace(/^\d+-?/, ""))
        .replace(base, "")
        .replace(/^-+|-+$/g, "");
      url = `${base}-${extra || i + 1}`;
      let k = 2;
      while (seen.has(url)) url = `${base}-${extra || "menu"}-${k++}`;
    }
    seen.add(url);
    return {
      url,
      title: menu.title ?? `${name} Menu`,
      websiteId: menu.brandId,
      fileUrl: mediaUrl(menu.path),
    };
  });
}

const PAGE_META: { url: string; title: string; description: string; keywords: string }[] = [
  {
    url: "/",
    title: "Restaurants, Beach Clubs & Confectionery in Cyprus",
    description:
      "Restaurants by the sea, in the city and on the pier, confectionery shops, pizzerias and catering across Cyprus. Book a table, order online or plan an event.",
    keywords:
      "Cyprus restaurants, Limassol, Nicosia, Paphos, Larnaca, beach restaurant, confectionery, pizza, catering",
  },
  {
    url: "/about",
    title: "Our Story",
    description:
      "From a small sweet shop in old Nicosia to restaurants, beach clubs and pizzerias across Cyprus: the story of a family that likes feeding people, year by year.",
    keywords: "our story, family business Cyprus, history, Nicosia sweet shop",
  },
  {
    url: "/brands",
    title: "Our Brands",
    description:
      "Every restaurant, beach club, confectionery shop and pizzeria in the group, with opening hours, phone numbers and links to book a table or order online.",
    keywords: "restaurants Cyprus, book a table, order online, opening hours, brands",
  },
  {
    url: "/private-events",
    title: "Private Events & Catering",
    description:
      "Weddings, christenings, birthdays and company dinners in the city, by the sea or at a venue of your choice. Tell us your date and we will plan it with you.",
    keywords:
      "private events Cyprus, wedding venue Limassol, catering Nicosia, christening, corporate dinner",
  },
  {
    url: "/central-production",
    title: "Central Production Kitchen",
    description:
      "Meet the bakers, pastry chefs and cooks who prepare bread, pastries and sauces for all our restaurants and shops every morning in our Strovolos kitchen.",
    keywords: "central kitchen, bakery, pastry, Strovolos, wholesale, food production Cyprus",
  },
  {
    url: "/whats-on",
    title: "What's On: Events & Supper Clubs",
    description:
      "Full moon suppers on the pier, jazz on the beach, wine dinners, meze nights and family workshops. See what is coming up at our venues and book your place.",
    keywords: "events Cyprus, what's on Limassol, live music, wine dinner, supper club",
  },
  {
    url: "/news",
    title: "News from Our Kitchens",
    description:
      "New menus, seasonal sweets, openings, recipes and stories from the people behind our restaurants, confectionery shops and pizzerias across Cyprus.",
    keywords: "news, new menu, recipes, Cyprus food, restaurant news",
  },
  {
    url: "/contact-us",
    title: "Contact Us",
    description:
      "Get in touch with our head office in Limassol for bookings, private events, catering, careers, press or partnerships. We reply within two working days.",
    keywords: "contact, head office Limassol, telephone, e-mail, address",
  },
  {
    url: "/community-sustainability",
    title: "Community & Sustainability",
    description:
      "Beach clean-ups, surplus food for local charities, Cypriot farmers first, less plastic and a solar-powered kitchen: how we care for the island that feeds us.",
    keywords: "sustainability, community, food waste, local sourcing, beach clean-up, Cyprus",
  },
  {
    url: "/careers",
    title: "Careers: Join Our Team",
    description:
      "Chefs, pastry chefs, waiting staff, baristas, riders and office roles across Cyprus. Fair pay, real training and room to grow. See our open roles and apply.",
    keywords: "jobs Cyprus, hospitality jobs, chef jobs Limassol, waiter jobs, careers",
  },
  {
    url: "/terms",
    title: "Terms & Conditions",
    description:
      "The terms that apply to our website, table bookings, private event and catering enquiries, online orders and gift cards, written as plainly as we could.",
    keywords: "terms and conditions, gift card terms, bookings, enquiries",
  },
  {
    url: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "What personal data we collect through our website and forms, why we use it, which cookies we set, how long we keep it, and how to exercise your rights.",
    keywords: "privacy policy, GDPR, cookies, personal data, data protection Cyprus",
  },
  {
    url: "/gift-card",
    title: "Gift Cards",
    description:
      "Give a sunset dinner, a Sunday lunch or a box of loukoumades. Buy gift cards online for any of our restaurants, shops and pizzerias, valid for twelve months.",
    keywords: "gift card, gift voucher Cyprus, restaurant gift, present ideas",
  },
  {
    url: "/accessibility",
    title: "Accessibility Statement",
    description:
      "Our commitment to a website everyone can use: our WCAG 2.2 AA target, what we have done so far, known limitations, and how to tell us about a problem.",
    keywords: "accessibility, WCAG 2.2, accessibility statement, assistive technology",
  },
];

function buildPageMeta(media: MediaPicker): DemoContent["pageMeta"] {
  const group = media.brandName(1);
  return PAGE_META.map((m) => ({
    url: m.url,
    metaTitle: m.url === "/" ? `${group} | ${m.title}` : `${m.title} | ${group}`,
    metaDescription: m.description,
    metaKeywords: m.keywords,
  }));
}

/* ---------------------------------------------------------------- entry point */

/**
 * All of the site's content for `manifest`, dated relative to `today`. Stories, events and
 * community items come from the demo catalogue and find their pictures in `manifest` by key.
 */
export function buildDemoContent(
  manifest: MediaManifest,
  today: Date,
  catalogue: DemoCatalogue = readCatalogue(),
): DemoContent {
  const media = new MediaPicker(manifest);
  const base = dayStart(today);
  return {
    settings: buildSettings(media),
    websites: buildWebsites(media),
    blocks: buildBlocks(media, base),
    posts: [...buildNews(media, catalogue, base), ...buildCsrAndStory(media, catalogue, base)],
    events: buildEvents(media, catalogue, base),
    jobs: buildJobs(media, base),
    menus: buildMenus(media),
    pageMeta: buildPageMeta(media),
  };
}

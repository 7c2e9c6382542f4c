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
      ...(m.news ?? []).flatMap((n) => [n.large, n.small]),
      ...(m.events ?? []).flatMap((e) => [e.medium, e.small]),
      ...(m.services ?? []),
      ...(m.cateringTile ?? []),
      ...(m.csr ?? []),
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
export function missingManifestKeys(m: MediaManifest): string[] {
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
  need(m.news, "news");
  need(m.events, "events");
  need(m.csr, "csr");
  need(m.story, "story");
  need(m.giftCard, "giftCard");
  need(m.menus, "menus");
  need(m.favicon, "favicon");
  return missing;
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
    media: mediaOf(media.image(media.manifest.csr?.[4], 41), "The beach at sunset after a morning clean-up"),
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

type When = { daysAgo: number } | { month: number; day: number };

interface NewsSeed {
  url: string;
  /** Index into the manifest's news pictures, chosen to suit the story. */
  image: number;
  title: string;
  websiteId: number | null;
  when: When;
  body: (n: (id: number) => string) => string;
  meta?: { title: string; description: string; keywords: string };
}

const NEWS: NewsSeed[] = [
  {
    url: "sunset-menu-at-the-beach",
    image: 0,
    title: "Sunset Menu at the Beach: Seven New Plates for Long Evenings",
    websiteId: 4,
    when: { month: 6, day: 6 },
    meta: {
      title: "New Sunset Menu at the Beach",
      description:
        "Seven new plates for long summer evenings on the sand at Agios Tychonas: tuna crudo, grilled octopus, prawn orzo and a carob and tahini semifreddo.",
      keywords: "sunset menu, beach restaurant Limassol, seafood, Agios Tychonas",
    },
    body: (n) =>
      [
        p(
          `The evenings are long again, and at ${n(4)} the kitchen has been waiting all spring for them. From this week, as the sun starts to drop behind Limassol, a new sunset menu joins the à la carte: seven plates designed to be shared with your toes in the sand and a glass of something cold in hand.`,
        ),
        h3("What is on the menu"),
        ul(
          "Yellowfin tuna crudo with green almonds, capers and lemon oil",
          "Grilled octopus over split peas from Lefkara, with pickled red onion",
          "Prawn orzo with bisque, feta cream and basil",
          "Charcoal-grilled halloumi with watermelon, mint and a drizzle of carob honey",
          "Whole sea bream baked in a salt crust, opened at the table",
          "Courgette flowers stuffed with anari and wild herbs",
          "Carob and tahini semifreddo with sesame brittle",
        ),
        p(
          "Head chef Nikos Ioannou built the menu around what the boats bring in each morning, so a plate or two may change with the catch. Ask your server what came in today.",
          "The sunset menu is served daily from 18:00. Tables on the front row go quickly, so book ahead if you want to watch the sky turn pink.",
        ),
      ].join(""),
  },
  {
    url: "new-executive-chef-central-kitchen",
    image: 1,
    title: "A New Executive Chef for Our Central Kitchen",
    websiteId: null,
    when: { daysAgo: 9 },
    body: () =>
      [
        p(
          "We are delighted to welcome Chef Andria Kyriakou as executive chef of our central production kitchen in Strovolos. Andria grew up above her parents' bakery in Paralimni, trained in Lyon and spent twelve years in kitchens from Athens to Copenhagen before coming home to Cyprus.",
          "In her new role she leads a team of more than ninety bakers, pastry chefs and cooks who prepare the bread, pastries, sauces and stocks used across all of our restaurants, shops and pizzerias.",
        ),
        p(
          "“Central production is the heart of the group,” Andria says. “If the bread is right at six in the morning, the whole island eats better at lunch. I want every tray that leaves this kitchen to taste like it came from a village oven.”",
          "Her first projects: a new sourdough village loaf with Cypriot barley, and a seasonal calendar that brings more of the island's fruit into our pastry cabinets.",
        ),
      ].join(""),
  },
  {
    url: "loukoumades-reimagined",
    image: 2,
    title: "Loukoumades, Reimagined: Honey, Cinnamon and a Little Pistachio",
    websiteId: 2,
    when: { daysAgo: 16 },
    body: (n) =>
      [
        p(
          `Loukoumades have been fried to order at ${n(2)} for as long as Ledra Street has had tourists, and for a good deal longer. We do not change them lightly. But this month our pastry team has added three new ways to eat them, alongside the classic with thyme honey and cinnamon.`,
        ),
        ul(
          "<strong>Pistachio:</strong> warm loukoumades, pistachio cream from Aegina and crushed nuts",
          "<strong>Mastic & rose:</strong> rose syrup, mastic ice cream and dried petals",
          "<strong>Carob & sesame:</strong> Cypriot carob syrup, toasted sesame and a pinch of sea salt",
        ),
        p(
          "Each portion is fried in front of you, so they arrive crisp outside and soft as a cloud inside. They are available in store every day and, for the first time, in take-home boxes of twelve that travel well for twenty minutes.",
          "Order online for collection and skip the queue that forms on Saturday afternoons.",
        ),
      ].join(""),
  },
  {
    url: "fresh-from-the-boats",
    image: 5,
    title: "Fresh from the Boats: How the Pier Chooses Its Catch Every Morning Before Sunrise",
    websiteId: 6,
    when: { daysAgo: 24 },
    meta: {
      title: "How the Pier Chooses Its Catch Every Morning",
      description:
        "Before sunrise our fish buyer meets the Limassol boats at the Old Port. Here is how red mullet, sea bream and squid go from the net to your plate in hours.",
      keywords: "fresh fish Limassol, Old Port, fish meze, sustainable seafood Cyprus",
    },
    body: (n) =>
      [
        p(
          `At half past five the Old Port is still dark, but Kostas is already on the quay. For twenty-two years he has chosen the fish for ${n(6)}, and he has known most of the skippers for longer than that.`,
          "He looks at the eyes, presses the flesh, smells the gills. Red mullet, sea bream, grouper, squid and, in the cooler months, the small silver picarel that we fry whole for the meze. What passes the test is on ice within minutes and on the grill by lunchtime.",
        ),
        h3("Why we buy this way"),
        p(
          "Buying directly from small boats means we pay fishermen fairly and know exactly where and how each fish was caught. It also means the menu changes daily. If the sea was rough, there may be no mullet. We would rather tell you that than serve you something frozen.",
        ),
        ul(
          "We never buy undersized fish, and we follow the seasonal bans on species such as grouper during spawning.",
          "Nothing is wasted: heads and bones become the stock for our kakavia fish soup.",
          "The catch of the day is written on the board by the door every morning.",
        ),
        p("Come early for lunch and you might still see the boats unloading."),
      ].join(""),
  },
  {
    url: "halloumi-lountza-and-mint-pizza",
    image: 4,
    title: "Halloumi, Lountza and Mint: The Pizza That Tastes Like Home",
    websiteId: 10,
    when: { daysAgo: 33 },
    body: (n) =>
      [
        p(
          `Every Cypriot child knows the smell of halloumi and lountza sizzling together in a pan. At ${n(10)} we have put it on a pizza, and it has quickly become the most ordered pie on the menu.`,
          "The base is our forty-eight-hour dough, stretched by hand and fired in the wood oven at 450 degrees. On top: tomato from Kiti, smoked lountza from Agros, slices of Pitsilia halloumi that soften without melting, and a scatter of fresh mint once it leaves the oven.",
        ),
        p(
          "It is available in Nicosia and Limassol for dine-in, collection and delivery. Pair it with a village salad and a cold Keo, and finish with our Nutella calzone if there is room.",
        ),
      ].join(""),
  },
  {
    url: "nicosia-lunch-club-returns",
    image: 3,
    title: "Nicosia Lunch Club Returns",
    websiteId: 8,
    when: { daysAgo: 41 },
    body: (n) =>
      [
        p(
          `The Nicosia Lunch Club is back at ${n(8)}: two courses and a Cypriot coffee for €19, served in forty-five minutes, Monday to Friday.`,
          "The menu changes every week and follows the village kitchen: fasolada with crusty bread on Monday, koupepia on Tuesday, a chicken and trahanas soup on rainy days, and always a fresh fish on Friday.",
        ),
        p(
          "It was built for people who work around Stasikratous Street and the ministries, but everyone is welcome. Book a table for your team, or walk in and take a seat at the counter by the clay oven.",
        ),
      ].join(""),
  },
  {
    url: "five-years-with-pitsilia-farmers",
    image: 6,
    title: "Five Years Working with Farmers in the Pitsilia Villages",
    websiteId: null,
    when: { daysAgo: 50 },
    body: () =>
      [
        p(
          "Five years ago we signed our first harvest agreement with a cooperative of farmers in the Pitsilia villages, high in the Troodos mountains. We promised to buy their apples, cherries, walnuts and potatoes at a fair price agreed before each season, whatever happened at the market.",
          "This year the agreement covers 43 families in eleven villages, and more than 180 tonnes of produce.",
        ),
        h3("What it means on your plate"),
        ul(
          "Walnuts from Agros in our baklava and our green walnut spoon sweet",
          "Cherries from Pedoulas in our summer tarts and ice creams",
          "Potatoes from Kyperounta in the chips at every restaurant",
          "Apples from Kakopetria in our apple pie and our autumn strudel",
        ),
        p(
          "For the farmers, it means a secure income and a reason for young people to stay in the villages. For us, it means ingredients we know by name. We will keep growing the partnership, village by village.",
        ),
      ].join(""),
  },
  {
    url: "ten-years-on-finikoudes",
    image: 7,
    title: "Ten Years on Finikoudes: Thank You, Larnaca",
    websiteId: 12,
    when: { daysAgo: 61 },
    body: (n) =>
      [
        p(
          `Ten years ago ${n(12)} opened its doors under the palm trees of Finikoudes with twelve tables, one grill and a fish soup recipe borrowed from the founder's mother. This month we celebrate a decade on the promenade.`,
          "Thank you to every family who has made our Sunday lunch a habit, to every visitor who found us after a walk along the seafront, and to the team, some of whom have been with us since the very first day.",
        ),
        p(
          "To say thank you, every table this month receives a complimentary plate of our original fish soup, and we are giving away ten dinners for two through our Instagram page.",
          "Here is to the next ten years by the sea.",
        ),
      ].join(""),
  },
  {
    url: "golden-hour-cocktails-commandaria",
    image: 9,
    title: "Golden Hour, Cypriot Style: Cocktails Made with Commandaria and Zivania",
    websiteId: 5,
    when: { month: 7, day: 18 },
    body: (n) =>
      [
        p(
          `At ${n(5)} golden hour is taken seriously. As the sun sinks behind the Paphos lighthouse, our bar team shakes a new list of cocktails built on two of the island's oldest drinks: Commandaria, the sweet wine of the Troodos, and Zivania, the fiery grape spirit of the villages.`,
        ),
        h3("Four to try"),
        ul(
          "<strong>Commandaria Spritz:</strong> Commandaria, bitter orange, soda and a sprig of thyme",
          "<strong>Zivania Sour:</strong> Zivania, lemon, carob syrup and egg white",
          "<strong>Sunset on the Rocks:</strong> Commandaria, Campari, grapefruit",
          "<strong>Kouppa Mule:</strong> Zivania, ginger beer, lime and fresh mint",
        ),
        p(
          "The golden hour list is served from 17:00 until sunset, every day, with a plate of warm pitta and tahini on the house for every round of two.",
        ),
      ].join(""),
  },
  {
    url: "christmas-melomakarona-kourabiedes",
    image: 11,
    title: "Melomakarona, Kourabiedes and the Christmas Table",
    websiteId: 3,
    when: { month: 12, day: 2 },
    body: (n) =>
      [
        p(
          `The smell of orange, cinnamon and cloves can only mean one thing: Christmas baking has begun. From today, ${n(3)} and all of our confectionery shops fill their shelves with the festive sweets of the Cypriot home.`,
        ),
        ul(
          "Melomakarona soaked in thyme honey and topped with walnuts",
          "Kourabiedes with roasted almonds, rose water and a snowfall of icing sugar",
          "Christmas vasilopita, with a lucky coin hidden inside",
          "Chocolate yule logs, and our new mastic and white chocolate truffles",
        ),
        p(
          "Gift boxes of 500 g and 1 kg can be ordered online for collection or delivery, and corporate orders of more than twenty boxes get a personalised card and a 10% discount.",
          "Order by 20 December to be sure of delivery before Christmas Eve.",
        ),
      ].join(""),
  },
  {
    url: "plaza-terrace-reopens",
    image: 12,
    title: "The Plaza Terrace Reopens with a Garden of Herbs",
    websiteId: 9,
    when: { month: 4, day: 3 },
    body: (n) =>
      [
        p(
          `Spring has arrived on Eleftheria Square, and the terrace at ${n(9)} is open again for the season, with a new look.`,
          "Over the winter our gardeners planted more than three hundred pots of herbs and citrus around the tables: lemon verbena, mint, rosemary, Cyprus thyme and dwarf bitter orange trees. The bar uses them in its cocktails and the kitchen in its salads, and on warm evenings the whole terrace smells of them.",
        ),
        p(
          "The terrace is open from breakfast until late. It seats 120, and can be reserved in full for private events of up to 250 standing guests.",
        ),
      ].join(""),
  },
  {
    url: "gift-cards-now-online",
    image: 8,
    title: "Our Gift Cards Are Now Available Online for Every Brand in the Group",
    websiteId: null,
    when: { daysAgo: 95 },
    meta: {
      title: "Buy Gift Cards Online for Every Brand",
      description:
        "Gift cards for every restaurant, confectionery shop and pizzeria of the group can now be bought online and collected at the pickup point of your choice.",
      keywords: "gift cards Cyprus, restaurant gift card, present ideas, gift voucher",
    },
    body: () =>
      [
        p(
          "Looking for a present for someone who loves good food? Our gift cards can now be bought online in a couple of minutes, and collected at any of our eleven pickup points across Nicosia, Limassol, Paphos and Larnaca.",
        ),
        h3("How it works"),
        ol(
          "Choose an amount, from €1 upwards, and how many cards you need.",
          "Pick where you would like to collect them.",
          "Pay securely online and receive your confirmation by e-mail.",
        ),
        p(
          "Each card is valid for twelve months and can be spent at any of our restaurants, confectionery shops and pizzerias, in one visit or several. It is the easiest way to give a sunset dinner, a Sunday lunch or simply a box of loukoumades.",
        ),
      ].join(""),
  },
  {
    url: "limassol-pizza-delivery-extended",
    image: 13,
    title: "Our Limassol Pizzeria Now Delivers to Germasogeia, Agios Athanasios and Mesa Geitonia",
    websiteId: 11,
    when: { daysAgo: 110 },
    body: (n) =>
      [
        p(
          `Good news for pizza lovers in the east of Limassol: ${n(11)} has added three new delivery zones. Germasogeia village, Agios Athanasios and Mesa Geitonia can now order our wood-fired pizzas hot to the door.`,
          "We have added four electric scooters to the fleet, so delivery times stay under thirty-five minutes at peak hours.",
        ),
        p(
          "To celebrate, the first order from each new zone gets a free garlic bread with Pitsilia halloumi. Just enter your address on our ordering page.",
        ),
      ].join(""),
  },
  {
    url: "wedding-for-six-hundred-in-omodos",
    image: 10,
    title: "Catering for 600: Behind the Scenes of a Wedding in the Vineyards of Omodos",
    websiteId: 7,
    when: { month: 9, day: 16 },
    body: (n) =>
      [
        p(
          `Six hundred guests, one vineyard, no kitchen. Last weekend the team at ${n(7)} catered the wedding of Maria and Christos on a hillside above Omodos, and we thought you might like to see how it comes together.`,
        ),
        h3("The numbers"),
        ul(
          "74 people on the team, from chefs to waiters to dishwashers",
          "Three refrigerated vans and a mobile kitchen built on the day",
          "1,800 canapés, 600 portions of slow-roasted lamb kleftiko, 90 kilos of village salad",
          "A five-tier wedding cake from our pastry team, delivered in one piece up a mountain road",
        ),
        p(
          "Planning started eight months earlier with a tasting at our central kitchen. On the day, the first van left Strovolos at five in the morning, and the last plates were cleared at two the next morning, just as the dancing was getting started.",
          "Congratulations to Maria and Christos, and thank you for trusting us with your day.",
        ),
      ].join(""),
  },
  {
    url: "sea-bream-fennel-lemon-recipe",
    image: 15,
    title: "Sea Bream, Fennel and Lemon: A Recipe from Our Beach Kitchen",
    websiteId: 4,
    when: { daysAgo: 128 },
    body: (n) =>
      [
        p(
          `Our guests ask for this recipe more than any other, so here it is. This is how the kitchen at ${n(4)} roasts a whole sea bream: simple, quick, and best eaten outdoors.`,
        ),
        h3("For two people"),
        ul(
          "1 whole sea bream (about 600 g), cleaned and scaled",
          "1 bulb of fennel, thinly sliced, with its fronds",
          "1 lemon, sliced, plus the juice of another",
          "4 tablespoons of Cypriot extra virgin olive oil",
          "A handful of wild oregano, sea salt and black pepper",
        ),
        p(
          "Heat the oven to 220°C. Lay the fennel in a roasting dish, season and drizzle with half the oil. Slash the fish twice on each side, stuff it with lemon slices and oregano, season well and set it on the fennel.",
          "Roast for 20 to 25 minutes, until the flesh comes away from the bone. Finish with the lemon juice, the rest of the oil and the fennel fronds. Serve with a village salad and a glass of chilled Xynisteri.",
        ),
      ].join(""),
  },
  {
    url: "carob-syrup-season",
    image: 17,
    title: "Carob Season: Why We Love Teratsomelo",
    websiteId: 14,
    when: { month: 10, day: 8 },
    body: (n) =>
      [
        p(
          "Cypriots once called it black gold. The carob tree grows everywhere on the island, and every autumn its dark pods are collected and boiled down into teratsomelo, a rich, smoky syrup that tastes of caramel and cocoa.",
          `This season's syrup has arrived at ${n(14)} from a family mill in Anogyra, one of the last that still makes it the traditional way.`,
        ),
        p(
          "Drizzle it over yoghurt or halloumi, stir it into tahini for a classic spread, or use it instead of sugar in cakes. Our pastry team uses it in the carob and sesame loukoumades at our confectionery shops and in a new carob brownie.",
          "Bottles of 350 g and 700 g are available in store and online, alongside our carob and tahini gift box.",
        ),
      ].join(""),
  },
  {
    url: "best-employer-in-hospitality",
    image: 23,
    title: "Named Among the Best Employers in Cypriot Hospitality for the Second Year Running",
    websiteId: null,
    when: { daysAgo: 150 },
    body: () =>
      [
        p(
          "For the second year in a row, the group has been recognised among the best employers in Cypriot hospitality, in an independent survey that asked more than four thousand employees about pay, training, scheduling and respect at work.",
          "We are proud of it, and we know where the credit belongs: with our six hundred colleagues who cook, bake, serve, deliver and clean across the island.",
        ),
        p(
          "This year we introduced fixed rotas published four weeks in advance, a staff meal on every shift, and a paid training day each quarter at our cooking school. Next, we are working on more year-round contracts at our beach venues.",
          "If you would like to join us, have a look at our open roles.",
        ),
      ].join(""),
  },
  {
    url: "kleftiko-sundays-in-nicosia",
    image: 24,
    title: "Kleftiko Sundays in Nicosia",
    websiteId: 8,
    when: { daysAgo: 171 },
    body: (n) =>
      [
        p(
          `Every Sunday at ${n(8)}, the clay oven is sealed at dawn with a ring of dough and the lamb inside is left alone for six hours. When it is opened at lunchtime, the meat falls from the bone at the touch of a fork.`,
          "Kleftiko Sunday is served family-style with potatoes roasted in the lamb's juices, village salad, tzatziki and warm bread, for €24 per person and €12 for children.",
        ),
        p("The oven only holds so much, so we recommend booking by Friday."),
      ].join(""),
  },
  {
    url: "flaounes-are-back-for-easter",
    image: 19,
    title: "Flaounes Are Back for Easter",
    websiteId: 2,
    when: { month: 3, day: 30 },
    body: (n) =>
      [
        p(
          `There is no Cypriot Easter without flaounes. From today until Holy Saturday, ${n(2)} and our other confectionery shops bake them fresh every morning.`,
          "Ours follow the founders' recipe: a crisp yeast pastry filled with flaouna cheese, halloumi, eggs, mint and raisins, scented with mahlepi and mastic, and covered in sesame seeds.",
        ),
        p(
          "Order online for collection to avoid the queues of Holy Week, and ask about our Easter boxes with koulourakia, tsoureki and red eggs.",
          "If you would rather make your own, join one of the flaouna-folding classes at our cooking school in the weeks before Easter.",
        ),
      ].join(""),
  },
  {
    url: "meet-our-fishmonger-on-the-pier",
    image: 14,
    title: "Meet Kostas, Our Fish Buyer on the Pier for Twenty-Two Years",
    websiteId: 6,
    when: { daysAgo: 205 },
    body: (n) =>
      [
        p(
          `Kostas Demetriou was nineteen when he first walked onto the pier. Today he is the reason the fish at ${n(6)} is the freshest in Limassol.`,
          "“My father was a fisherman in Zygi,” he tells us. “I learned to read fish before I learned to read books.” He still gets up at five every morning, still knows every skipper by name, and still refuses any fish that does not meet his standard.",
        ),
        p(
          "Ask him which fish to order and he will tell you honestly, even if it is the cheapest on the board. That, he says, is the whole secret.",
        ),
      ].join(""),
  },
  {
    url: "kataklysmos-weekend-larnaca",
    image: 16,
    title: "Kataklysmos Weekend on the Larnaca Seafront",
    websiteId: 12,
    when: { month: 6, day: 1 },
    body: (n) =>
      [
        p(
          `Kataklysmos, the Festival of the Flood, turns the Larnaca seafront into one long party, and ${n(12)} sits right in the middle of it.`,
          "For the festival weekend we are extending our hours until 01:00, setting up a grill on the promenade for sheftalia and souvlaki to go, and serving a special fish meze for groups.",
        ),
        p(
          "Come for the boat races and the water fights, stay for the poetry duels and the fireworks. We will have a cold drink waiting.",
        ),
      ].join(""),
  },
  {
    url: "new-summer-flavours-in-store",
    image: 25,
    title: "New Summer Flavours: Watermelon & Mint, Fig & Honey",
    websiteId: 15,
    when: { month: 5, day: 20 },
    body: (n) =>
      [
        p(
          `Summer arrives early in Cyprus, and so do our summer flavours. From this week ${n(15)} is scooping four new recipes made with the island's fruit at its best.`,
        ),
        ul(
          "Watermelon and mint sorbet, with watermelons from Paphos",
          "Fig and thyme honey, with figs from Pachna",
          "Lemon and basil, bright and sharp",
          "Galaktoboureko, with semolina custard and filo crumbs",
        ),
        p("Try them in a cone on the promenade, or take home a family tub from the freezer."),
      ].join(""),
  },
  {
    url: "halving-food-waste",
    image: 26,
    title: "Zero-Waste Kitchens: How We Halved Food Waste Across Our Restaurants",
    websiteId: null,
    when: { daysAgo: 262 },
    meta: {
      title: "How We Halved Food Waste in Our Kitchens",
      description:
        "Weighing every bin, cooking with whole animals and whole harvests, and sharing surplus with charities: how our kitchens cut food waste in half in two years.",
      keywords: "food waste, sustainability, zero waste kitchen, Cyprus restaurants",
    },
    body: () =>
      [
        p(
          "Two years ago we started weighing every bin in every kitchen of the group. The first results were uncomfortable: more than a tonne of food a week was being thrown away. Today that figure is less than half.",
        ),
        h3("What changed"),
        ul(
          "Smarter ordering, with central production preparing to daily forecasts for each venue",
          "Whole-fish and whole-animal cooking: heads, bones and trimmings become stocks and soups",
          "Day-old bread turned into koulouri crumbs, croutons and bread pudding",
          "Unsold pastries collected each evening and shared with partner charities",
          "Coffee grounds and vegetable peelings composted for the farms that supply us",
        ),
        p(
          "Our target for next year is a further 20% reduction, and we will publish the figures here. If you run a charity that could use surplus food in Nicosia, Limassol or Larnaca, please get in touch.",
        ),
      ].join(""),
  },
  {
    url: "new-beach-service-at-the-sun",
    image: 18,
    title: "Sun Loungers, Shade and a New Beach Service",
    websiteId: 5,
    when: { month: 5, day: 12 },
    body: (n) =>
      [
        p(
          `The beach season has begun at ${n(5)}, and this year your drinks and lunch come to you. Scan the code on your sun lounger, order from the full menu and we will bring it across the sand.`,
          "We have also added twenty new cabanas with linen curtains, ceiling fans and a private minibar, bookable by the day.",
        ),
        p(
          "Sun loungers are free for guests who spend €25 or more, and shaded cabanas can be reserved online.",
        ),
      ].join(""),
  },
  {
    url: "new-years-eve-at-the-plaza",
    image: 21,
    title: "New Year's Eve at the Plaza: A Night to Remember",
    websiteId: 9,
    when: { month: 1, day: 4 },
    body: (n) =>
      [
        p(
          `Thank you to the three hundred guests who saw in the new year with us at ${n(9)}. Between the six-course dinner, the live band, the countdown on the terrace and the fireworks over Eleftheria Square, it was a night to remember.`,
          "Special thanks to the kitchen and service teams, who worked through the night and still smiled for the photos at three in the morning.",
        ),
        p("Bookings for next year's celebration open in October. Join our newsletter to hear first."),
      ].join(""),
  },
  {
    url: "valentines-cakes-rose-and-mastic",
    image: 20,
    title: "Valentine's Cakes: Red Velvet, Rose and Mastic",
    websiteId: 3,
    when: { month: 2, day: 6 },
    body: (n) =>
      [
        p(
          `Say it with cake. For Valentine's Day, ${n(3)} is baking a small collection of heart-shaped cakes for two, each one finished by hand by our pastry chefs.`,
        ),
        ul(
          "Red velvet with cream cheese and raspberries",
          "Rose and pistachio mousse with a white chocolate glaze",
          "Mastic cheesecake with a crumble of Cypriot almonds",
        ),
        p("Order online by 12 February and collect on the day, with a handwritten card if you wish."),
      ].join(""),
  },
  {
    url: "strovolos-pizzeria-open-till-midnight",
    image: 22,
    title: "Our Strovolos Pizzeria Is Now Open Until Midnight on Weekends",
    websiteId: 10,
    when: { daysAgo: 382 },
    body: (n) =>
      [
        p(
          `Late night, big appetite? From this weekend ${n(10)} stays open until midnight on Fridays and Saturdays, for dine-in, collection and delivery across Nicosia.`,
          "The wood oven will be burning until the last order, and the late menu includes our new halloumi garlic bread and a half-and-half pizza for couples who cannot agree.",
        ),
        p("See you after the cinema."),
      ].join(""),
  },
  {
    url: "kitchen-apprentices-graduate",
    image: 1,
    title: "Twenty-Two Apprentices Graduate from Our Kitchen Training Programme",
    websiteId: null,
    when: { daysAgo: 406 },
    body: (n) =>
      [
        p(
          `Congratulations to the twenty-two young cooks, bakers and pastry chefs who graduated this week from our apprenticeship programme, run with ${n(13)} and the Higher Hotel Institute of Cyprus.`,
          "Over twelve months they rotated through our central production kitchen, our restaurants and our confectionery shops, learning everything from filo pastry to fish butchery.",
        ),
        p(
          "Eighteen of them have already accepted permanent roles in the group. The next intake starts in the autumn, and applications are open on our careers page.",
        ),
      ].join(""),
  },
];

function whenToDate(when: When, base: number, index: number): Date {
  // Stagger publication times through the working day so items on the same day still sort.
  const hour = 7 + ((index * 5) % 10);
  const minute = (index * 17) % 60;
  if ("daysAgo" in when) return new Date(base - when.daysAgo * DAY_MS + hour * 3_600_000 + minute * 60_000);
  const d = lastOccurrence(base, when.month, when.day, hour);
  return new Date(d.getTime() + minute * 60_000);
}

function buildNews(media: MediaPicker, base: number): DemoContent["posts"] {
  const n = (id: number) => media.brandName(id);
  const list = media.manifest.news ?? [];
  return NEWS.map((item, i) => {
    const entry = list[item.image] ?? list[i % Math.max(list.length, 1)];
    const large = media.image(entry?.large ?? entry?.small, 200 + i);
    const small = media.image(entry?.small ?? entry?.large, 200 + i);
    return {
      postType: "news" as const,
      status: "live" as const,
      url: item.url,
      title: item.title,
      description: item.body(n),
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

/** `image` indexes the manifest's CSR pictures. */
const CSR: { url: string; image: number; title: string; body: string[] }[] = [
  {
    url: "beach-clean-ups",
    image: 4,
    title: "Beach Clean-Ups with Our Teams and Guests",
    body: [
      "Four times a year, our teams swap aprons for gloves and spend a morning cleaning the beaches in front of our restaurants, from Agios Tychonas to Finikoudes. Guests, neighbours and their children are always welcome to join, and breakfast is on us afterwards.",
      "Last year more than 380 volunteers collected 2.4 tonnes of litter, most of it plastic bottle caps, cigarette butts and fishing line. Everything is sorted and weighed, and the figures are shared with the local municipalities to help them plan bins and recycling points where they are needed most.",
    ],
  },
  {
    url: "sharing-surplus-food",
    image: 5,
    title: "Sharing Surplus Food with Local Charities",
    body: [
      "Every evening, what our confectionery shops and central kitchen have not sold is packed, labelled and collected by partner charities in Nicosia, Limassol and Larnaca, who share it with families, elderly people living alone and shelters.",
      "The programme saves around 600 kilos of good food every month from the bin. It runs on the goodwill of our drivers and shop teams, who give their time at the end of a long shift to make it happen.",
    ],
  },
  {
    url: "buying-from-cypriot-producers",
    image: 2,
    title: "Buying First from Cypriot Farmers and Fishermen",
    body: [
      "More than seventy per cent of the fresh produce we cook with is grown, caught or made in Cyprus. We sign harvest agreements with farming cooperatives in Pitsilia and Paphos before the season starts, buy fish directly from small boats in Limassol and Zygi, and work with family cheesemakers for our halloumi and anari.",
      "Fair, predictable prices keep farms and boats in business and villages alive. For our guests, it means food that tastes of the island and travels a few kilometres rather than a few thousand.",
    ],
  },
  {
    url: "cutting-single-use-plastic",
    image: 0,
    title: "Cutting Single-Use Plastic Across Every Venue",
    body: [
      "Plastic straws, stirrers and cutlery disappeared from our restaurants years ago. Now we are going further: delivery boxes are made from recycled card, takeaway cups are compostable, and our beach venues serve water from filtered taps in glass bottles rather than plastic.",
      "In the kitchens, suppliers deliver in reusable crates that return with our vans. Together these changes remove more than 400,000 pieces of single-use plastic from our operations every year.",
    ],
  },
  {
    url: "training-young-people",
    image: 3,
    title: "Training Young People for a Career in Hospitality",
    body: [
      "Our twelve-month apprenticeship programme gives young Cypriots a paid start in professional kitchens, rotating through central production, our restaurants and our confectionery shops, with classroom days at our cooking school.",
      "The group's foundation also funds ten scholarships a year for students of culinary arts and hotel management, with priority for young people from rural communities. Most apprentices stay with us after graduating, and several now run kitchens of their own.",
    ],
  },
  {
    url: "solar-powered-central-kitchen",
    image: 1,
    title: "Solar Power at Our Central Production Kitchen",
    body: [
      "The roof of our central production kitchen in Strovolos is covered with 1,200 solar panels, which produce around forty per cent of the electricity the kitchen uses, enough to run the ovens and cold rooms through the sunniest hours of the day.",
      "Heat recovered from the refrigeration system warms the water for cleaning, and our delivery fleet is switching to electric vans one by one. Our goal is for the kitchen to be carbon neutral within five years.",
    ],
  },
];

/** Our Story, oldest first; the manifest's story pictures follow the same order. */
const STORY: { title: string; body: (n: (id: number) => string) => string }[] = [
  {
    title: "A sweet shop in the old town",
    body: () =>
      "It began with a copper pot, a marble counter and a recipe for loukoumades. Our founders opened a small sweet shop off Ledra Street in Nicosia, frying to order and selling galaktoboureko by the tray to neighbours who soon became regulars.",
  },
  {
    title: "Village cooking comes to the capital",
    body: (n) =>
      `Customers kept asking where they could eat as well as they could snack, so the family opened a taverna near the Venetian walls, the first version of ${n(8)}. Kleftiko from a clay oven, koupepia rolled by hand, and the shop's sweets for dessert.`,
  },
  {
    title: "The central kitchen opens",
    body: () =>
      "To keep the recipes the same in every shop and restaurant, we built our own central production kitchen in Strovolos. Its bakers and pastry chefs still start work before dawn, so that every venue receives fresh bread and pastries each morning.",
  },
  {
    title: "First tables by the sea",
    body: (n) =>
      `Summer holidays in Limassol gave the family an idea. A taverna on the sand at Agios Tychonas, the first ${n(4)}, served grilled fish, cold beer and loukoumades as the sun went down. Twelve tables became forty within two seasons.`,
  },
  {
    title: "Out onto the pier",
    body: (n) =>
      `We opened ${n(6)} over the water at Limassol's Old Port, buying fish straight from the boats that tie up beside it. Its fish meze became a Limassol institution, and the pier became our favourite place to watch the sun go down.`,
  },
  {
    title: "Wood-fired pizza, Cypriot style",
    body: (n) =>
      `With ${n(10)} in Nicosia and then ${n(11)} in Limassol, we brought Neapolitan wood-fired pizza into the family, topped with halloumi, lountza and Troodos herbs. The dough is still rested for forty-eight hours.`,
  },
  {
    title: "One family, many tables",
    body: (n) =>
      `Today ${n(1)} brings together restaurants, beach clubs, confectionery shops and pizzerias from Paphos to Larnaca, ${n(7)} for the island's weddings and celebrations, and more than six hundred people. The founders' handwritten recipe book still lives in the pastry kitchen.`,
  },
];

const STORY_YEARS = [1978, 1986, 1994, 2003, 2011, 2018, 2024];

function buildCsrAndStory(media: MediaPicker, base: number): DemoContent["posts"] {
  const n = (id: number) => media.brandName(id);
  const csr = CSR.map((item, i) => {
    const img = media.image(media.manifest.csr?.[item.image] ?? media.manifest.csr?.[i], 300 + i);
    return {
      postType: "csr" as const,
      status: "live" as const,
      url: item.url,
      title: item.title,
      description: p(...item.body),
      year: null,
      websiteId: item.url === "training-young-people" ? 18 : null,
      images: { small: imageOf(img, item.title) },
      metaTitle: null,
      metaDescription: null,
      metaKeywords: null,
      createdAt: new Date(base - (30 + i * 45) * DAY_MS + 10 * 3_600_000),
    };
  });
  const story = STORY.map((item, i) => {
    const entry = media.manifest.story?.[i];
    const year = entry?.year ?? STORY_YEARS[i] ?? 1978 + i * 7;
    const img = media.image(entry?.image, 400 + i);
    return {
      postType: "story" as const,
      status: "live" as const,
      url: `${year}-${slugify(item.title)}`,
      title: item.title,
      description: p(item.body(n)),
      year,
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

interface EventSeed {
  name: string;
  url: string;
  /** Index into the manifest's event pictures. */
  image: number;
  websiteId: number | null;
  location: (n: (id: number) => string) => string;
  /** Days from `today` to the first and last day. */
  start: number;
  end?: number;
  time: string | null;
  booking: "book" | "null" | "enquire";
  insight: boolean;
  ticket?: string;
  minPrice?: string;
  status?: "live" | "draft";
  body: (n: (id: number) => string) => string;
}

const EVENTS: EventSeed[] = [
  {
    name: "Full Moon Seafood Supper on the Pier",
    url: "full-moon-seafood-supper",
    image: 4,
    websiteId: 6,
    location: (n) => `${n(6)}, Limassol Old Port`,
    start: 5,
    time: "20:30",
    booking: "book",
    insight: true,
    ticket: "€55 per person",
    body: (n) =>
      [
        p(
          `Once a month, when the moon rises full over the harbour, ${n(6)} dims its lights and lays one long table along the edge of the pier. Dinner is served family-style, course after course, to the sound of the water against the boats.`,
        ),
        h3("The menu"),
        ul(
          "Oysters with Commandaria mignonette",
          "Grilled kalamari with lemon and wild oregano",
          "Red mullet, crisp-fried, with skordalia",
          "Whole grouper baked with tomatoes, onions and olive oil",
          "Loukoumades with thyme honey",
        ),
        p(
          "The ticket includes dinner and a glass of Cypriot wine with each course. Places are limited to sixty guests.",
        ),
      ].join(""),
  },
  {
    name: "Sunset Jazz Sessions at the Beach",
    url: "sunset-jazz-sessions",
    image: 1,
    websiteId: 4,
    location: (n) => `${n(4)}, Agios Tychonas`,
    start: 9,
    end: 11,
    time: "19:00",
    booking: "null",
    insight: true,
    body: (n) =>
      [
        p(
          `Three evenings of live jazz on the sand at ${n(4)}. The Limassol Jazz Quartet opens each night as the sun sets, followed by a different guest singer, from Greek standards to bossa nova.`,
          "Entry is free and there is no need to book: find a spot on the sand or at the bar, order from the sunset menu and let the evening take its course.",
        ),
      ].join(""),
  },
  {
    name: "Five Villages, Five Wines: A Cypriot Wine Dinner",
    url: "five-villages-five-wines",
    image: 2,
    websiteId: 8,
    location: (n) => `${n(8)}, Nicosia`,
    start: 16,
    time: "20:00",
    booking: "book",
    insight: true,
    ticket: "€65 per person",
    minPrice: "€65",
    body: (n) =>
      [
        p(
          `Five family wineries from five Troodos villages, five courses from the kitchen of ${n(8)}. The winemakers will be at the table to tell the story of each bottle, from a crisp Xynisteri from Pitsilia to an old-vine Maratheftiko from Vouni.`,
        ),
        ul(
          "Xynisteri with tuna tartare and caper leaves",
          "Promara with wild greens and anari ravioli",
          "Rosé of Maratheftiko with grilled quail",
          "Yiannoudi with slow-cooked lamb and bulgur",
          "Commandaria with a walnut and carob tart",
        ),
        p("Seating is at shared tables of ten. Vegetarian menus are available on request when booking."),
      ].join(""),
  },
  {
    name: "Loukoumades Masterclass for Families",
    url: "loukoumades-family-masterclass",
    image: 5,
    websiteId: 2,
    location: (n) => `${n(2)}, Ledra Street, Nicosia`,
    start: 21,
    time: "11:00",
    booking: "book",
    insight: false,
    ticket: "€20 per child, adults free",
    body: (n) =>
      p(
        `Our pastry chefs open the kitchen at ${n(2)} to young bakers aged six to twelve. Children mix the batter, learn how to drop perfect rounds into the oil (with a little help) and decorate their own box of loukoumades to take home. Aprons and hats included.`,
      ),
  },
  {
    name: "Meze Night on the Plaza Terrace with Live Bouzouki",
    url: "meze-night-live-bouzouki",
    image: 7,
    websiteId: 9,
    location: (n) => `${n(9)}, Eleftheria Square, Nicosia`,
    start: 28,
    time: "21:00",
    booking: "book",
    insight: true,
    minPrice: "€40",
    body: (n) =>
      [
        p(
          `An evening of Cypriot meze, music and dancing under the stars on the terrace of ${n(9)}. Over thirty small plates arrive one after another, from tahini and halloumi to sheftalia and kleftiko, while a live bouzouki trio plays the songs everyone knows the words to.`,
          "A minimum spend applies per person. Tables for large groups can be arranged through our events office.",
        ),
      ].join(""),
  },
  {
    name: "Larnaca Seafront Fish Meze Festival",
    url: "larnaca-fish-meze-festival",
    image: 0,
    websiteId: 12,
    location: (n) => `${n(12)}, Finikoudes, Larnaca`,
    start: 35,
    end: 37,
    time: "13:00",
    booking: "null",
    insight: false,
    body: (n) =>
      p(
        `For three days, ${n(12)} brings its grill onto the promenade for a festival of fish meze: grilled sardines, fried picarel, octopus in red wine and kakavia soup, served by the plate from noon until late. No booking needed, just follow the smell of charcoal along Finikoudes.`,
      ),
  },
  {
    name: "Kids' Pizza Workshop",
    url: "kids-pizza-workshop",
    image: 3,
    websiteId: 10,
    location: (n) => `${n(10)}, Strovolos, Nicosia`,
    start: 44,
    time: "10:30",
    booking: "book",
    insight: false,
    ticket: "€15 per child",
    body: (n) =>
      p(
        `Little hands, big pizzas. At ${n(10)} children stretch their own dough, choose their toppings and watch their pizza go into the wood-fired oven, then sit down together to eat it. A fresh lemonade and a certificate are included.`,
      ),
  },
  {
    name: "Paddle, Swim and Brunch at the Sun",
    url: "paddle-swim-brunch",
    image: 6,
    websiteId: 5,
    location: (n) => `${n(5)}, Kato Paphos`,
    start: 60,
    time: "08:30",
    booking: "book",
    insight: true,
    ticket: "€35 per person",
    body: (n) =>
      [
        p(
          `Start the day on the water. A guided stand-up paddle along the Paphos coast, from the lighthouse to the harbour and back, with an instructor for beginners, followed by a swim and a long brunch on the terrace at ${n(5)}.`,
        ),
        ul(
          "Boards, paddles and life vests provided",
          "Brunch of eggs with loukaniko, halloumi, fresh fruit, pastries and coffee",
          "Suitable for ages 12 and up; no experience needed",
        ),
      ].join(""),
  },
  {
    name: "Catering Tasting Day for Wedding Couples",
    url: "wedding-catering-tasting-day",
    image: 3,
    websiteId: 7,
    location: () => "Central Production Kitchen, Strovolos",
    start: 30,
    time: "11:00",
    booking: "enquire",
    insight: true,
    status: "draft",
    body: () =>
      p(
        "Couples planning a wedding are invited to taste our catering menus, meet our chefs and events team, and see our central production kitchen at work.",
      ),
  },
  {
    name: "Sunday Souvla Lunch on the Pier",
    url: "sunday-souvla-lunch-on-the-pier",
    image: 0,
    websiteId: 6,
    location: (n) => `${n(6)}, Limassol Old Port`,
    start: -40,
    time: "13:00",
    booking: "book",
    insight: true,
    ticket: "€45 per person",
    body: () =>
      p(
        "A long Sunday lunch on the pier: lamb and pork souvla turning over charcoal, village salads, warm pitta and live music all afternoon.",
      ),
  },
];

function buildEvents(media: MediaPicker, base: number): DemoContent["events"] {
  const n = (id: number) => media.brandName(id);
  const list = media.manifest.events ?? [];
  return EVENTS.map((e, i) => {
    const m = list[e.image] ?? list[i % Math.max(list.length, 1)];
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
      location: e.location(n),
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
      description: e.body(n),
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

/** All of the site's content for `manifest`, dated relative to `today`. */
export function buildDemoContent(manifest: MediaManifest, today: Date): DemoContent {
  const media = new MediaPicker(manifest);
  const base = dayStart(today);
  return {
    settings: buildSettings(media),
    websites: buildWebsites(media),
    blocks: buildBlocks(media, base),
    posts: [...buildNews(media, base), ...buildCsrAndStory(media, base)],
    events: buildEvents(media, base),
    jobs: buildJobs(media, base),
    menus: buildMenus(media),
    pageMeta: buildPageMeta(media),
  };
}

// The site's own pictures: brand tiles and logos, hero slides, page heroes, private events,
// catering, services, the gift card and the central production contacts.
import type { DemoPictures, Drawing } from "@thalassa/api/catalogue";
import { BRANDS } from "./brands.ts";
import { img } from "./limit.ts";
import { brandTile, logoSvg } from "./logos.ts";
import { selected, writeOut } from "./output.ts";
import { ASPECT, type RenderedImage, WIDTHS } from "./render-image.ts";
import { scene } from "./scenes/index.ts";

const M2 = WIDTHS.medium;
const L = WIDTHS.large;

/** Renders every brand's logos, tile and carousel; resolves to manifest.brands entries by id. */
export function renderBrands(pictures: DemoPictures["brands"]) {
  return BRANDS.map(async (b) => {
    const dir = `brands/${b.id}`;
    if (selected(`${dir}/logo`)) {
      writeOut(`${dir}/logo.svg`, Buffer.from(logoSvg(b, false)));
      writeOut(`${dir}/logo-2.svg`, Buffer.from(logoSvg(b, true)));
    }
    const art = pictures[String(b.id)];
    if (!art) throw new Error(`The picture catalogue has no pictures for brand ${b.id} (${b.name})`);
    const tileScene = scene(art.medium.art);
    const medium = img({
      dir,
      name: "medium",
      aspect: ASPECT.portrait,
      widths: M2,
      alt: `${b.name}: ${art.medium.alt.charAt(0).toLowerCase()}${art.medium.alt.slice(1)}, with the ${b.name} logo`,
      draw: (S, r) => brandTile(S, r, b, tileScene),
    });
    const carousel = art.carousel.map(({ art: a, alt }, i) =>
      img({ dir, name: `carousel-${i + 1}`, aspect: ASPECT.land, widths: M2, alt, draw: scene(a) }),
    );
    return {
      id: b.id,
      name: b.name,
      type: b.type,
      kind: b.kind,
      location: b.location,
      tagline: b.tag,
      palette: b.palette,
      showInLogoCarousel: b.id !== 18,
      logo: `${dir}/logo.svg`,
      logo_2: `${dir}/logo-2.svg`,
      medium: await medium,
      carousel: await Promise.all(carousel),
    };
  });
}

/** The hero slides, drawn twice (16:9 and 9:16) from the same seed. */
export function renderHero(hero: Drawing[]) {
  const slides = (name: string, aspect: readonly [number, number], widths: readonly number[]) =>
    hero.map(({ art, alt }, i) =>
      img({
        dir: "hero",
        name: `${name}-${i + 1}`,
        aspect,
        widths,
        alt,
        draw: scene(art),
        seed: `hero-${i}`,
      }),
    );
  return {
    desktop: slides("desktop", ASPECT.wide, L),
    mobile: slides("mobile", ASPECT.tall, WIDTHS.heroMobile),
  };
}

/** Each entry of `drawings` rendered as `<dir>/<key>`; resolves to [key, image] pairs. */
export function renderNamed(
  drawings: Record<string, Drawing>,
  dir: string,
  aspect: readonly [number, number],
  widths: readonly number[],
) {
  return Object.entries(drawings).map(([key, { art, alt }]) =>
    img({ dir, name: key, aspect, widths, alt, draw: scene(art) }).then(
      (image): [string, RenderedImage | null] => [key, image],
    ),
  );
}

export function renderSite(site: DemoPictures["site"]) {
  return {
    hero: renderHero(site.hero),
    pages: renderNamed(site.pages, "pages", ASPECT.wide, WIDTHS.pageHero),
    privateEvents: renderNamed(site.privateEvents, "private-events", ASPECT.land, M2),
    cateringTile: site.cateringTile.map(({ art, alt }, i) =>
      img({
        dir: "private-events",
        name: `catering-tile-${i + 1}`,
        aspect: ASPECT.portrait,
        widths: M2,
        alt,
        draw: scene(art),
      }),
    ),
    services: renderNamed(site.services, "services", ASPECT.land, M2),
    giftCard: img({
      dir: "gift-card",
      name: "gift-card",
      aspect: ASPECT.land,
      widths: L,
      alt: site.giftCard.alt,
      draw: scene(site.giftCard.art),
    }),
    contacts: renderNamed(site.productionContacts, "central-production", ASPECT.land, M2),
  };
}

import type { Website } from "@thalassa/contract/entities";
import { fieldLang } from "../../i18n/content-language.tsx";
import type { Locale } from "../../i18n/locales.ts";
import { serverTranslator } from "../../i18n/server-translator.server.ts";
import type { BrandTileView } from "./brand-tiles.tsx";

/*
 * A brand as the home page's tiles show it, prepared from the public read: shared by the home
 * page's loader and a brand's preview (ADR 0068).
 */

const KIND_KEYS = { restaurant: "kindRestaurant", eshop: "kindEshop", website: "kindWebsite" } as const;

/** The brands the home page has a tile for: restaurants and shops. */
export const hasHomeTile = (brand: Pick<Website, "type">) =>
  brand.type === "restaurant" || brand.type === "eshop";

/** One brand's tile, in the page's language. */
export function brandTileView(w: Website, locale: Locale): BrandTileView {
  const home = serverTranslator("home", locale);
  return {
    id: w.id,
    name: w.name,
    domain: w.domain,
    // The kind is interface text in the page's language, the locality the brand's data (translated
    // when staff gave it in the page's language, ADR 0058).
    kind: w.type in KIND_KEYS ? home(KIND_KEYS[w.type as keyof typeof KIND_KEYS]) : null,
    locality: w.address?.locality ?? null,
    localityLang: fieldLang(w, "address", locale),
    image: w.images.medium ?? null,
    // The brand's own photo stands still until the tile is hovered and its clip plays.
    video: w.images.video ? { ...w.images.video, poster: w.images.medium ?? w.images.video.poster } : null,
  };
}

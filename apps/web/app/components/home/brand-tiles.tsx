import type { CateringTileBlock } from "@thalassa/contract/blocks";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { InLanguage, useInterfaceLang } from "../../i18n/content-language.tsx";
import { AutoplayPauseButton } from "../carousel/autoplay-pause-button.tsx";
import { cycleIndex, useAutoplay } from "../carousel/use-autoplay.ts";
import { useReducedMotion } from "../carousel/use-reduced-motion.ts";
import { ModalOpener } from "../content/modal-opener.tsx";
import { Media, type MediaSource, VideoPauseButton } from "../media/media.tsx";
import "./brand-tiles.css";
import { NewTabNote } from "../content/new-tab-note.tsx";
import { SectionTitle } from "../content/section-title.tsx";

export interface BrandTileView {
  id: number;
  name: string;
  domain: string;
  /** What the brand is, in the page's language ("Εστιατόριο"). */
  kind: string | null;
  /** Where it is: the brand's data, in the page's language when staff translated it (ADR 0058). */
  locality: string | null;
  /** The locality's language on a Greek or Russian page (inside the tile's English wrapper). */
  localityLang?: string;
  image: MediaSource | null;
  video: MediaSource | null;
}

export type CateringTileView = Omit<CateringTileBlock, "slides"> & { slides: MediaSource[]; lang?: string };

/** Time each catering photo stays before the next fades in. */
const CATERING_SLIDE_MS = 4000;

interface BrandTilesProps {
  brands: BrandTileView[];
  catering: CateringTileView | null;
  /** The home URL with ?modal=catering, so the button opens the enquiry before scripts load too. */
  cateringHref: string;
  /** Called when the visitor is about to open the catering enquiry (hover, focus). */
  onCateringIntent?: () => void;
}

/** SPEC §2: the brand tile grid (videos play on hover) and the catering tile. */
export function BrandTiles({ brands, catering, cateringHref, onCateringIntent }: BrandTilesProps) {
  const t = useTranslations("home");
  // The tiles sit in the page's English content wrapper; the kind is translated, so it carries the
  // page's language (an uppercase Greek label then drops its accents, and is read in Greek).
  const lang = useInterfaceLang();
  return (
    <section className="brand-tiles" data-lazy-layout="" aria-labelledby="brand-tiles-title">
      <div className="container">
        <div className="brand-tiles__head">
          <SectionTitle
            id="brand-tiles-title"
            eyebrow={t("restaurantsAndShops")}
            title={t("findYourTable")}
          />
        </div>
        <ul className="brand-tiles__grid">
          {brands.map((brand) => (
            <BrandTile key={brand.id} brand={brand} lang={lang} />
          ))}
          {catering ? (
            <li className="brand-tile brand-tile--catering">
              <InLanguage lang={catering.lang}>
                <CateringTile catering={catering} href={cateringHref} onIntent={onCateringIntent} />
              </InLanguage>
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

/**
 * One brand: the link covers the tile. A video lies beside the link, not in it, so its pause (up
 * to 860 px, where it plays by itself) is a button of its own; hovering the tile (data-video-host)
 * still plays it.
 */
function BrandTile({ brand, lang }: { brand: BrandTileView; lang: string | undefined }) {
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  return (
    <li className="brand-tile" data-video-host>
      {brand.video ? (
        <Media media={brand.video} fill playOnHover alt="" stopped={stopped} />
      ) : brand.image ? (
        <Media media={brand.image} fill sizes="(max-width: 767px) 100vw, 33vw" alt="" />
      ) : null}
      <a className="brand-tile__link" href={brand.domain} target="_blank" rel="noopener noreferrer">
        {/* The photo carries the brand's lockup; the name shows with the video, on hover or focus. */}
        <span className="brand-tile__text">
          <span className="brand-tile__name">{brand.name}</span>
          <span className="brand-tile__kind">
            {brand.kind ? <span lang={lang}>{brand.kind}</span> : null}
            {brand.kind && brand.locality ? " · " : null}
            {brand.locality ? <span lang={brand.localityLang}>{brand.locality}</span> : null}
          </span>
        </span>
        <NewTabNote />
      </a>
      {brand.video && !reducedMotion ? (
        <VideoPauseButton stopped={stopped} onToggle={() => setStopped((value) => !value)} hoverOnly />
      ) : null}
    </li>
  );
}

export function CateringTile({
  catering,
  href,
  onIntent,
}: {
  catering: CateringTileView;
  href: string;
  onIntent?: () => void;
}) {
  const t = useTranslations("home");
  const lang = useInterfaceLang();
  const [index, setIndex] = useState(0);
  const count = catering.slides.length;
  const autoplay = useAutoplay({
    intervalMs: CATERING_SLIDE_MS,
    onStep: () => setIndex((i) => cycleIndex(i, 1, count)),
    enabled: count > 1,
  });
  return (
    <div className="catering-tile" {...autoplay.hoverProps}>
      <div className="catering-tile__slides" aria-hidden="true">
        {catering.slides.map((slide, i) => (
          <div key={slide.url} className={`catering-tile__slide ${i === index ? "is-active" : ""}`}>
            <Media media={slide} fill sizes="(max-width: 767px) 100vw, 66vw" alt="" />
          </div>
        ))}
      </div>
      <div className="catering-tile__content">
        <div className="catering-tile__panel text-panel">
          <p className="eyebrow" lang={lang}>
            {t("catering")}
          </p>
          <h3 className="catering-tile__title">{catering.title}</h3>
          <p className="catering-tile__text">{catering.paragraph}</p>
          <div className="catering-tile__actions">
            <ModalOpener href={href} preload={onIntent} className="button button--light">
              {catering.button.text}
            </ModalOpener>
            <AutoplayPauseButton autoplay={autoplay} subject={t("cateringPhotos")} slideCount={count} />
          </div>
        </div>
      </div>
    </div>
  );
}

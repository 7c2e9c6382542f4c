import type { HeroBlock, Slide } from "@thalassa/contract/blocks";
import { HERO_MOBILE_MAX_WIDTH, NULL_TEXT } from "@thalassa/contract/constants";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { blurhashOf, LARGE_RATIO, OVERLAY_TEXT, panelStyle, textPanel } from "../../lib/text-panel.ts";
import { whenIdle } from "../../lib/when-idle.ts";
import { ArrowButton, PauseButton } from "../carousel/carousel-controls.tsx";
import { cycleIndex, useAutoplay } from "../carousel/use-autoplay.ts";
import { useReducedMotion } from "../carousel/use-reduced-motion.ts";
import { CmsLink } from "../content/cms-link.tsx";
import { Media, type MediaSource } from "../media/media.tsx";
import "./hero-carousel.css";

/** Time each hero slide stays before the next fades in (ADR 0008). */
export const HERO_INTERVAL_MS = 6000;

/** Where each slide set is not shown (hero-carousel.css), so its pictures are not fetched there. */
const HIDDEN_WHEN = {
  desktop: `(max-width: ${HERO_MOBILE_MAX_WIDTH}px)`,
  mobile: `(min-width: ${HERO_MOBILE_MAX_WIDTH + 1}px)`,
};

/** A slide's title is large text over its picture or video (its button has a ground of its own). */
const TITLE_TEXT = [{ colour: OVERLAY_TEXT.white, ratio: LARGE_RATIO }];

type SlideView = Omit<Slide, "media"> & { media: MediaSource };
export type HeroView = {
  carousel: { slides: SlideView[] };
  carousel_mobile: { slides: SlideView[] };
};

/**
 * The slides phones show: the desktop ones when there are no phone slides, and a phone slide with an
 * empty title takes the title of the desktop slide at the same place (the staff walkthrough's E5: a
 * title changed only on the desktop slide stayed old for phone visitors).
 */
export function phoneSlides(hero: HeroView): SlideView[] {
  const desktop = hero.carousel.slides;
  const phone = hero.carousel_mobile.slides;
  if (!phone.length) return desktop;
  return phone.map((slide, index) => {
    const fallback = desktop[index];
    return slide.title.value.trim() || !fallback ? slide : { ...slide, title: fallback.title };
  });
}

interface HeroCarouselProps {
  hero: HeroView | HeroBlock;
}

/**
 * The home hero (SPEC §2): two slide sets, the mobile one at widths up to 430 px. Both are
 * rendered and CSS shows the one that fits, so the switch is live when the viewport crosses
 * 430 px and works before scripts load; only the shown set autoplays.
 */
export function HeroCarousel({ hero }: HeroCarouselProps) {
  const mobile = phoneSlides(hero as HeroView);
  const t = useTranslations("home");
  return (
    <section className="hero" aria-roledescription={t("carousel")} aria-label={t("highlights")}>
      <SlideSet slides={hero.carousel.slides as SlideView[]} variant="desktop" />
      <SlideSet slides={mobile as SlideView[]} variant="mobile" />
    </section>
  );
}

function SlideSet({ slides, variant }: { slides: SlideView[]; variant: "desktop" | "mobile" }) {
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const count = slides.length;
  const t = useTranslations("home");
  const autoplay = useAutoplay({
    intervalMs: HERO_INTERVAL_MS,
    onStep: () => setIndex((i) => cycleIndex(i, 1, count)),
    enabled: shown && count > 1,
  });
  // Autoplay only the set the stylesheet shows (it follows the 430 px breakpoint live).
  useEffect(() => {
    const query = window.matchMedia(
      variant === "mobile"
        ? `(max-width: ${HERO_MOBILE_MAX_WIDTH}px)`
        : `(min-width: ${HERO_MOBILE_MAX_WIDTH + 1}px)`,
    );
    const update = () => setShown(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [variant]);
  // The other slides' pictures wait until the page is idle: they are not seen before the first
  // step (scripts move the slides) and would share the line with the first slide's picture.
  const [restWanted, setRestWanted] = useState(false);
  useEffect(() => {
    if (!shown || restWanted) return;
    return whenIdle(() => setRestWanted(true));
  }, [shown, restWanted]);
  // One pause for everything that moves in the hero (WCAG 2.2.2): the slide changes and the
  // slides' videos, so a set of one video slide has the button too.
  const reducedMotion = useReducedMotion();
  const hasVideo = slides.some((slide) => "type" in slide.media && slide.media.type === "video");
  const showPause = autoplay.canAutoplay || (hasVideo && !reducedMotion);
  const go = (delta: number) => {
    setIndex((i) => cycleIndex(i, delta, count));
    autoplay.restart();
  };
  if (!count) return null;
  return (
    <div
      className={`hero__set hero__set--${variant}`}
      data-testid={`hero-${variant}`}
      // A slide the visitor brings (a dot, previous, next) is read out; one autoplay brings is not.
      aria-live={autoplay.playing ? "off" : "polite"}
      {...autoplay.hoverProps}
    >
      {slides.map((slide, i) => {
        const active = i === index;
        const hasButton = slide.button && slide.button.text.trim() !== NULL_TEXT && slide.button.text.trim();
        return (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
          <div
            key={`${slide.title.value}-${i}`}
            className={`hero__slide ${active ? "is-active" : ""}`}
            role="group"
            aria-roledescription={t("slide")}
            aria-label={t("slidePosition", { index: String(i + 1), count: String(count) })}
            aria-hidden={active ? undefined : true}
            inert={!active}
          >
            {i === 0 || restWanted || index !== 0 ? (
              <Media
                media={slide.media}
                fill
                priority={i === 0}
                sizes="100vw"
                hiddenWhen={HIDDEN_WHEN[variant]}
                stopped={autoplay.paused || !active || !shown}
              />
            ) : null}
            <div
              className="hero__content container text-panel"
              style={panelStyle(textPanel(blurhashOf(slide.media), TITLE_TEXT))}
            >
              <h2 className="hero__title">{slide.title.value}</h2>
              {hasButton && slide.button ? (
                <CmsLink
                  href={slide.button.link}
                  newTab={slide.button.newTab}
                  className="button button--light"
                >
                  {slide.button.text}
                </CmsLink>
              ) : null}
            </div>
          </div>
        );
      })}
      {count > 1 || showPause ? (
        <div className="hero__controls container">
          {count > 1 ? (
            <div className="hero__dots">
              {slides.map((slide, i) => (
                <button
                  key={`dot-${slide.title.value}-${i}`}
                  type="button"
                  className="hero__dot"
                  aria-label={t("showSlide", { index: String(i + 1) })}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => {
                    setIndex(i);
                    autoplay.restart();
                  }}
                />
              ))}
            </div>
          ) : null}
          <div className="hero__buttons">
            {showPause ? (
              <PauseButton
                paused={autoplay.paused}
                onToggle={autoplay.togglePaused}
                subject={t("slides")}
                className="carousel-button--on-dark"
              />
            ) : null}
            {count > 1 ? (
              <>
                <ArrowButton
                  direction="prev"
                  label={t("previousSlide")}
                  onClick={() => go(-1)}
                  className="carousel-button--on-dark"
                />
                <ArrowButton
                  direction="next"
                  label={t("nextSlide")}
                  onClick={() => go(1)}
                  className="carousel-button--on-dark"
                />
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

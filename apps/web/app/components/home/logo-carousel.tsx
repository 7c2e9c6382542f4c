import { LOGO_CAROUSEL_PER_VIEW, LOGO_SLOT_PX } from "@thalassa/contract/constants";
import type { Image } from "@thalassa/contract/entities";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { secureMediaUrl } from "../../lib/media.ts";
import { PauseButton } from "../carousel/carousel-controls.tsx";
import { useAutoplay } from "../carousel/use-autoplay.ts";
import "./logo-carousel.css";

export interface LogoItem {
  id: number;
  name: string;
  domain: string;
  logo: Image;
}

/** Seconds each logo takes to pass one slot: slow enough to read, fast enough to feel alive. */
const SECONDS_PER_LOGO = 3;

/** The stylesheet's largest --per-view (from 1920 px): the moving row must always fill that many slots. */
const MOST_LOGOS_PER_VIEW = Math.max(...LOGO_CAROUSEL_PER_VIEW);

/**
 * How many times the list is drawn. A still row needs it once. A moving row slides by one list and
 * starts over, so at the loop point the copies after the first must still fill the view: one list
 * plus enough copies for the widest view (two lists when there are at least 15 logos).
 */
export function logoSetCount(logoCount: number, moving: boolean): number {
  if (!moving || logoCount <= 0) return 1;
  return 1 + Math.ceil(MOST_LOGOS_PER_VIEW / logoCount);
}

/**
 * SPEC §9 brands logo carousel: 15 logos per view, fewer by breakpoint down to 3 (the stylesheet
 * sets --per-view; each slot is the strip's width divided by it), logos at most 120 px wide,
 * autoplaying in a loop. The list is drawn more than once and the row slides by exactly one list,
 * so the loop has no seam; the copies are hidden from assistive technology and the keyboard. It
 * pauses on hover, on focus and with its button, and does not move at all under reduced motion
 * (it scrolls by hand instead).
 */
export function LogoCarousel({ logos }: { logos: LogoItem[] }) {
  const autoplay = useAutoplay({ intervalMs: 0, onStep: () => {}, enabled: logos.length > 1 });
  const t = useTranslations("home");
  const nav = useTranslations("nav");
  const lang = useInterfaceLang();
  // Keyboard focus inside the strip lays it out still, as a row that scrolls by hand, so the
  // focused logo is brought into view and its ring seen (WCAG 2.4.7, 2.4.11); the motion resumes
  // when focus leaves.
  const [keyboardInside, setKeyboardInside] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!keyboardInside) return;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && viewport.current?.contains(focused)) {
      focused.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
  }, [keyboardInside]);
  const focusProps = {
    ...autoplay.hoverProps,
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      autoplay.hoverProps.onFocus();
      if (event.target.matches(":focus-visible")) setKeyboardInside(true);
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      autoplay.hoverProps.onBlur(event);
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
    },
  };
  if (!logos.length) return null;
  const state =
    autoplay.playing && !keyboardInside
      ? "running"
      : autoplay.canAutoplay && !keyboardInside
        ? "paused"
        : "static";
  const sets = logoSetCount(logos.length, state !== "static");
  const style = {
    "--logo-slot": `${LOGO_SLOT_PX}px`,
    "--logo-count": logos.length,
    "--logo-sets": sets,
    "--logo-duration": `${logos.length * SECONDS_PER_LOGO}s`,
  } as React.CSSProperties;
  return (
    <section
      className="logo-carousel"
      data-lazy-layout=""
      aria-labelledby="logo-carousel-title"
      style={style}
    >
      <div className="container logo-carousel__head">
        <h2 id="logo-carousel-title" className="logo-carousel__title" lang={lang}>
          {nav("brands")}
        </h2>
        {autoplay.canAutoplay ? (
          <PauseButton paused={autoplay.paused} onToggle={autoplay.togglePaused} subject={t("brandLogos")} />
        ) : null}
      </div>
      <div ref={viewport} className="logo-carousel__viewport" data-state={state} {...focusProps}>
        <ul className="logo-carousel__track">
          {logos.map((item) => (
            <LogoSlot key={item.id} item={item} />
          ))}
          {Array.from({ length: sets - 1 }, (_, copy) =>
            logos.map((item) => <LogoSlot key={`copy-${copy}-${item.id}`} item={item} copy />),
          )}
        </ul>
      </div>
    </section>
  );
}

function LogoSlot({ item, copy = false }: { item: LogoItem; copy?: boolean }) {
  const t = useTranslations("layout");
  return (
    <li className="logo-carousel__slot" aria-hidden={copy || undefined}>
      <a
        href={item.domain}
        target="_blank"
        rel="noopener noreferrer"
        tabIndex={copy ? -1 : undefined}
        aria-label={copy ? undefined : `${item.name} ${t("opensInNewTab")}`}
        data-brand-id={item.id}
      >
        <img
          src={secureMediaUrl(item.logo.url)}
          alt=""
          width={item.logo.width ?? LOGO_SLOT_PX}
          height={item.logo.height ?? 60}
          loading="lazy"
          decoding="async"
        />
      </a>
    </li>
  );
}

import { LOGO_SLOT_PX } from "@thalassa/contract/constants";
import type { Image } from "@thalassa/contract/entities";
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

/**
 * SPEC §9 brands logo carousel: 15 logos per view, fewer by breakpoint down to 3 (the stylesheet
 * sets --per-view), 120 px logo slots, autoplaying in a loop. The list is drawn twice so the loop
 * has no seam; the copy is hidden from assistive technology and the keyboard. It pauses on hover,
 * on focus and with its button, and does not move at all under reduced motion (it scrolls instead).
 */
export function LogoCarousel({ logos }: { logos: LogoItem[] }) {
  const autoplay = useAutoplay({ intervalMs: 0, onStep: () => {}, enabled: logos.length > 1 });
  if (!logos.length) return null;
  const state = autoplay.playing ? "running" : autoplay.canAutoplay ? "paused" : "static";
  const style = {
    "--logo-slot": `${LOGO_SLOT_PX}px`,
    "--logo-count": logos.length,
    "--logo-duration": `${logos.length * SECONDS_PER_LOGO}s`,
  } as React.CSSProperties;
  return (
    <section className="logo-carousel" aria-labelledby="logo-carousel-title" style={style}>
      <div className="container logo-carousel__head">
        <h2 id="logo-carousel-title" className="logo-carousel__title">
          Our brands
        </h2>
        {autoplay.canAutoplay ? (
          <PauseButton paused={autoplay.paused} onToggle={autoplay.togglePaused} subject="brand logos" />
        ) : null}
      </div>
      <div className="logo-carousel__viewport" data-state={state} {...autoplay.hoverProps}>
        <ul className="logo-carousel__track">
          {logos.map((item) => (
            <LogoSlot key={item.id} item={item} />
          ))}
          {state === "static"
            ? null
            : logos.map((item) => <LogoSlot key={`copy-${item.id}`} item={item} copy />)}
        </ul>
      </div>
    </section>
  );
}

function LogoSlot({ item, copy = false }: { item: LogoItem; copy?: boolean }) {
  return (
    <li className="logo-carousel__slot" aria-hidden={copy || undefined}>
      <a
        href={item.domain}
        target="_blank"
        rel="noopener noreferrer"
        tabIndex={copy ? -1 : undefined}
        aria-label={copy ? undefined : `${item.name} (opens in a new tab)`}
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

import { EVENT_CAROUSEL_INTERVAL_MS } from "@thalassa/contract/constants";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { useReducedMotion } from "../carousel/use-reduced-motion.ts";
import { Media, type MediaSource } from "../media/media.tsx";

/**
 * SPEC §2/§9 event image carousel: advances every 5000 ms and cycles; a dot shows its image and
 * restarts the interval. It holds still under reduced motion, while the pictures are hovered,
 * while a control has keyboard focus, and after Pause (WCAG 2.2.2).
 */
export function EventCarousel({ images, label }: { images: MediaSource[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [restart, setRestart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = useReducedMotion();
  const slidesId = useId();
  const slidesRef = useRef<HTMLDivElement>(null);
  const count = images.length;
  const t = useTranslations("events");
  const words = useTranslations("home");
  const lang = useInterfaceLang();
  const running = count > 1 && !reduced && !hovered && !focused && !stopped;

  // Hovering the pictures holds them still; the dots sit outside, so a click restarts the timer.
  useEffect(() => {
    const slides = slidesRef.current;
    if (!slides) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    slides.addEventListener("mouseenter", enter);
    slides.addEventListener("mouseleave", leave);
    return () => {
      slides.removeEventListener("mouseenter", enter);
      slides.removeEventListener("mouseleave", leave);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restart is the signal to start the interval again
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), EVENT_CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, count, restart]);

  if (count === 0) return null;
  return (
    <section
      className="event-carousel"
      aria-roledescription={words("carousel")}
      aria-label={label}
      data-running={running ? "true" : "false"}
      onFocus={(e) => setFocused(e.target.matches(":focus-visible"))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        id={slidesId}
        className="event-carousel__slides"
        ref={slidesRef}
        aria-live={running ? "off" : "polite"}
      >
        {images.map((image, i) => (
          <div
            key={`${image.url}-${i}`}
            className="event-carousel__slide"
            aria-hidden={i === index ? undefined : true}
            data-active={i === index ? "true" : "false"}
          >
            <Media media={image} fill priority={i === 0} sizes="(min-width: 992px) 56vw, 100vw" />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="event-carousel__controls">
          <div className="event-carousel__dots">
            {images.map((image, i) => (
              <button
                key={`${image.url}-dot-${i}`}
                type="button"
                className="event-carousel__dot"
                aria-label={t("showImage", { index: String(i + 1), count: String(count) })}
                aria-controls={slidesId}
                aria-current={i === index ? "true" : undefined}
                onClick={() => {
                  setIndex(i);
                  setRestart((r) => r + 1);
                }}
              />
            ))}
          </div>
          {reduced ? null : (
            <button
              type="button"
              className="event-carousel__toggle"
              onClick={() => setStopped((s) => !s)}
              lang={lang}
            >
              {stopped ? t("playSlideshow") : t("pauseSlideshow")}
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}

import {
  MEDIA_FADE_MS,
  VIDEO_AUTOPLAY_MAX_WIDTH,
  VIDEO_VISIBILITY_THRESHOLD,
} from "@thalassa/contract/constants";
import type { Image, Media as MediaItem } from "@thalassa/contract/entities";
import { focusPosition } from "@thalassa/contract/image-focus";
import { type CSSProperties, type ReactElement, use, useEffect, useRef, useState } from "react";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import { imageSrcSet, secureMediaUrl } from "../../lib/media.ts";
import "./media.css";
import { useTranslations } from "use-intl";
import { PauseButton } from "../carousel/carousel-controls.tsx";
import { prefersReducedMotion, useReducedMotion } from "../carousel/use-reduced-motion.ts";
import { ServerPlaceholders } from "./server-placeholders.ts";

/** A 1×1 transparent GIF, inline: what a hidden image "shows" instead of fetching its picture. */
const NOTHING_TO_FETCH = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/** Images and videos as loaders deliver them: the placeholder is decoded on the server. */
export type MediaSource = (MediaItem | Image) & { placeholder?: string | null };

interface MediaProps {
  media: MediaSource;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes?: string;
  /** The page's LCP image: loaded first, never lazily. */
  priority?: boolean;
  /** Fill the parent box (which reserves the space) instead of keeping the intrinsic ratio. */
  fill?: boolean;
  /** Videos: play while hovered (and, at narrow widths, when half visible). */
  playOnHover?: boolean;
  /** Alt text override; "" marks the image decorative. */
  alt?: string;
  /**
   * A media query under which this media is not shown (the hero's other slide set): an image
   * then fetches nothing there, and a video leaves its data until it is played.
   */
  hiddenWhen?: string;
  /**
   * Videos: stopped by a control outside (the hero's pause, a tile's own button). Left out, a
   * video that plays by itself brings its own pause button (WCAG 2.2.2).
   */
  stopped?: boolean;
  className?: string;
}

/**
 * One component for images and videos (SPEC §2 Media behaviour): box reserved (no layout
 * shift), blur-hash placeholder until loaded and fading out in 0.5 s, responsive srcset, http
 * upgraded to https; videos muted and looping, autoplaying at widths up to 860 px when at least
 * half visible and pausing out of view, optionally playing on hover; nothing plays under
 * reduced motion.
 */
export function Media({
  media,
  sizes = "100vw",
  priority = false,
  fill = false,
  playOnHover = false,
  alt,
  hiddenWhen,
  stopped,
  className,
}: MediaProps) {
  const [loaded, setLoaded] = useState(false);
  const [ownStopped, setOwnStopped] = useState(false);
  const isStopped = stopped ?? ownStopped;
  const reducedMotion = useReducedMotion();
  const imgRef = useRef<HTMLImageElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const isVideo = "type" in media && media.type === "video";
  // The media library's alt text is English (it has no translations): on a Greek or Russian page
  // the image or video that reads it out says so, whatever block's language it sits in.
  const libraryAltLang = useInterfaceLang() && alt === undefined && media.alt ? DEFAULT_LOCALE : undefined;
  const poster = isVideo && "poster" in media ? media.poster : null;
  // Only the server's build asks (the browser's leaves the lookup out altogether).
  const serverPlaceholder = import.meta.env.SSR ? use(ServerPlaceholders) : null;
  const placeholder =
    media.placeholder ?? (poster as MediaSource | null)?.placeholder ?? serverPlaceholder?.(media) ?? null;

  // An image may finish loading before hydration, when onLoad has no listener yet.
  useEffect(() => {
    if (imgRef.current?.complete && imgRef.current.naturalWidth > 0) setLoaded(true);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !isVideo) return;
    if (isStopped || prefersReducedMotion()) {
      video.pause();
      return;
    }
    const narrow = window.matchMedia(`(max-width: ${VIDEO_AUTOPLAY_MAX_WIDTH}px)`);
    const play = () => void video.play().catch(() => {});
    let visible = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible = Boolean(entry?.isIntersecting && entry.intersectionRatio >= VIDEO_VISIBILITY_THRESHOLD);
        if (narrow.matches || !playOnHover) {
          if (visible) play();
          else video.pause();
        }
      },
      { threshold: [0, VIDEO_VISIBILITY_THRESHOLD] },
    );
    observer.observe(video);
    // The tile that holds the video, when a link laid over it takes the pointer (brand tiles).
    const host = video.closest<HTMLElement>("[data-video-host]") ?? video.parentElement;
    const enter = () => {
      if (playOnHover && !narrow.matches) play();
    };
    const leave = () => {
      if (playOnHover && !narrow.matches) video.pause();
    };
    host?.addEventListener("mouseenter", enter);
    host?.addEventListener("mouseleave", leave);
    host?.addEventListener("focusin", enter);
    host?.addEventListener("focusout", leave);
    return () => {
      observer.disconnect();
      host?.removeEventListener("mouseenter", enter);
      host?.removeEventListener("mouseleave", leave);
      host?.removeEventListener("focusin", enter);
      host?.removeEventListener("focusout", leave);
    };
  }, [isVideo, playOnHover, isStopped]);

  const width = media.width ?? poster?.width ?? undefined;
  const height = media.height ?? poster?.height ?? undefined;
  const style: CSSProperties & Record<string, string> = {
    "--media-fade": `${MEDIA_FADE_MS}ms`,
  };
  if (placeholder) style.backgroundImage = `url("${placeholder}")`;
  // Where the picture is cropped to fill its box (media.css), the crop keeps its focal point in
  // view; a video's poster shows the same frame, so the video's point holds for both.
  const focus = media.focus ?? poster?.focus;
  if (focus) style["--media-focus"] = focusPosition(focus);
  if (!fill && width && height) style.aspectRatio = `${width} / ${height}`;

  const classes = [
    "media",
    fill ? "media--fill" : "",
    priority ? "media--priority" : "",
    loaded ? "is-loaded" : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");

  /** An image, or a video's poster, that fetches nothing where `hiddenWhen` hides it. */
  const picture = (img: ReactElement) =>
    hiddenWhen ? (
      <picture>
        {/* Described like the image's own candidates (by width, with sizes), as HTML requires. */}
        <source media={hiddenWhen} srcSet={`${NOTHING_TO_FETCH} 1w`} sizes="1px" />
        {img}
      </picture>
    ) : (
      img
    );
  const imageOf = (source: MediaSource | Image, extra: { className?: string; alt: string }) => (
    <img
      ref={imgRef}
      src={secureMediaUrl(source.url)}
      srcSet={imageSrcSet(source)}
      sizes={imageSrcSet(source) ? sizes : undefined}
      alt={extra.alt}
      lang={extra.alt ? libraryAltLang : undefined}
      className={extra.className}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      onLoad={() => setLoaded(true)}
    />
  );

  return (
    // A document's placeholder comes with its HTML only (ServerPlaceholders): hydration keeps it.
    <div className={classes} style={style} data-media={isVideo ? "video" : "image"} suppressHydrationWarning>
      {isVideo ? (
        <>
          {/*
           * The poster is an image of its own under the video, not the video's poster attribute,
           * which every browser fetches at once: lazy below the fold, and not at all where hidden.
           * It shows until the video plays, so only the page's first video loads before then.
           */}
          {poster ? picture(imageOf(poster, { className: "media__poster", alt: "" })) : null}
          <video
            ref={videoRef}
            src={secureMediaUrl(media.url)}
            muted
            loop
            playsInline
            preload={priority && !hiddenWhen ? "auto" : "none"}
            width={width}
            height={height}
            aria-label={alt ?? media.alt ?? undefined}
            lang={libraryAltLang}
            onLoadedData={() => setLoaded(true)}
          />
          {stopped === undefined && !reducedMotion ? (
            <VideoPauseButton
              stopped={ownStopped}
              onToggle={() => setOwnStopped((value) => !value)}
              hoverOnly={playOnHover}
            />
          ) : null}
        </>
      ) : (
        picture(imageOf(media, { alt: alt ?? media.alt ?? "" }))
      )}
    </div>
  );
}

/**
 * The visible pause of a video that plays by itself. One that plays on hover at desktop widths
 * (`hoverOnly`) plays by itself only up to 860 px, so the stylesheet shows the button there only.
 */
export function VideoPauseButton({
  stopped,
  onToggle,
  hoverOnly = false,
}: {
  stopped: boolean;
  onToggle: () => void;
  hoverOnly?: boolean;
}) {
  const t = useTranslations("home");
  return (
    <PauseButton
      paused={stopped}
      onToggle={onToggle}
      subject={t("video")}
      className={`carousel-button--on-dark media__pause${hoverOnly ? " media__pause--narrow" : ""}`}
    />
  );
}

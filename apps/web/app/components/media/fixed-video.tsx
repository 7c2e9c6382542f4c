import { Media, type MediaSource } from "./media.tsx";
import "./fixed-video.css";

/**
 * SPEC §2 central production's "fixed video": a full-width band whose video stays fixed while
 * the page scrolls past it (a plain band on touch screens and under reduced motion).
 */
export function FixedVideo({ title, media }: { title: string | null; media: MediaSource }) {
  return (
    <section className="fixed-video" aria-label={title ?? "Video"}>
      <div className="fixed-video__frame">
        <Media media={media} fill alt={media.alt || (title ?? "")} />
      </div>
      {title ? (
        <div className="fixed-video__caption container">
          <p className="fixed-video__title">{title}</p>
        </div>
      ) : null}
    </section>
  );
}

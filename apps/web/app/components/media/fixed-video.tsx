import { useState } from "react";
import { useReducedMotion } from "../carousel/use-reduced-motion.ts";
import { Media, type MediaSource, VideoPauseButton } from "./media.tsx";
import "./fixed-video.css";

/**
 * SPEC §2 central production's "fixed video": a full-width band whose video stays fixed while
 * the page scrolls past it (a plain band on touch screens and under reduced motion). Its pause
 * sits in the caption row: the fixed frame is the viewport's size, so a button inside it would
 * not stay on the band.
 */
export function FixedVideo({ title, media }: { title: string | null; media: MediaSource }) {
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const isVideo = "type" in media && media.type === "video";
  return (
    <section className="fixed-video" aria-label={title ?? "Video"}>
      <div className="fixed-video__frame">
        <Media media={media} fill alt={media.alt || (title ?? "")} stopped={stopped} />
      </div>
      <div className="fixed-video__caption container">
        {title ? <p className="fixed-video__title">{title}</p> : null}
        {isVideo && !reducedMotion ? (
          <VideoPauseButton stopped={stopped} onToggle={() => setStopped((value) => !value)} />
        ) : null}
      </div>
    </section>
  );
}

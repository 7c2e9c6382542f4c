import { PauseButton } from "./carousel-controls.tsx";
import type { useAutoplay } from "./use-autoplay.ts";

interface AutoplayPauseButtonProps {
  autoplay: Pick<ReturnType<typeof useAutoplay>, "canAutoplay" | "paused" | "togglePaused">;
  /** What moves, for the button's name ("Pause catering photos"). */
  subject: string;
  slideCount: number;
}

/**
 * The pause control of a carousel that plays over a dark picture. It is left out when nothing would
 * move: the visitor asks for reduced motion, or there is a single slide.
 */
export function AutoplayPauseButton({ autoplay, subject, slideCount }: AutoplayPauseButtonProps) {
  if (!autoplay.canAutoplay || slideCount < 2) return null;
  return (
    <PauseButton
      paused={autoplay.paused}
      onToggle={autoplay.togglePaused}
      subject={subject}
      className="carousel-button--on-dark"
    />
  );
}

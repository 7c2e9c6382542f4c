import { useCallback, useEffect, useRef, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion.ts";

interface AutoplayOptions {
  /** Time between steps, in ms; 0 when CSS drives the motion and only the state is needed. */
  intervalMs: number;
  /** Called on every step. */
  onStep: () => void;
  /** False while the carousel is not shown (another slide set is active) or has one slide. */
  enabled?: boolean;
}

/**
 * Autoplay that honours the visitor: never under prefers-reduced-motion, paused while the
 * pointer or keyboard focus is inside (`hoverProps`), and stoppable with a pause button
 * (`paused`, `togglePaused`). `restart` resets the timer after a manual step.
 */
export function useAutoplay({ intervalMs, onStep, enabled = true }: AutoplayOptions) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [generation, setGeneration] = useState(0);
  const step = useRef(onStep);
  step.current = onStep;

  const playing = enabled && !reducedMotion && !paused && !held;
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation restarts the timer on purpose
  useEffect(() => {
    if (!playing || intervalMs <= 0) return;
    const timer = window.setInterval(() => step.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, intervalMs, generation]);

  const restart = useCallback(() => setGeneration((g) => g + 1), []);
  const togglePaused = useCallback(() => setPaused((p) => !p), []);
  const hoverProps = {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
    },
  };
  return {
    /** Autoplay would run if the visitor had not paused it (false under reduced motion). */
    canAutoplay: enabled && !reducedMotion,
    paused,
    playing,
    togglePaused,
    restart,
    hoverProps,
  };
}

/** The next index of a carousel that cycles: after the last comes the first, and back. */
export function cycleIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}

/** Page numbers as two digits: 1 → "01". */
export function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

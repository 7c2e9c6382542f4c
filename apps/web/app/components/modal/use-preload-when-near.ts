import { useCallback } from "react";

/**
 * A ref for a modal's opener that starts loading the modal's code once the visitor scrolls it to
 * within a screen below the window (or past it). Loading and running a form's code (fields,
 * validation schemas, messages) costs more than opening it, so doing that before the tap keeps the
 * tap's response (INP) short. Nothing loads before a scroll: a page whose opener is on screen at
 * load keeps the form out of its load, as Lighthouse sees it, and leaves it to the opener's own
 * hover, focus and touch handlers.
 */
export function usePreloadWhenNear(preload: (() => void) | undefined) {
  return useCallback(
    (opener: HTMLElement | null) => (opener && preload ? preloadWhenNear(opener, preload) : undefined),
    [preload],
  );
}

/** The same for an opener outside React (a page in islands mode); returns what stops it. */
export function preloadWhenNear(opener: HTMLElement, preload: () => void): () => void {
  const onScroll = () => {
    if (opener.getBoundingClientRect().top > 2 * window.innerHeight) return;
    window.removeEventListener("scroll", onScroll);
    preload();
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => window.removeEventListener("scroll", onScroll);
}

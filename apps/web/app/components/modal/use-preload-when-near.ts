import { useCallback } from "react";

/** How close below (or above) the screen an opener starts its form's download: one screen. */
const NEAR = "100% 0px";

/**
 * A ref for a modal's opener that starts loading the modal's code once the visitor has scrolled and
 * the opener is within a screen of view. Loading and running a form's code (fields, validation
 * schemas, messages) costs more than opening it, so doing that before the tap keeps the tap's
 * response (INP) short. Nothing loads before the first scroll: a page whose opener is on screen at
 * load keeps the form out of its load, as Lighthouse sees it, and leaves it to the opener's own
 * hover, focus and touch handlers.
 */
export function usePreloadWhenNear(preload: (() => void) | undefined) {
  return useCallback(
    (opener: HTMLElement | null) => {
      if (!opener || !preload || typeof IntersectionObserver === "undefined") return;
      let near = false;
      let scrolled = false;
      const stop = () => {
        observer.disconnect();
        window.removeEventListener("scroll", onScroll);
      };
      const startIfReady = () => {
        if (!near || !scrolled) return;
        stop();
        preload();
      };
      const onScroll = () => {
        scrolled = true;
        startIfReady();
      };
      const observer = new IntersectionObserver(
        (entries) => {
          near = entries.some((entry) => entry.isIntersecting);
          startIfReady();
        },
        { rootMargin: NEAR },
      );
      observer.observe(opener);
      window.addEventListener("scroll", onScroll, { passive: true });
      return stop;
    },
    [preload],
  );
}

/**
 * True once the bottom of the viewport has passed `threshold` of the document's height
 * (SPEC §9: 0.8), the point at which the next page of news is loaded.
 */
export function reachedScrollThreshold(
  scrollY: number,
  viewportHeight: number,
  documentHeight: number,
  threshold: number,
): boolean {
  if (documentHeight <= 0) return false;
  return (scrollY + viewportHeight) / documentHeight >= threshold;
}

/**
 * Calls `fn` at most once per `ms`, and once more at the end of a burst so the last position
 * is never missed (scroll events arrive far more often than the list needs to look).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const throttled = (...args: A) => {
    const now = Date.now();
    const wait = last + ms - now;
    if (wait <= 0) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = null;
      last = Date.now();
      const call = pending;
      pending = null;
      if (call) fn(...call);
    }, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

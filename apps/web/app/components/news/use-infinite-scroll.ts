import {
  INFINITE_SCROLL_THRESHOLD,
  NEWS_LOAD_DELAY_MS,
  SCROLL_THROTTLE_MS,
} from "@thalassa/contract/constants";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { reachedScrollThreshold, throttle } from "../../lib/infinite-scroll.ts";

/**
 * SPEC §2/§9 infinite scroll: once the viewport's bottom passes 80 % of the page (scroll read
 * at most every 150 ms), wait 500 ms and ask for the next page. `loading` is true meanwhile.
 * `count` is the number of items shown; a new count re-checks, as a short page may already be
 * past the threshold.
 */
export function useInfiniteScroll({
  enabled,
  count,
  onLoadMore,
}: {
  enabled: boolean;
  count: number;
  onLoadMore: () => void;
}) {
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  // A new count means the last load landed (or the filter changed): ready for the next one. Any
  // other change of address (a modal opened meanwhile) may have replaced the pending load, so it
  // settles the wait as well; the check below starts a new one if the page is still at its end.
  const { key: addressKey } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: count and the address are the signals, not values used
  useEffect(() => {
    setLoading(false);
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, [count, addressKey]);

  useEffect(() => {
    if (!enabled || loading) return;
    const check = () => {
      if (timer.current) return;
      const doc = document.documentElement;
      if (
        !reachedScrollThreshold(
          window.scrollY,
          window.innerHeight,
          doc.scrollHeight,
          INFINITE_SCROLL_THRESHOLD,
        )
      )
        return;
      setLoading(true);
      timer.current = setTimeout(() => loadMore.current(), NEWS_LOAD_DELAY_MS);
    };
    const onScroll = throttle(check, SCROLL_THROTTLE_MS);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    check();
    return () => {
      onScroll.cancel();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [enabled, loading]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Drops a pending load, e.g. when the filter changes under it. */
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setLoading(false);
  };

  return { loading, cancel };
}

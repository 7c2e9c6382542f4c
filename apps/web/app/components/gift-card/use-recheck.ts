import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

const RECHECK_MS = 3000;
const MAX_RECHECKS = 10;

/** While the bank has not settled, ask again every few seconds (then the visitor's button is there). */
export function useRecheckWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  const count = useRef(0);
  useEffect(() => {
    if (!pending || count.current >= MAX_RECHECKS) return;
    const timer = setTimeout(() => {
      count.current += 1;
      void revalidator.revalidate();
    }, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [pending, revalidator]);
}

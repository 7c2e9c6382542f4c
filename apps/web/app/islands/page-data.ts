import { useEffect, useState } from "react";
import { readRouteData, useLocation } from "./router-shim.tsx";

/** The list's own parameters in `search`, as one string: a change of anything else needs no new data. */
function listState(search: string, keys: readonly string[]): string {
  const params = new URLSearchParams(search);
  return keys.map((key) => `${key}=${params.get(key) ?? ""}`).join("&");
}

/**
 * An island's share of its route's loader data, which the server rendered it with (`initial`):
 * when one of the list's parameters (`keys`) changes in the address, the route's loader answers
 * again for the new address, as React Router's revalidation does (revalidateOnNewListState), and
 * the island shows the new data once it is there.
 */
export function usePageData<T>(routeId: string, keys: readonly string[], initial: T): T {
  const { search } = useLocation();
  const wanted = listState(search, keys);
  const [shown, setShown] = useState({ state: wanted, data: initial });
  useEffect(() => {
    if (wanted === shown.state) return;
    const controller = new AbortController();
    readRouteData<T>(routeId, controller.signal).then(
      (data) => setShown({ state: wanted, data }),
      () => {
        // The answer could not be read: the address loads as a page, as it does without scripts.
        if (!controller.signal.aborted) location.reload();
      },
    );
    return () => controller.abort();
  }, [wanted, shown.state, routeId]);
  return shown.data;
}

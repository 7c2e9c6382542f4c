import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For pages whose loaders do not read the query string: a change of query string on the same path
 * (a list's filter or page, a modal opened or closed) needs no new data from the server, so the
 * loader is not called again and the change shows at once (a form post still revalidates).
 */
export function revalidateOnlyOnNewPath({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && !formMethod) return false;
  return defaultShouldRevalidate;
}

/**
 * For a list the server pages from the address: the loader runs again when one of the list's own
 * parameters changes (or the path, or a form is posted); other query changes (a modal) need no new data.
 */
export function revalidateOnNewListState(keys: readonly string[]) {
  return (args: ShouldRevalidateFunctionArgs) => {
    const { currentUrl, nextUrl } = args;
    const changed = keys.some((key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key));
    return changed ? true : revalidateOnlyOnNewPath(args);
  };
}

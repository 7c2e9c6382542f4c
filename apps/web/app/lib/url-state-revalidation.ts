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

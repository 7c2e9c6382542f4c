import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For list pages whose filter and page live in the URL: a change of query string on the same path
 * needs no new data from the server, so the loader is not called again (a form post still is).
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

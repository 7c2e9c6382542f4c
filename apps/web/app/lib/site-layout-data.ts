import { useMatches } from "react-router";

/**
 * The site layout's loader data: its route has an id per language (routes.ts), so it is found by
 * the module the match came from rather than by one id.
 */
export function useSiteLayoutData<T>(): T | undefined {
  const match = useMatches().find((m) => m.id.endsWith("routes/site-layout"));
  return match?.loaderData as T | undefined;
}

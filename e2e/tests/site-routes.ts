import { siteRoutes } from "../../bench/routes.mjs";

/** Every route of the site with real ids for its detail pages, read from the running API. */
export async function allRoutes(): Promise<string[]> {
  const { routes } = await siteRoutes(process.env.E2E_API_URL!, process.env.E2E_API_KEY!);
  return routes as string[];
}

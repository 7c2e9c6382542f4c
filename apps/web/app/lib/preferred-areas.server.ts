import { getWebsites } from "./api.server.ts";

/** SPEC §5: the private-event form's preferred areas are the restaurant-type websites only. */
export async function getPreferredAreas(): Promise<{ id: number; name: string }[]> {
  const websites = await getWebsites();
  return websites
    .filter((w) => w.type === "restaurant")
    .sort((a, b) => a.order - b.order)
    .map((w) => ({ id: w.id, name: w.name }));
}

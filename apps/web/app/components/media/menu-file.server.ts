import { getEnv } from "../../lib/env.server.ts";

/**
 * Whether a menu's PDF can be loaded. Site-relative /media files are checked at the API's media
 * store (where the site's /media proxy reads them); other addresses are trusted as given.
 */
export async function isMenuFileAvailable(fileUrl: string): Promise<boolean> {
  if (!fileUrl.startsWith("/")) return /^https:\/\//i.test(fileUrl);
  try {
    const origin = new URL(getEnv().API_URL).origin;
    const response = await fetch(`${origin}${fileUrl}`, {
      method: "HEAD",
      signal: AbortSignal.timeout(5000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

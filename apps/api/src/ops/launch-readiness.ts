import type { Db } from "../db/client.ts";
import { siteSettings, websites } from "../db/schema.ts";

/**
 * What a new site still needs before its pages can show (the site shows a holding page until then,
 * ADR 0051): Site settings and at least one brand. Empty when the site is live.
 */
export async function missingLaunchContent(db: Db): Promise<string[]> {
  const [[settings], [brand]] = await Promise.all([
    db.select({ id: siteSettings.id }).from(siteSettings).limit(1),
    db.select({ id: websites.id }).from(websites).limit(1),
  ]);
  const missing: string[] = [];
  if (!settings) missing.push("Site settings");
  if (!brand) missing.push("a brand");
  return missing;
}

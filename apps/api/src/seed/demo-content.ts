import { type DemoCatalogue, readCatalogue } from "./catalogue/index.ts";
import { buildBlocks } from "./content/blocks.ts";
import { buildJobs, buildMenuCards, buildMenus, buildPageMeta } from "./content/listings.ts";
import { MediaPicker } from "./content/media-picker.ts";
import { buildCsrAndStory, buildEvents, buildNews } from "./content/stories.ts";
import { dayStart } from "./content/text.ts";
import { buildSettings, buildWebsites } from "./content/websites.ts";
import type { MediaManifest } from "./media-manifest.ts";
import type { DemoContent } from "./types.ts";

export { missingManifestKeys } from "./content/media-picker.ts";
export { slugify } from "./content/text.ts";

/*
 * The content of the group's site: brands, pages, news, events, jobs and menus. Pure and
 * deterministic: the same manifest, catalogue and `today` always give the same content, and every
 * date is placed relative to `today` so events stay upcoming and news stays recent whenever it is
 * seeded. The texts live in the demo catalogue (apps/api/catalogue); the builders in ./content.
 */

/**
 * All of the site's content for `manifest`, dated relative to `today`. Stories, events and
 * community items come from the demo catalogue and find their pictures in `manifest` by key.
 */
export function buildDemoContent(
  manifest: MediaManifest,
  today: Date,
  catalogue: DemoCatalogue = readCatalogue(),
): DemoContent {
  const media = new MediaPicker(manifest, catalogue);
  const base = dayStart(today);
  return {
    settings: buildSettings(media),
    websites: buildWebsites(media),
    blocks: buildBlocks(media, base),
    posts: [...buildNews(media, catalogue, base), ...buildCsrAndStory(media, catalogue, base)],
    events: buildEvents(media, catalogue, base),
    jobs: buildJobs(media, base),
    menus: buildMenus(media),
    menuCards: buildMenuCards(media),
    pageMeta: buildPageMeta(media),
  };
}

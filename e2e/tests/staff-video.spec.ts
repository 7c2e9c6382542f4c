import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { editorWithBlock, staffApiCall, withSharedContentLock } from "./staff-support.ts";
import { openPage, waitForHydration } from "./support.ts";

/** A real H.264 loop of a few hundred KB (the demo content's), uploaded as staff would upload theirs. */
const VIDEO = readFileSync(new URL("../../apps/api/media/videos/tile.mp4", import.meta.url));
const POSTER = readFileSync(
  new URL("../../apps/api/media/central-production/contact-bakery-960.webp", import.meta.url),
);

interface VideoBlock {
  id: number;
  website_id: number;
  page_name: string;
  block_name: string;
  content: {
    title?: string | null;
    media: { url: string; type?: string; poster?: { url: string } | null };
  };
}

test("an editor uploads a video with its poster to central production's video band, publishes, and the page plays it", async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const { cookie, block: original } = await editorWithBlock<VideoBlock>(page, "central-production", "Video");
  const title = `Dough at dawn ${info.project.name} ${Date.now()}`;

  await withSharedContentLock("central-production-video", async () => {
    let published = false;
    try {
      await page.goto(`/staff/content/blocks/${original.id}`);
      await waitForHydration(page);
      await page.getByLabel("Title (optional)").fill(title);
      const media = page.getByRole("group", { name: "Media", exact: true });
      await media.getByLabel("Upload an image or a video (MP4 or WebM)").setInputFiles({
        name: `dough-at-dawn-${info.project.name}.mp4`,
        mimeType: "video/mp4",
        buffer: VIDEO,
      });
      await media
        .getByLabel("Description for screen readers (alt text)")
        .fill("Dough folded by hand at dawn");
      const poster = media.getByRole("group", { name: /Poster image/ });
      await expect(poster).toContainText("Shown before the video plays");
      await poster.getByLabel("Upload a poster image").setInputFiles({
        name: "dough-poster.webp",
        mimeType: "image/webp",
        buffer: POSTER,
      });
      expect(await axeViolations(page)).toEqual([]);

      published = true;
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("status")).toHaveText(/Published/);

      // Stored as a video with its poster, both uploads served from the site.
      const saved = await staffApiCall("GET", `staff/content/blocks/${original.id}`, { cookie });
      const content = (saved.body as { data: VideoBlock }).data.content;
      expect(content.media).toMatchObject({
        url: expect.stringMatching(/^\/media\/uploads\/[a-f0-9]{20}\.mp4$/),
        type: "video",
        alt: "Dough folded by hand at dawn",
        poster: { url: expect.stringMatching(/^\/media\/uploads\/[a-f0-9]{20}-\d+\.webp$/) },
      });
      const videoUrl = content.media.url;
      const posterUrl = content.media.poster?.url ?? "";
      // The page shows what was edited: it is asked again until the site's short cache has let go.
      const publicPage = await page.context().newPage();
      await expect(async () => {
        await openPage(publicPage, "/central-production");
        await expect(publicPage.getByText(title, { exact: true })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });

      const band = publicPage.getByRole("region", { name: title });
      const video = band.locator("video");
      await expect(video).toHaveAttribute("src", videoUrl);
      await expect(video).toHaveAttribute("aria-label", "Dough folded by hand at dawn");
      await expect(video).toHaveJSProperty("muted", true);
      await expect(video).toHaveJSProperty("playsInline", true);
      await expect(video).toHaveAttribute("preload", "none");
      const posterImage = band.locator("img.media__poster");
      await expect(posterImage).toHaveAttribute("src", posterUrl);
      // The band's frame stays fixed while the page scrolls past it: bring the band into view.
      await band.scrollIntoViewIfNeeded();
      await expect
        .poll(() => posterImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      // The source is a video this browser plays: served whole with its type, in parts when asked
      // (Safari plays nothing without), and decoded.
      const served = await request.get(videoUrl);
      expect(served.status()).toBe(200);
      expect(served.headers()["content-type"]).toBe("video/mp4");
      expect((await served.body()).equals(VIDEO)).toBe(true);
      const part = await request.get(videoUrl, { headers: { range: "bytes=0-1" } });
      expect(part.status()).toBe(206);
      expect(part.headers()["content-range"]).toBe(`bytes 0-1/${VIDEO.length}`);
      expect((await part.body()).equals(VIDEO.subarray(0, 2))).toBe(true);
      expect(await video.evaluate((v: HTMLVideoElement) => v.canPlayType("video/mp4"))).not.toBe("");
      await video.evaluate((v: HTMLVideoElement) => {
        v.preload = "auto";
        v.load();
      });
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
      expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
      expect(await axeViolations(publicPage)).toEqual([]);
      await publicPage.close();
    } finally {
      // Other browser tests expect the demo content's video band.
      if (published) {
        const restored = await staffApiCall("PUT", `staff/content/blocks/${original.id}`, {
          cookie,
          body: {
            website_id: original.website_id,
            page_name: original.page_name,
            block_name: original.block_name,
            status: "live",
            content: original.content,
          },
        });
        expect(restored.status).toBe(200);
      }
    }
  });
});

import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
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

/** Opens the video band's form, titles it and chooses the demo video under `fileName`; answers the Media part. */
async function chooseVideo(page: Page, blockId: number, title: string, fileName: string) {
  await page.goto(`/staff/content/blocks/${blockId}`);
  await waitForHydration(page);
  await page.getByLabel("Title (optional)").fill(title);
  const media = page.getByRole("group", { name: "Media", exact: true });
  await media.getByLabel("Upload an image or a video (MP4 or WebM)").setInputFiles({
    name: fileName,
    mimeType: "video/mp4",
    buffer: VIDEO,
  });
  return media;
}

/** Puts the demo content's video band back: other browser tests expect it. */
async function restoreBlock(cookie: string, original: VideoBlock) {
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

/** The public page in a tab of its own, asked again until the site's short cache shows the edit. */
async function publicPageWith(page: Page, title: string): Promise<Page> {
  const publicPage = await page.context().newPage();
  await expect(async () => {
    await openPage(publicPage, "/central-production");
    await expect(publicPage.getByText(title, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return publicPage;
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
      const media = await chooseVideo(page, original.id, title, `dough-at-dawn-${info.project.name}.mp4`);
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
      // The poster chosen by hand replaces the frame the browser took from the video.
      await expect(poster.locator(".staff-image__from-video")).toHaveText("");
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
      const publicPage = await publicPageWith(page, title);

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
      if (published) await restoreBlock(cookie, original);
    }
  });
});

test("a video uploaded without a poster gets a frame of itself as its poster, taken in the browser", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const { cookie, block: original } = await editorWithBlock<VideoBlock>(page, "central-production", "Video");
  const title = `Oven light ${info.project.name} ${Date.now()}`;

  await withSharedContentLock("central-production-video", async () => {
    let published = false;
    try {
      const media = await chooseVideo(page, original.id, title, `oven-light-${info.project.name}.mp4`);
      await media
        .getByLabel("Description for screen readers (alt text)")
        .fill("Bread coming out of the oven");
      const poster = media.getByRole("group", { name: /Poster image/ });
      await expect(poster.locator(".staff-image__from-video")).toHaveText(
        /^Poster taken from the video at 0:0\d(\.\d)? — replace it below\.$/,
        { timeout: 30_000 },
      );
      // The frame fills the poster's own upload, which stays there to replace it.
      const posterUpload = poster.getByLabel("Upload a poster image");
      await expect(posterUpload).toBeEnabled();
      expect(
        await posterUpload.evaluate((input: HTMLInputElement) => {
          const file = input.files?.[0];
          return file ? { name: file.name, type: file.type, large: file.size > 1000 } : null;
        }),
      ).toEqual({ name: `oven-light-${info.project.name}-poster.webp`, type: "image/webp", large: true });
      expect(await axeViolations(page)).toEqual([]);

      published = true;
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("status")).toHaveText(/Published/);

      // Stored through the image upload: a WebP with its size and placeholder, like any poster.
      const saved = await staffApiCall("GET", `staff/content/blocks/${original.id}`, { cookie });
      const media_ = (saved.body as { data: VideoBlock }).data.content
        .media as VideoBlock["content"]["media"] & {
        poster?: { url: string; width?: number; height?: number; blurhash?: string };
      };
      expect(media_).toMatchObject({
        type: "video",
        poster: {
          url: expect.stringMatching(/^\/media\/uploads\/[a-f0-9]{20}-\d+\.webp$/),
          width: expect.any(Number),
          height: expect.any(Number),
          blurhash: expect.any(String),
        },
      });
      expect(media_.poster?.width).toBeGreaterThan(0);
      expect(media_.poster?.height).toBeGreaterThan(0);

      const publicPage = await publicPageWith(page, title);
      const band = publicPage.getByRole("region", { name: title });
      const posterImage = band.locator("img.media__poster");
      await expect(posterImage).toHaveAttribute("src", media_.poster?.url ?? "");
      await band.scrollIntoViewIfNeeded();
      await expect
        .poll(() => posterImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // A picture, not a blank frame: its pixels differ in brightness across the image.
      const spread = await posterImage.evaluate((img: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = 64;
        canvas.height = 36;
        const context = canvas.getContext("2d");
        if (!context) return 0;
        context.drawImage(img, 0, 0, canvas.width, canvas.height);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let darkest = 255;
        let brightest = 0;
        for (let i = 0; i < pixels.length; i += 4) {
          const light = ((pixels[i] ?? 0) + (pixels[i + 1] ?? 0) + (pixels[i + 2] ?? 0)) / 3;
          darkest = Math.min(darkest, light);
          brightest = Math.max(brightest, light);
        }
        return brightest - darkest;
      });
      expect(spread).toBeGreaterThan(32);
      expect(await axeViolations(publicPage)).toEqual([]);
      await publicPage.close();
    } finally {
      if (published) await restoreBlock(cookie, original);
    }
  });
});

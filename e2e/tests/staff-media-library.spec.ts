import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { createNewsStory, signIn, staffCookieHeader } from "./staff-support.ts";

/** An MP4's first bytes (an ISO media file of brand isom), then filler: enough for its signature. */
function mp4(seed: string) {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom", "latin1"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2", "latin1"),
    Buffer.from(seed.repeat(64), "latin1"),
  ]);
}

test("an editor finds an uploaded video in the media library, sees it unused, and deletes it", async ({
  page,
}, info) => {
  const name = `harbour-${info.project.name}-${Date.now()}.mp4`;
  await signIn(page, "editor", "/staff/media");
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(mp4(name))], { type: "video/mp4" }), name);
  const uploaded = await fetch(`${process.env.E2E_API_URL}/staff/media`, {
    method: "POST",
    headers: { "api-key": process.env.E2E_API_KEY ?? "", cookie: await staffCookieHeader(page) },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  expect(url).toMatch(/\.mp4$/);
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("video/mp4");

  await page.getByLabel("File name").fill(name);
  await page.getByLabel("Kind").selectOption("video");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/kind=video/);
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await expect(item.getByLabel("Address")).toHaveValue(url);
  await expect(item).toContainText("Not used by any content");
  expect(await axeViolations(page)).toEqual([]);

  await item.getByRole("button", { name: /^Delete/ }).click();
  await expect(page.getByRole("status")).toHaveText("The file is deleted.");
  await expect(item).toHaveCount(0);
  expect((await page.request.get(url)).status()).toBe(404);
});

test("an editor chooses a demo picture for a story from the media library: the field, its description and sizes", async ({
  page,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  const slug = `parasols-${stamp}`;
  await createNewsStory(page, { title: `Parasols ${stamp}`, slug, description: "On the beach." });
  const small = page.getByRole("group", { name: /^Small/ });
  await small.getByRole("button", { name: "Choose from the media library for Small" }).click();
  const dialog = page.getByRole("dialog", { name: "Media library" });
  await expect(dialog.getByRole("status")).toHaveText(/^\d+ of \d+ pictures shown\.$/);
  await dialog.getByLabel("Name or description").fill("striped parasols");
  await dialog.getByRole("button", { name: "Search", exact: true }).click();
  // Fewer than before the search: only the pictures it describes.
  await expect(dialog.getByRole("listitem")).not.toHaveCount(24);
  await expect(dialog.getByRole("status")).toHaveText(/^(\d+) of \1 pictures shown\.$/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog
    .getByRole("button", { name: /striped parasols/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  await expect(small.getByLabel("…or its address")).toHaveValue(/^\/media\/.+\.webp$/);
  await expect(small.getByLabel(/alt text/)).toHaveValue(/striped parasols/);
  await expect(small.locator("img.staff-image__preview")).toHaveAttribute("src", /^\/media\//);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText(/Published/);

  // On the story's page the picture has the sizes the library gave it, not the one file.
  await page.goto(`/news/${slug}`);
  const picture = page.locator("main img[alt*='striped parasols']").first();
  await expect(picture).toHaveAttribute("srcset", /\d+w/);
  expect(await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { signIn, staffCookieHeader } from "./staff-support.ts";

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

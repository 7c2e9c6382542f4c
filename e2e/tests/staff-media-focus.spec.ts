import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { createNewsStory, deleteContentItem } from "./staff-support.ts";

/** A wide harbour picture whose subject (a terracotta boat) is low and to the right. */
const PICTURE = fileURLToPath(new URL("../../test-fixtures/harbour-boat-off-centre.jpg", import.meta.url));
const ALT = "A terracotta boat moored in the harbour";

test("an editor uploads a story's picture with its progress shown, sets its focal point by clicking and typing, and the story's picture keeps it in view", async ({
  page,
}, info) => {
  // Several saves and an upload, on a machine that may be running other suites.
  test.setTimeout(180_000);
  const stamp = `${info.project.name}-${Date.now()}`;
  const slug = `harbour-boat-${stamp}`;
  await createNewsStory(page, { title: `Harbour boat ${stamp}`, slug, description: "Moored at dawn." });
  const large = page.getByRole("group", { name: /^Large/ });

  // A chosen file shows at once, from this device, and says it is not saved.
  await large.getByLabel("Upload an image").setInputFiles(PICTURE);
  await large.getByLabel("Description for screen readers (alt text)").fill(ALT);
  const focus = large.getByRole("group", { name: "Focal point" });
  const picture = focus.locator("[data-focus-picture]");
  await expect(picture.locator("img")).toHaveAttribute("src", /^blob:/);
  await expect(picture).toContainText("Not saved yet");
  await expect(large.locator("img.staff-image__preview")).toHaveCount(1);
  const across = focus.getByLabel("Across, from the left (%)");
  const down = focus.getByLabel("Down, from the top (%)");
  await expect(across).toHaveValue("50");
  await expect(down).toHaveValue("50");

  // A click on the boat places the point there; the fields follow.
  await expect
    .poll(() => picture.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = await picture.boundingBox();
  if (!box) throw new Error("The picture to place the focal point on is not shown.");
  await picture.click({ position: { x: box.width * 0.78, y: box.height * 0.72 } });
  // The click lands on a whole pixel of a picture a few hundred pixels wide: within a percent.
  const clickedAcross = Number(await across.inputValue());
  expect(Math.abs(clickedAcross - 78)).toBeLessThanOrEqual(1);
  expect(Math.abs(Number(await down.inputValue()) - 72)).toBeLessThanOrEqual(1);

  // The keyboard: an arrow steps the value, and a value can be typed.
  await across.focus();
  await page.keyboard.press("ArrowUp");
  const chosenAcross = clickedAcross + 1;
  await expect(across).toHaveValue(String(chosenAcross));
  await down.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("70");
  await expect(down).toHaveValue("70");
  const marker = picture.locator(".staff-focus__marker");
  await expect(marker).toHaveAttribute("style", new RegExp(`left: ${chosenAcross}%; top: 70%`));

  await focus.scrollIntoViewIfNeeded();
  await focus.screenshot({ path: info.outputPath(`focal-point-${info.project.name}.png`) });
  expect(await axeViolations(page)).toEqual([]);

  // The upload goes slowly enough to be seen: its progress shows beside the buttons, then the save
  // follows as the button's own would.
  const network = await page.context().newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  await page.getByRole("button", { name: "Publish" }).click();
  const progress = page.locator("progress#staff-upload-progress");
  await expect(progress).toBeVisible();
  await expect(page.getByLabel(/^Uploading: \d+ %$|^Uploaded: 100 %\. Saving…$/)).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(/Published/, { timeout: 30_000 });
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(progress).toHaveCount(0);

  // Saved: the stored picture replaces the local one, with the point as set.
  const saved = page.getByRole("group", { name: /^Large/ });
  await expect(saved.locator("[data-focus-picture] img")).toHaveAttribute("src", /^\/media\/uploads\//);
  await expect(saved).not.toContainText("Not saved yet");
  await expect(saved.getByLabel("Across, from the left (%)")).toHaveValue(String(chosenAcross));
  await expect(saved.getByLabel("Down, from the top (%)")).toHaveValue("70");
  const editPath = new URL(page.url()).pathname;

  // The story's picture is cropped around the point, on a phone as on a wide screen.
  await page.goto(`/news/${slug}`);
  const shown = page.locator(`main img[alt="${ALT}"]`).first();
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img) => getComputedStyle(img).objectPosition)).toBe(`${chosenAcross}% 70%`);
  expect(await shown.evaluate((img) => getComputedStyle(img).objectFit)).toBe("cover");

  await deleteContentItem(page, editPath);
});

test("a focal point typed into its fields moves the live preview's crop; one outside the picture is refused beside its field, which gets the focus", async ({
  page,
}, info) => {
  // Several saves and an upload, on a machine that may be running other suites.
  test.setTimeout(180_000);
  const stamp = `${info.project.name}-${Date.now()}`;
  await createNewsStory(page, { title: `Off the edge ${stamp}`, slug: `off-the-edge-${stamp}` });
  const large = page.getByRole("group", { name: /^Large/ });
  await large.getByLabel("…or its address").fill("/media/hero/mobile-1-800.webp");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved as a draft/);
  const focus = page.getByRole("group", { name: /^Large/ }).getByRole("group", { name: "Focal point" });
  const across = focus.getByLabel("Across, from the left (%)");
  const down = focus.getByLabel("Down, from the top (%)");
  // The preview beside the form reads the form's values, the point with them.
  await across.fill("20");
  await down.fill("30");
  await expect(focus.locator(".staff-focus__marker")).toHaveAttribute("style", /left: 20%; top: 30%/);
  const preview = page.frameLocator("iframe[title='Preview of this news item']");
  const previewed = preview.locator('main img[src*="/media/hero/mobile-1-800.webp"]').first();
  await expect
    .poll(() => previewed.evaluate((img) => getComputedStyle(img).objectPosition), { timeout: 20_000 })
    .toBe("20% 30%");

  await across.fill("140");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expect(across).toHaveAttribute("aria-invalid", "true");
  await expect(across).toBeFocused();
  await expect(page.getByText("Use a value from 0 to 100 %")).toBeVisible();
  await deleteContentItem(page, new URL(page.url()).pathname);
});

test("without JavaScript a story's picture is uploaded with the form and its typed focal point is saved", async ({
  page,
  browser,
}, info) => {
  // Several saves and an upload, on a machine that may be running other suites.
  test.setTimeout(180_000);
  const stamp = `${info.project.name}-${Date.now()}`;
  await createNewsStory(page, {
    title: `No script ${stamp}`,
    slug: `no-script-${stamp}`,
    description: "Plain.",
  });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved as a draft/);
  const editAddress = page.url().replace(/\?.*$/, "");

  // The same person in a browser that runs no script: the form is a plain multipart post.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: page.viewportSize() ?? undefined,
  });
  const noScript = await plain.newPage();
  try {
    await noScript.goto(editAddress);
    const large = noScript.getByRole("group", { name: /^Large/ });
    await large.getByLabel("Upload an image").setInputFiles(PICTURE);
    await large.getByLabel("Description for screen readers (alt text)").fill(ALT);
    // No picture yet, so no point to set; the upload is saved first.
    await noScript.getByRole("button", { name: "Save draft" }).click();
    await expect(noScript.getByRole("status")).toHaveText(/Saved as a draft/);
    const focus = noScript.getByRole("group", { name: /^Large/ }).getByRole("group", { name: "Focal point" });
    await expect(focus.locator("img")).toHaveAttribute("src", /^\/media\/uploads\//);
    await focus.getByLabel("Across, from the left (%)").fill("15");
    await focus.getByLabel("Down, from the top (%)").fill("85");
    await noScript.getByRole("button", { name: "Save draft" }).click();
    await expect(noScript.getByRole("status")).toHaveText(/Saved as a draft/);
    const saved = noScript.getByRole("group", { name: /^Large/ }).getByRole("group", { name: "Focal point" });
    await expect(saved.getByLabel("Across, from the left (%)")).toHaveValue("15");
    await expect(saved.getByLabel("Down, from the top (%)")).toHaveValue("85");
    await expect(saved.locator(".staff-focus__marker")).toHaveAttribute("style", /left:\s?15%;\s?top:\s?85%/);
    await expect(noScript.locator("progress")).toHaveCount(0);
  } finally {
    await plain.close();
  }
  await deleteContentItem(page, new URL(editAddress).pathname);
});

import { describe, expect, it } from "vitest";
import {
  CENTRE_FOCUS,
  focusPosition,
  focusRangeMessage,
  imageFocusSchema,
  imageSchema,
  mediaSchema,
} from "./shapes.ts";

describe("an image's focal point", () => {
  it("is kept with the image, in percent of its width and height", () => {
    const image = imageSchema.parse({ url: "/media/a.webp", alt: "", focus: { x: 30, y: 72.5 } });
    expect(image.focus).toEqual({ x: 30, y: 72.5 });
    expect(focusPosition(image.focus)).toBe("30% 72.5%");
  });

  it("is optional: an image saved before there was one is cropped around its centre", () => {
    const image = imageSchema.parse({ url: "/media/a.webp", alt: "" });
    expect(image.focus).toBeUndefined();
    expect(CENTRE_FOCUS).toEqual({ x: 50, y: 50 });
    expect(focusPosition(image.focus)).toBe("50% 50%");
    expect(focusPosition(null)).toBe("50% 50%");
  });

  it("takes both edges of the picture", () => {
    expect(imageFocusSchema.parse({ x: 0, y: 100 })).toEqual({ x: 0, y: 100 });
  });

  it.each([
    [{ x: -1, y: 50 }, "x"],
    [{ x: 50, y: 100.5 }, "y"],
    [{ x: 250, y: 50 }, "x"],
  ])("refuses a point outside the picture (%o) and says which value and why", (focus, key) => {
    const result = imageSchema.safeParse({ url: "/media/a.webp", alt: "", focus });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(["focus", key]);
    expect(issue?.message).toBe(focusRangeMessage);
    expect(focusRangeMessage).toBe("Use a value from 0 to 100 %");
  });

  it("refuses a value that is not a number", () => {
    const result = imageFocusSchema.safeParse({ x: "left", y: 50 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Use a number from 0 to 100 %");
  });

  it("goes with a video too (the hero's slides), whose poster is cropped the same way", () => {
    const media = mediaSchema.parse({
      url: "/media/clip.mp4",
      alt: "",
      type: "video",
      focus: { x: 10, y: 20 },
    });
    expect(media.focus).toEqual({ x: 10, y: 20 });
  });
});

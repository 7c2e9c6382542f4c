import { focusRangeMessage } from "@thalassa/contract/entities";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffContentCall, staffSessions } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let editor: string;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp());
  ({ editor } = await staffSessions(app, ["editor"]));
});
afterAll(() => close());

const publicGet = (url: string) => app.inject({ method: "GET", url: `/api/v1${url}`, headers: withKey });

const picture = {
  url: "/media/staff/boat-1600.webp",
  alt: "A boat in the harbour",
  width: 1600,
  height: 1000,
};
const story = {
  title: "Boats at dawn",
  url: "boats-at-dawn-focus",
  status: "live",
  description: "<p>Moored.</p>",
  images: { small: picture, large: { ...picture, focus: { x: 78, y: 72.5 } } },
};

describe("an image's focal point", () => {
  it("is kept with a saved story's picture and read back by the public API; a picture without one stays without", async () => {
    const created = await staffContentCall(app, "POST", "/news", editor, story);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const staffRead = await staffContentCall(app, "GET", `/news/${id}`, editor);
    expect(staffRead.json().data.images.large.focus).toEqual({ x: 78, y: 72.5 });

    const live = (await publicGet("/posts?post_type=news")).json().data as {
      url: string;
      images: { small: Record<string, unknown>; large: Record<string, unknown> };
    }[];
    const shown = live.find((item) => item.url === story.url);
    expect(shown?.images.large.focus).toEqual({ x: 78, y: 72.5 });
    expect(shown?.images.small).not.toHaveProperty("focus");

    // A change elsewhere keeps the point; a new point replaces it.
    const moved = { ...story, images: { ...story.images, large: { ...picture, focus: { x: 10, y: 0 } } } };
    expect((await staffContentCall(app, "PUT", `/news/${id}`, editor, moved)).statusCode).toBe(200);
    const after = (await publicGet("/posts?post_type=news")).json().data as typeof live;
    expect(after.find((item) => item.url === story.url)?.images.large.focus).toEqual({ x: 10, y: 0 });
  });

  it("outside the picture is refused, naming the value and the range, and nothing is stored", async () => {
    const refused = await staffContentCall(app, "POST", "/news", editor, {
      ...story,
      url: "boats-off-the-edge",
      images: { large: { ...picture, focus: { x: 140, y: -5 } } },
    });
    expect(refused.statusCode).toBe(422);
    const errors = refused.json().errors as Record<string, string[]>;
    expect(errors["images.large.focus.x"]).toEqual([focusRangeMessage]);
    expect(errors["images.large.focus.y"]).toEqual([focusRangeMessage]);
    const live = (await publicGet("/posts?post_type=news")).json().data as { url: string }[];
    expect(live.map((item) => item.url)).not.toContain("boats-off-the-edge");
  });
});

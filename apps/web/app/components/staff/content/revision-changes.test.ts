import { describe, expect, it } from "vitest";
import type { Shape } from "../form/schema-shape.ts";
import { revisionChanges } from "./revision-changes.ts";

const text = (label: string, format: "line" | "html" = "line"): Shape => ({
  type: "text",
  label,
  optional: true,
  format,
});
const shape: Shape = {
  type: "object",
  label: "",
  optional: false,
  props: [
    ["title", text("Title")],
    ["description", text("Story", "html")],
    ["featured", { type: "boolean", label: "Featured", optional: true }],
    [
      "slides",
      {
        type: "array",
        label: "Slides",
        optional: true,
        items: { type: "object", label: "", optional: false, props: [["title", text("Slide title")]] },
      },
    ],
  ],
};

describe("revisionChanges", () => {
  it("names each changed field by its label path and shows values as the form reads them", () => {
    const changes = revisionChanges(
      shape,
      { title: "Old", description: "<p>Open <b>Friday</b></p>", featured: true, slides: [{ title: "A" }] },
      {
        title: "New",
        description: "<p>Open <b>Friday</b></p>",
        featured: false,
        slides: [{ title: "B" }, {}],
      },
    );
    expect(changes).toEqual([
      { label: "Title", revision: "Old", current: "New" },
      { label: "Featured", revision: "Yes", current: "No" },
      { label: "Slides › 1 › Slide title", revision: "A", current: "B" },
      { label: "Slides › 2", revision: "(not there)", current: "(added since)" },
    ]);
  });

  it("finds nothing when only fields the form does not show differ, and reads rich text as words", () => {
    expect(revisionChanges(shape, { title: "Same", id: 1 }, { title: "Same", id: 2 })).toEqual([]);
    expect(revisionChanges(shape, { description: "<p>a <i>b</i></p>" }, { description: "" })).toEqual([
      { label: "Story", revision: "a b", current: "(empty)" },
    ]);
  });
});
